import { z } from 'zod';

/** Wire formats of DESIGN.md: decimals as "12.50", DATE "YYYY-MM-DD", TIME "HH:mm:ss". */
export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
export const DECIMAL_RE = /^\d+(\.\d{1,2})?$/;

export const dateString = z.string().regex(DATE_RE, 'Use the format YYYY-MM-DD');
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
