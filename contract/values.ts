import { z } from 'zod';
import { DATE_RE, DECIMAL_RE, isCalendarDay, MAX_INT4, TIME_RE } from './formats';

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
  z
    .number()
    .min(1, 'Use a positive whole number')
    .max(MAX_INT4, `Use a positive whole number of at most ${MAX_INT4}`),
);
