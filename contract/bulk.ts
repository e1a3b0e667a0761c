import { z } from 'zod';
import { STATUS_VALUES } from './status';

/** The most records one bulk change takes (a list's largest page). */
export const MAX_BULK_IDS = 200;

export const BULK_MESSAGES = {
  ids: `ids must hold 1 to ${MAX_BULK_IDS} different record ids`,
  status: 'Status must be 0 (Disabled) or 1 (Active)',
  notFound: (ids: readonly number[]) => `Not found: ${ids.join(', ')}; nothing was changed`,
  updated: (count: number) => `${count} record${count === 1 ? '' : 's'} updated`,
} as const;

const recordIds = z
  .array(z.number({ error: BULK_MESSAGES.ids }).int(BULK_MESSAGES.ids).min(1, BULK_MESSAGES.ids), {
    error: BULK_MESSAGES.ids,
  })
  .min(1, BULK_MESSAGES.ids)
  .max(MAX_BULK_IDS, BULK_MESSAGES.ids)
  .refine((ids) => new Set(ids).size === ids.length, { message: BULK_MESSAGES.ids });

/**
 * `PATCH locker/bulk-status`, `PATCH institute/bulk-status`: enable or disable the selected
 * records, all of them in one transaction or none.
 */
export const bulkStatusSchema = z.object({
  ids: recordIds,
  status: z
    .number({ error: BULK_MESSAGES.status })
    .refine((v) => (STATUS_VALUES as readonly number[]).includes(v), BULK_MESSAGES.status),
});
export type BulkStatusInput = z.infer<typeof bulkStatusSchema>;

/** What a bulk change answers in `data`. */
export const bulkResultSchema = z.object({ updated: z.number().int() });
export type BulkResult = z.infer<typeof bulkResultSchema>;
