import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './status';
import { dateString } from './values';

/**
 * Filters of the purchase lists (query parameters, besides page/pageSize/sort/order/q). Each
 * accepts one value or a comma-separated list; the date range is inclusive, in UTC calendar days.
 */
export const PURCHASE_SORT_KEYS = [
  'purchase_id',
  'purchase_date',
  'ticket_date',
  'price_amount',
  'ticket_status',
  'payment_status',
  'payment_method',
  'user_name',
  'ticket_name',
  'institution_name',
] as const;

export const purchaseFilterSchemas = {
  ticket_status: z.coerce.number().int().min(0).max(2),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  ticket_id: z.coerce.number().int().positive(),
  institution_id: z.coerce.number().int().positive(),
  user_id: z.coerce.number().int().positive(),
  purchase_date: dateString,
} as const;

/** Documentation of the query string (OpenAPI); the route parses the filters itself. */
export const purchaseListQuerySchema = z.looseObject({
  page: z.string().optional(),
  pageSize: z.string().optional(),
  sort: z.enum(PURCHASE_SORT_KEYS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  q: z.string().optional().describe('Searches the buyer name and the ticket type name'),
  ticket_status: z.string().optional().describe('0 Purchased, 1 Entered, 2 Checked out; a, b'),
  payment_status: z.string().optional(),
  payment_method: z.string().optional(),
  ticket_id: z.string().optional(),
  institution_id: z.string().optional(),
  user_id: z.string().optional(),
  purchase_date_from: z.string().optional().describe('YYYY-MM-DD, inclusive'),
  purchase_date_to: z.string().optional().describe('YYYY-MM-DD, inclusive'),
});
