import { z } from 'zod';
import { institutionRefSchema } from './institution';

export const lockerSchema = z.object({
  id: z.number().int(),
  institution_id: z.number().int(),
  locker_number: z.number().int(),
  status: z.number().int(),
  institution: institutionRefSchema.nullable(),
});
export type Locker = z.infer<typeof lockerSchema>;
