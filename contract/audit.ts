import { z } from 'zod';
import { listQuerySchema, queryFilter } from './list';

/**
 * The audit history (issue 44): one entry per change made through the API, written in the change's
 * own transaction. Entries are read-only on the wire (`GET /audit/list`); the table refuses
 * UPDATE and DELETE.
 */

/** The resources an entry names, as the console's Refine resources name them (`purchase` is singular there). */
export const AUDIT_RESOURCES = [
  'institutions',
  'tickets',
  'lockers',
  'purchase',
  'users',
  'sessions',
  'locker-allocations',
] as const;
export type AuditResource = (typeof AUDIT_RESOURCES)[number];

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'entry',
  'role',
  'login',
  'logout',
  'login_failed',
  'revoke',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Fields never written into an entry: their change is recorded as changed, without values. Beside
 * the generic names, the stored columns that hold a secret or an image: a user's `password_hash`,
 * `profile_pic` and an institution's `cover_photo`.
 */
export const AUDIT_REDACTED_FIELDS = [
  'password',
  'token',
  'image',
  'profile_picture',
  'password_hash',
  'profile_pic',
  'cover_photo',
] as const;
export const AUDIT_REDACTED = '[redacted]';

/** One changed field: its value before and after (null where it did not exist). */
export const auditChangeSchema = z.object({ old: z.unknown(), new: z.unknown() });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601 timestamp of the change. */
  at: z.string(),
  /** Who: null for a failed sign-in by an unknown e-mail. */
  user_id: z.number().int().nullable(),
  user_email: z.string().nullable(),
  user_role: z.number().int().nullable(),
  institution_id: z.number().int().nullable(),
  resource: z.enum(AUDIT_RESOURCES),
  record_id: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  changes: z.record(z.string(), auditChangeSchema),
  /** The client's address as the server saw it (behind TRUST_PROXY, the forwarded one). */
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * `GET /audit/list`: paged like every list (page, pageSize), newest first. Filters: user_id,
 * resource, record_id, action, institution_id (System Admin only; others are held to their own),
 * from and to (ISO dates, inclusive).
 */
export const auditListQuerySchema = listQuerySchema.extend({
  user_id: z.coerce.number().int().positive().optional(),
  resource: queryFilter,
  record_id: z.string().max(64).optional(),
  action: queryFilter,
  institution_id: z.coerce.number().int().positive().optional(),
  from: z.string().max(40).optional(),
  to: z.string().max(40).optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
