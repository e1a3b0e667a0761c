import { z } from 'zod';

/** Error body of DESIGN.md: `{status:"failed", message, errors?: [{field, message}]}`. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorReplySchema = z.object({
  status: z.literal('failed'),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
  /** On a 401 for a session that ended: why (contract/session.ts SESSION_END_REASONS). */
  reason: z.string().optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;

export const listMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** `total` is the database's estimate, not a count: shown as "about N" (docs/api.md). */
  totalIsEstimate: z.boolean().optional(),
  /** Cursors of the next and the previous page, sent back as `cursor` (keyset paging). */
  next: z.string().optional(),
  prev: z.string().optional(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

/** A read: `{status:"success", data}`; lists add `meta` when paging parameters were sent. */
export const readReplySchema = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('success'), data, meta: listMetaSchema.optional() });

/** A write: `{status:"success", message, data}` where data is the created or updated record. */
export const writeReplySchema = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('success'), message: z.string(), data: data.optional() });

export const messageReplySchema = z.object({ status: z.literal('success'), message: z.string() });

/**
 * The 409 of an edit made on an older version (If-Match): the error envelope with the record as
 * it is now in `data`, and its version as the reply's ETag.
 */
export const staleReplySchema = <T extends z.ZodType>(data: T) =>
  errorReplySchema.extend({ data: data.optional() });
