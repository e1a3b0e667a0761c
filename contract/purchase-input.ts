import { z } from 'zod';
import { queryFilter } from './list';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './status';
import { MAX_INT4 } from './formats';
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

const positiveId = (field: string) =>
  z.coerce
    .number()
    .int()
    .positive(`${field} must be a positive whole number`)
    .max(MAX_INT4, `${field} must be at most ${MAX_INT4}`);

export const purchaseFilterSchemas = {
  ticket_status: z.coerce
    .number()
    .int()
    .min(0, 'ticket_status must be 0, 1 or 2')
    .max(2, 'ticket_status must be 0, 1 or 2'),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  ticket_id: positiveId('ticket_id'),
  institution_id: positiveId('institution_id'),
  user_id: positiveId('user_id'),
  purchase_date: dateString,
} as const;

/** Documentation of the query string (OpenAPI); the route parses the filters itself. */
export const purchaseListQuerySchema = z.looseObject({
  page: z.string().optional(),
  pageSize: z.string().optional(),
  sort: z.enum(PURCHASE_SORT_KEYS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  q: z.string().optional().describe('Searches the buyer name and the ticket type name'),
  ticket_status: queryFilter.describe('0 Purchased, 1 Entered, 2 Checked out; a, b'),
  payment_status: queryFilter,
  payment_method: queryFilter,
  ticket_id: queryFilter,
  institution_id: queryFilter,
  user_id: queryFilter,
  purchase_date_from: queryFilter.describe('YYYY-MM-DD, inclusive'),
  purchase_date_to: queryFilter.describe('YYYY-MM-DD, inclusive'),
});
