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
      }),
    )
    .optional(),
});
export type Analytics = z.infer<typeof analyticsSchema>;
