import { z } from 'zod';
import { institutionRefSchema } from './institution';

/** Ticket type: price is a decimal string ("12.50"); date/times are null for regular events. */
export const ticketTypeSchema = z.object({
  ticket_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  institution_id: z.number().int(),
  price: z.string(),
  capacity: z.number().int(),
  benefits: z.string().nullable(),
  is_regular: z.number().int(),
  date: z.string().nullable(),
  start_datetime: z.string().nullable(),
  end_datetime: z.string().nullable(),
  institution: institutionRefSchema.nullable(),
  /** Purchases holding a place (not failed or refunded); sent by this project's server only. */
  sold: z.number().int().optional(),
});
export type TicketType = z.infer<typeof ticketTypeSchema>;
