/**
 * Which sent fields a server did not apply: the legacy server answers 200 to an update and keeps
 * the old value of every empty or falsy field (LEGACY_API.md), so a ticket type stays regular and
 * a removed cover photo stays. The data provider reads the record back after a reply without one
 * and compares it with what was sent.
 */

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

const asNumber = (v: unknown): number | undefined => {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
};

/** Does the stored value hold what was sent, across the wire's spellings? */
export function holdsSentValue(sent: unknown, stored: unknown): boolean {
  if (isEmpty(sent)) return isEmpty(stored);
  if (isEmpty(stored)) return false;
  if (typeof sent === 'boolean') return sent === Boolean(asNumber(stored) ?? stored);
  const [a, b] = [asNumber(sent), asNumber(stored)];
  if (a !== undefined && b !== undefined) return a === b;
  const [s, t] = [String(sent), String(stored)];
  // A time of day sent as "22:00:00" comes back inside a DATETIME ("2026-12-11 22:00:00").
  return s === t || t.includes(s);
}

/** The sent fields (Files, lists, objects and nulls left out) the stored record does not hold. */
export function unappliedFields(
  sent: Record<string, unknown>,
  stored: Record<string, unknown>,
): string[] {
  return Object.entries(sent)
    .filter(([field, value]) => {
      if (!(field in stored)) return false; // e.g. a password: never read back
      // Not sent at all: undefined leaves JSON, null and undefined leave multipart out.
      if (value === undefined || value === null) return false;
      if (value instanceof Blob || (typeof value === 'object' && value !== null)) return false;
      return !holdsSentValue(value, stored[field]);
    })
    .map(([field]) => field);
}

/** The fields a data provider's update reply says were not applied (none when not told). */
export function notAppliedOf(response: unknown): string[] {
  const fields = (response as { notApplied?: unknown } | null)?.notApplied;
  return Array.isArray(fields) ? fields.filter((f): f is string => typeof f === 'string') : [];
}
