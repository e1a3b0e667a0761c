/**
 * The user rules that need the database: institution required/existing for roles 2 and 3 (and
 * cleared for 0 and 1), unique e-mail (case-insensitive), the last System Admin, and purchases
 * kept as financial records. Shared by the routes and the operator CLI.
 */
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { needsInstitution, ROLES, USER_MESSAGES } from '../../contract';
import type { Db } from '../db/client';
import { institutions, purchases, users } from '../db/schema';
import { badRequest, conflict } from '../errors';

export const USER_ERRORS = {
  notFound: 'User not found',
  lastAdmin: 'The last System Admin cannot be deleted or given another role',
  deleteSelf: 'You cannot delete your own account',
  hasPurchases: (n: number) =>
    `The user has ${n} purchase${n === 1 ? '' : 's'}: purchases are financial records, so the user cannot be deleted`,
} as const;

const fieldError = (status: 400 | 409, field: string, message: string) =>
  status === 400
    ? badRequest(`${field}: ${message}`, [{ field, message }])
    : conflict(message, [{ field, message }]);

/**
 * The institution a user of `role` keeps: null for roles 0 and 1 whatever was sent; for roles
 * 2 and 3 the given one, which must exist (400 naming institution_id otherwise).
 */
export async function resolveInstitution(
  db: Db,
  role: number,
  institutionId: number | null | undefined,
): Promise<number | null> {
  if (!needsInstitution(role)) return null;
  if (institutionId == null) {
    throw fieldError(400, 'institution_id', USER_MESSAGES.institutionRequired);
  }
  const [found] = await db
    .select({ id: institutions.institution_id })
    .from(institutions)
    .where(eq(institutions.institution_id, institutionId))
    .limit(1);
  if (!found) throw fieldError(400, 'institution_id', USER_MESSAGES.institutionNotFound);
  return institutionId;
}

/** 400 naming social_uuid when a social account has no id. */
export function assertSocial(isSocial: boolean, socialUuid: string | null | undefined): void {
  if (isSocial && !socialUuid) {
    throw fieldError(400, 'social_uuid', USER_MESSAGES.socialUuidRequired);
  }
}

/** 409 naming email when another user already has this e-mail in any letter case. */
export async function assertEmailFree(db: Db, email: string, exceptUserId?: number): Promise<void> {
  const same = sql`lower(${users.email}) = ${email.toLowerCase()}`;
  const [taken] = await db
    .select({ id: users.user_id })
    .from(users)
    .where(exceptUserId ? and(same, ne(users.user_id, exceptUserId)) : same)
    .limit(1);
  if (taken) throw fieldError(409, 'email', USER_MESSAGES.emailTaken);
}

/** The unique index caught a duplicate that raced past assertEmailFree. */
export function isUniqueEmailViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string }; message?: string };
  const code = e?.code ?? e?.cause?.code;
  return code === '23505' || /users_email_lower_uq/.test(String(e?.message ?? ''));
}
export const emailTakenError = () => fieldError(409, 'email', USER_MESSAGES.emailTaken);

/**
 * 409 when `userId` is a System Admin and no other System Admin would remain. Run it inside the
 * transaction that demotes or deletes: the admins' rows are locked so two admins demoting each
 * other at once cannot both succeed.
 */
export async function assertNotLastAdmin(tx: Db, userId: number): Promise<void> {
  const admins = await tx
    .select({ id: users.user_id })
    .from(users)
    .where(eq(users.role, ROLES.SYSTEM_ADMIN))
    .for('update');
  if (admins.some((a) => a.id === userId) && admins.length <= 1) {
    throw conflict(USER_ERRORS.lastAdmin, [{ field: 'role', message: USER_ERRORS.lastAdmin }]);
  }
}

export async function purchaseCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(purchases)
    .where(eq(purchases.user_id, userId));
  return Number(row?.n ?? 0);
}
