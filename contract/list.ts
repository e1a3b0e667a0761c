import { z } from 'zod';
import { MAX_INT4 } from './formats';

/**
 * Optional list parameters of DESIGN.md. Sent together they make the server page, sort and filter
 * and add `meta:{total,page,pageSize}`; without `page` the whole list comes back (legacy contract)
 * as long as it has at most the server's ceiling of rows (UNPAGED_LIST_MAX unless configured),
 * else a 400 asks the client to page.
 */
export const MAX_PAGE_SIZE = 200;
/** The default ceiling of an unpaged list: a real venue's whole purchase history for a legacy client. */
export const UNPAGED_LIST_MAX = 10_000;
export const unpagedListMessage = (ceiling: number) =>
  `This list has more than ${ceiling} rows: ask for it a page at a time with page and pageSize (at most ${MAX_PAGE_SIZE})`;
export const UNPAGED_LIST_MESSAGE = unpagedListMessage(UNPAGED_LIST_MAX);
export const PAGE_PARAMETER_MESSAGE =
  'Send page and pageSize once each as plain numbers (page=2&pageSize=50)';

export const listQuerySchema = z.object({
  page: z.coerce
    .number()
    .int()
    .min(1, 'page must be at least 1')
    .max(MAX_INT4, `page must be at most ${MAX_INT4}`)
    .optional(),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'pageSize must be at least 1')
    .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)
    .optional(),
  sort: z.string().max(64, 'sort must be at most 64 characters').optional(),
  order: z.enum(['asc', 'desc']).optional(),
  q: z.string().max(200, 'q must be at most 200 characters').optional(),
  /** A page's `meta.next` or `meta.prev`: the page after (or before) that page. */
  cursor: z.string().max(1000).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/**
 * A filter in a querystring schema (documentation of /api/docs): one value, a comma-separated
 * list, or the key repeated (`role=2&role=3` arrives as an array).
 */
export const queryFilter = z.union([z.string(), z.array(z.string())]).optional();
