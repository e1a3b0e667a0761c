import { z } from 'zod';
import { STATUS_VALUES } from './status';
import { ALL_ROLES, needsInstitution } from './roles';
import { MAX_INT4 } from './formats';

/** The most records one bulk change takes (a list's largest page). */
export const MAX_BULK_IDS = 200;

export const BULK_MESSAGES = {
  ids: `ids must hold 1 to ${MAX_BULK_IDS} different record ids`,
  status: 'Status must be 0 (Disabled) or 1 (Active)',
  notFound: (ids: readonly number[]) => `Not found: ${ids.join(', ')}; nothing was changed`,
  updated: (count: number) => `${count} record${count === 1 ? '' : 's'} updated`,
  moveNothing: 'Send a role, an institution_id, or both',
  moveRole: 'Role must be 0, 1, 2 or 3',
  moveInstitution: 'Institution_id must be a positive integer',
  moveNoInstitution: 'Only institutional admins and staff belong to an institution',
  moveSelf: 'You cannot change your own role or institution',
  movedUser: (id: number, message: string) => `User ${id}: ${message}; nothing was changed`,
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

/**
 * `PATCH users/bulk-move` (System Admin): give the selected users a role, an institution, or
 * both, in one transaction or not at all. The user rules hold for each of them: roles 2 and 3
 * need an existing institution, roles 0 and 1 have none, the last System Admin keeps its role.
 */
export const bulkMoveSchema = z
  .object({
    ids: recordIds,
    role: z
      .number({ error: BULK_MESSAGES.moveRole })
      .refine((v) => (ALL_ROLES as readonly number[]).includes(v), BULK_MESSAGES.moveRole)
      .optional(),
    institution_id: z
      .number({ error: BULK_MESSAGES.moveInstitution })
      .int(BULK_MESSAGES.moveInstitution)
      .min(1, BULK_MESSAGES.moveInstitution)
      .max(MAX_INT4, BULK_MESSAGES.moveInstitution)
      .optional(),
  })
  .refine((v) => v.role !== undefined || v.institution_id !== undefined, {
    message: BULK_MESSAGES.moveNothing,
    path: ['role'],
  })
  .refine(
    (v) => v.role === undefined || v.institution_id === undefined || needsInstitution(v.role),
    { message: BULK_MESSAGES.moveNoInstitution, path: ['institution_id'] },
  );
export type BulkMoveInput = z.infer<typeof bulkMoveSchema>;
