/**
 * Safe writes (DESIGN.md, "Writes are safe"; docs/api.md): a record's version travels as its
 * ETag, an edit names the version it started from in If-Match, and a create or door move may carry
 * an Idempotency-Key. Both the server and the console read the ETag through `versionOfEtag`.
 */

export const IF_MATCH_HEADER = 'If-Match';
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on a reply that repeats the first outcome of an Idempotency-Key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** Longest Idempotency-Key accepted (a UUID is 36 characters). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** Printable ASCII without spaces or quotes. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21\x23-\x7e]+$/;

export const SAFE_WRITE_MESSAGES = {
  stale: 'This record was changed by someone else since you loaded it',
  badKey: `${IDEMPOTENCY_KEY_HEADER} must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable characters`,
  keyReused: `This ${IDEMPOTENCY_KEY_HEADER} was already used for another request`,
} as const;

/** The ETag of a record version: `"v3"`. A signed-in read adds its own hash: `"v3.<hash>"`. */
export const versionEtag = (version: number): string => `"v${version}"`;

const VERSION_ETAG = /^(?:W\/)?"v(\d{1,9})(?:\.[^"]*)?"$/;

/** The version an ETag names, or undefined for any other ETag (the legacy server's among them). */
export function versionOfEtag(etag: string | null | undefined): number | undefined {
  const match = etag ? VERSION_ETAG.exec(etag.trim()) : null;
  return match ? Number(match[1]) : undefined;
}
