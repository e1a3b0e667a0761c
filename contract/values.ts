import { z } from 'zod';

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

export const dateString = z
  .string()
  .regex(DATE_RE, 'Use the format YYYY-MM-DD')
  .refine(isCalendarDay, 'Use a real date in the format YYYY-MM-DD');
export const timeString = z.string().regex(TIME_RE, 'Use the format HH:mm or HH:mm:ss');
export const decimalString = z.string().regex(DECIMAL_RE, 'Use a number with at most two decimals');

/** Legacy multipart sends every value as a string and booleans as "1"/"0". */
export const looseBoolean = z.preprocess((v) => {
  if (v === '1' || v === 'true' || v === 1) return true;
  if (v === '0' || v === 'false' || v === 0) return false;
  return v;
}, z.boolean());

export const looseInt = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' && /^-?\d+$/.test(v.trim()) ? Number(v) : v),
  z.number().int(),
);

/** A positive `integer` id (JSON number or its text), e.g. in a list filter. */
export const looseId = looseInt.pipe(
  z.number().min(1, 'Use a positive whole number').max(MAX_INT4, 'Use a positive whole number'),
);
