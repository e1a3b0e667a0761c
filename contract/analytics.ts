import { z } from 'zod';
import { isCalendarDay, MAX_INT4 } from './formats';

/** The longest period the analytics compute (three years and a leap day), in days, inclusive. */
export const ANALYTICS_MAX_PERIOD_DAYS = 1096;
/** The earliest `from` (the previous period then starts a few years before: still a valid date). */
export const ANALYTICS_FIRST_DAY = '1900-01-01';
/** Periods up to this many days have one point a day in `series`; longer ones one a month. */
export const ANALYTICS_DAILY_MAX_DAYS = 92;

const statusCounts = z.array(
  z.object({ ticket_status: z.number().int(), count: z.number().int() }),
);
const bestSellers = z.array(
  z.object({
    ticketName: z.string(),
    ticketId: z.number().int(),
    totalSold: z.number().int(),
    totalRevenue: z.string(),
    capacity: z.number().int().optional(),
  }),
);

/** A period of whole UTC days, inclusive, and the unit of its `series`. */
export const analyticsPeriodSchema = z.object({
  from: z.string(),
  to: z.string(),
  unit: z.enum(['day', 'month']),
});
export type AnalyticsPeriod = z.infer<typeof analyticsPeriodSchema>;

/** One point of a period's series: the day or month starting on `start` (YYYY-MM-DD). */
const periodSeries = z.array(
  z.object({ start: z.string(), ticketsSold: z.number().int(), revenue: z.string() }),
);

const totals = {
  totalUsers: z.number().int(),
  totalInstitutions: z.number().int(),
  totalTicketsSold: z.number().int(),
  totalEvents: z.number().int(),
  totalRevenue: z.string(),
  totalCustomers: z.number().int(),
};

/**
 * The figures of the period before the asked one, of the same length and ending the day before
 * it. `bestSellingProducts` are the asked period's best sellers (same order) in that period.
 */
export const analyticsPreviousSchema = z.object({
  ...totals,
  period: analyticsPeriodSchema,
  series: periodSeries,
  ticketStatusCounts: statusCounts,
  bestSellingProducts: bestSellers,
});
export type AnalyticsPrevious = z.infer<typeof analyticsPreviousSchema>;

export const analyticsSchema = z.object({
  ...totals,
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
  bestSellingProducts: bestSellers.optional(),
  /** This project's server only (the legacy server sends none of the fields below). */
  monthly: z
    .array(z.object({ month: z.string(), ticketsSold: z.number().int(), revenue: z.string() }))
    .optional(),
  ticketStatusCounts: statusCounts.optional(),
  /** The institution the figures are scoped to (roles 2 and 3); null for the whole platform. */
  institution: z
    .object({ institution_id: z.number().int(), name: z.string() })
    .nullable()
    .optional(),
  /** Only with `from` and `to`: the period, its series (in place of `monthly`), the previous one. */
  period: analyticsPeriodSchema.optional(),
  series: periodSeries.optional(),
  previous: analyticsPreviousSchema.optional(),
});
export type Analytics = z.infer<typeof analyticsSchema>;

/** One message for a bad day, whether its format or its date is wrong. */
const day = z.string().refine(isCalendarDay, 'Use a real date in the format YYYY-MM-DD');

const utcDay = (value: string) => Date.parse(`${value}T00:00:00Z`);
/** Days from `from` to `to`, both included (1 for a single day). */
export const periodDays = (from: string, to: string): number =>
  Math.round((utcDay(to) - utcDay(from)) / 86_400_000) + 1;

/**
 * `GET users/dashboard/analytics?from&to&institution_id`. Without `from` and `to` the reply is the
 * one the legacy server gives (all-time totals, the last 12 months). Both or neither.
 */
export const analyticsQuerySchema = z
  .looseObject({
    from: day.optional().describe('YYYY-MM-DD, inclusive (UTC day); with to'),
    to: day.optional().describe('YYYY-MM-DD, inclusive (UTC day); with from'),
    institution_id: z.coerce
      .number()
      .int('institution_id must be a positive whole number')
      .positive('institution_id must be a positive whole number')
      .max(MAX_INT4, `institution_id must be at most ${MAX_INT4}`)
      .optional()
      .describe('System Admin: one institution; roles 2 and 3: only their own'),
  })
  .superRefine((q, ctx) => {
    if (q.from !== undefined && q.to === undefined)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to is required with from' });
    if (q.to !== undefined && q.from === undefined)
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'from is required with to' });
    // The periods are checked only once both ends are real days (each has its own message).
    if (q.from === undefined || q.to === undefined) return;
    if (!isCalendarDay(q.from) || !isCalendarDay(q.to)) return;
    if (q.from < ANALYTICS_FIRST_DAY)
      ctx.addIssue({
        code: 'custom',
        path: ['from'],
        message: `from must be on or after ${ANALYTICS_FIRST_DAY}`,
      });
    const days = periodDays(q.from, q.to);
    if (days < 1)
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'from must not be after to' });
    else if (days > ANALYTICS_MAX_PERIOD_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `The period must be at most ${ANALYTICS_MAX_PERIOD_DAYS} days`,
      });
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;
