import { z } from 'zod';
import { institutionRefSchema } from './institution';

export const lockerAllocationSchema = z.object({
  id: z.number().int(),
  locker_id: z.number().int(),
  allocation_date: z.string(),
  status: z.number().int(),
});

export const purchaseSchema = z.object({
  purchase_id: z.number().int(),
  user_id: z.number().int(),
  ticket_id: z.number().int(),
  purchase_date: z.string(),
  ticket_date: z.string().nullable(),
  price_amount: z.string(),
  payment_status: z.string(),
  // Any stored text: rows carried over from the legacy server may hold a method that writes no
  // longer accept (PAYMENT_METHODS, checked on input); the console shows it as "Unknown (...)".
  payment_method: z.string(),
  ticket_status: z.number().int(),
  user: z.object({ user_id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  ticket_type: z
    .object({
      ticket_id: z.number().int(),
      name: z.string(),
      date: z.string().nullable(),
      start_datetime: z.string().nullable(),
      end_datetime: z.string().nullable(),
      institution: institutionRefSchema.nullable(),
    })
    .nullable(),
  locker_allocation: lockerAllocationSchema.nullable().optional(),
});
export type Purchase = z.infer<typeof purchaseSchema>;
