/*
 * Wire formats without zod: the console's first load uses them (src/i18n/format.ts), and a
 * module with schemas would bring zod along. The schemas are in values.ts.
 */

/** Wire formats of DESIGN.md: decimals as "12.50", DATE "YYYY-MM-DD", TIME "HH:mm:ss". */
export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
export const DECIMAL_RE = /^\d+(\.\d{1,2})?$/;

/** PostgreSQL `integer`: ids, counts and numbers above it would be a database error. */
export const MAX_INT4 = 2_147_483_647;

/** A real calendar day "YYYY-MM-DD" (2026-02-30 and 9999-99-99 are refused). */
export const isCalendarDay = (value: string): boolean => {
  if (!DATE_RE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
};
