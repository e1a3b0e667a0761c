import { z } from 'zod';

export const analyticsSchema = z.object({
  totalUsers: z.number().int(),
  totalInstitutions: z.number().int(),
  totalTicketsSold: z.number().int(),
  totalEvents: z.number().int(),
  totalRevenue: z.string(),
  totalCustomers: z.number().int(),
  upcomingEvents: z
    .array(
      z.object({
        eventName: z.string(),
        eventDate: z.string(),
        venue: z.string(),
        ticketPrice: z.string(),
      }),
    )
    .optional(),
  bestSellingProducts: z
    .array(
      z.object({
        ticketName: z.string(),
        ticketId: z.number().int(),
        totalSold: z.number().int(),
        totalRevenue: z.string(),
        capacity: z.number().int().optional(),
      }),
    )
    .optional(),
  /** This project's server only (the legacy server sends none of the fields below). */
  monthly: z
    .array(z.object({ month: z.string(), ticketsSold: z.number().int(), revenue: z.string() }))
    .optional(),
  ticketStatusCounts: z
    .array(z.object({ ticket_status: z.number().int(), count: z.number().int() }))
    .optional(),
  /** The institution the figures are scoped to (roles 2 and 3); null for the whole platform. */
  institution: z
    .object({ institution_id: z.number().int(), name: z.string() })
    .nullable()
    .optional(),
});
export type Analytics = z.infer<typeof analyticsSchema>;
