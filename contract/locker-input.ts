import { z } from 'zod';
import { STATUS_VALUES } from './status';
import { MAX_LOCKER_NUMBER } from './limits';

/**
 * A positive integer that may arrive as a string (the legacy console sends multipart, so every
 * value is text). Only plain digits count: "12abc", "1.5" and "-3" are refused, never truncated.
 */
const positiveInt = (label: string) => {
  const invalid = `${label} must be a positive integer`;
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v.trim()) : v),
    z
      .number({
        error: (issue) => (issue.input === undefined ? `${label} is required` : invalid),
      })
      .int(invalid)
      .min(1, invalid)
      .max(MAX_LOCKER_NUMBER, invalid),
  );
};

/** 0 Disabled or 1 Active (SPEC.md §3), as a number or its string. */
const statusValue = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v.trim()) : v),
  z
    .number({ error: 'Status must be 0 (Disabled) or 1 (Active)' })
    .refine((v) => (STATUS_VALUES as readonly number[]).includes(v), {
      message: 'Status must be 0 (Disabled) or 1 (Active)',
    }),
);

/**
 * `POST locker/create` (JSON or multipart). `institution_id` may be left out by an Institutional
 * Admin (the server uses its own institution); a System Admin must send it. `status` defaults to
 * Active. Unknown fields are ignored.
 */
export const lockerCreateSchema = z.object({
  institution_id: positiveInt('Institution id').optional(),
  locker_number: positiveInt('Locker number'),
  status: statusValue.optional(),
});
export type LockerCreateInput = z.infer<typeof lockerCreateSchema>;

/** `PATCH locker/update/{locker_id}`: changes exactly the fields sent. */
export const lockerUpdateSchema = z.object({
  institution_id: positiveInt('Institution id').optional(),
  locker_number: positiveInt('Locker number').optional(),
  status: statusValue.optional(),
});
export type LockerUpdateInput = z.infer<typeof lockerUpdateSchema>;

/** The form values the console sends (numbers; the institution is the user's own). */
export interface LockerFormValues {
  institution_id?: number;
  locker_number: number;
  status: number;
}
