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

const ISO_DATE_TIME_RE =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;
const HALF_DAY_MS = 12 * 60 * 60 * 1000;

/**
 * A DATE field sent as an ISO date-time (the legacy console sends `new Date(localDay)
 * .toISOString()`: the picker's local midnight, in UTC) -> the calendar day the user picked: the
 * UTC day nearest the instant (before 12:00 UTC that day, from 12:00 the next). Local midnight
 * anywhere from UTC-11 to UTC+12 lands within 12 hours of that day's UTC midnight, so the day
 * picked comes back whatever the sender's time zone. Anything else is returned unchanged.
 */
export function calendarDayOf(value: unknown): unknown {
  if (typeof value !== 'string' || !ISO_DATE_TIME_RE.test(value.trim())) return value;
  const instant = Date.parse(value.trim());
  if (Number.isNaN(instant)) return value;
  return new Date(instant + HALF_DAY_MS).toISOString().slice(0, 10);
}
