import { z } from 'zod';

/**
 * Optional list parameters of DESIGN.md. Sent together they make the server page, sort and filter
 * and add `meta:{total,page,pageSize}`; without `page` the whole list comes back (legacy contract).
 */
export const MAX_PAGE_SIZE = 200;

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  sort: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  q: z.string().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
