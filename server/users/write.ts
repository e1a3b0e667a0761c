/**
 * Creating, changing and deleting users, with every rule of docs/resources/users.md. The routes
 * and the operator CLI call these; field-level checks were already done by the contract schemas.
 */
import { and, eq } from 'drizzle-orm';
import {
  ROLES,
  type SessionEndReason,
  type UserCreateInput,
  type UserUpdateInput,
} from '../../contract';
import { recordAudit, userSnapshot, type AuditSource } from '../audit/record';
import { hashPassword } from '../auth/password';
import { endUserSessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { users, type UserRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import { nextVersion, StaleWrite, versionCondition } from '../http/versions';
import {
  assertEmailFree,
  assertNotLastAdmin,
  assertSocial,
  emailTakenError,
  isUniqueEmailViolation,
  purchaseCount,
  resolveInstitution,
  USER_ERRORS,
} from './rules';

export async function findUserRow(db: Db, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.user_id, userId)).limit(1);
  if (!row) throw notFound(USER_ERRORS.notFound);
  return row;
}

/**
 * Work a route does inside a create's transaction: `start` before the insert, `finish` after it
 * with the new user's id (the route's Idempotency-Key and its reply, server/http/idempotency.ts).
 */
export interface InTransaction<T> {
  start(tx: Db): Promise<void>;
  finish(tx: Db, userId: number): Promise<T>;
}

/**
 * Inserts a user; returns its id, or what `within.finish` returned. 400/409 naming the field when
 * a rule fails. With `audit` (a change through the API) the audit entry is written in the same
 * transaction.
 */
export async function createUser(
  db: Db,
  input: UserCreateInput,
  profilePic?: string | null,
  audit?: AuditSource,
): Promise<number>;
export async function createUser<T>(
  db: Db,
  input: UserCreateInput,
  profilePic: string | null,
  audit: AuditSource,
  within: InTransaction<T>,
): Promise<T>;
export async function createUser<T>(
  db: Db,
  input: UserCreateInput,
  profilePic: string | null = null,
  audit?: AuditSource,
  within?: InTransaction<T>,
): Promise<number | T> {
  const institutionId = await resolveInstitution(db, input.role, input.institution_id);
  assertSocial(input.is_social, input.social_uuid);
  await assertEmailFree(db, input.email);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      await within?.start(tx);
      const [row] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          password_hash: passwordHash,
          phone: input.phone ?? null,
          role: input.role,
          is_social: input.is_social,
          social_uuid: input.social_uuid ?? null,
          date_of_birth: input.date_of_birth ?? null,
          institution_id: institutionId,
          profile_pic: profilePic,
        })
        .returning();
      if (audit) {
        await recordAudit(tx, audit, {
          resource: 'users',
          action: 'create',
          record_id: row.user_id,
          institution_id: row.institution_id,
          after: userSnapshot(row),
        });
      }
      return within ? within.finish(tx, row.user_id) : row.user_id;
    });
  } catch (error) {
    if (isUniqueEmailViolation(error)) throw emailTakenError();
    throw error;
  }
}

/** The changes of an update; `profile_pic` undefined leaves the picture alone. */
export type UserChanges = UserUpdateInput & { profile_pic?: string | null };

/** Why a change ends the user's sessions, or undefined when they may go on. */
function sessionEndReason(
  values: Partial<typeof users.$inferInsert>,
): SessionEndReason | undefined {
  if (values.password_hash !== undefined) return 'password';
  if (values.role !== undefined) return 'role';
  if (values.institution_id !== undefined) return 'institution';
  return undefined;
}

/**
 * Applies the fields sent. Role and institution are checked together (the institution a user
 * keeps depends on its role); demoting the last System Admin is 409. A new password, role or
 * institution ends every session of the user, in the same transaction, except `keepSession` (the
 * session that changed its own password, having just given the current one). With `expected`
 * (the versions an If-Match accepts) a user changed meanwhile throws StaleWrite. Returns the
 * user's version after the update and what `readBack` read in its transaction (nothing when no
 * field changed).
 */
export async function updateUser<T = undefined>(
  db: Db,
  current: UserRow,
  changes: UserChanges,
  keepSession?: string,
  audit?: AuditSource,
  expected?: readonly number[],
  readBack?: (tx: Db) => Promise<T>,
): Promise<{ version: number; read?: T }> {
  const role = changes.role ?? current.role;
  const institutionSent = changes.institution_id !== undefined;
  const institutionId = await resolveInstitution(
    db,
    role,
    institutionSent ? changes.institution_id : current.institution_id,
  );
  const isSocial = changes.is_social ?? current.is_social;
  const socialUuid = changes.social_uuid !== undefined ? changes.social_uuid : current.social_uuid;
  assertSocial(isSocial, socialUuid);
  if (changes.email !== undefined && changes.email.toLowerCase() !== current.email.toLowerCase()) {
    await assertEmailFree(db, changes.email, current.user_id);
  }

  const values: Partial<typeof users.$inferInsert> = {};
  if (changes.name !== undefined) values.name = changes.name;
  if (changes.email !== undefined) values.email = changes.email;
  if (changes.phone !== undefined) values.phone = changes.phone;
  if (changes.date_of_birth !== undefined) values.date_of_birth = changes.date_of_birth;
  if (changes.social_uuid !== undefined) values.social_uuid = changes.social_uuid;
  if (changes.is_social !== undefined) values.is_social = changes.is_social;
  if (changes.profile_pic !== undefined) values.profile_pic = changes.profile_pic;
  if (role !== current.role) values.role = role;
  if (institutionId !== current.institution_id) values.institution_id = institutionId;
  if (changes.password !== undefined) values.password_hash = await hashPassword(changes.password);
  if (Object.keys(values).length === 0) return { version: current.version };

  const demoted = current.role === ROLES.SYSTEM_ADMIN && role !== ROLES.SYSTEM_ADMIN;
  const endReason = sessionEndReason(values);
  try {
    return await db.transaction(async (tx) => {
      if (demoted) await assertNotLastAdmin(tx as unknown as Db, current.user_id);
      const [row] = await tx
        .update(users)
        .set({ ...values, version: nextVersion(users.version) })
        .where(and(eq(users.user_id, current.user_id), versionCondition(users.version, expected)))
        .returning({ version: users.version });
      if (!row) throw expected ? new StaleWrite() : notFound(USER_ERRORS.notFound);
      if (endReason) {
        await endUserSessions(tx as unknown as Db, current.user_id, endReason, keepSession);
      }
      if (audit) await recordUserUpdate(tx as unknown as Db, audit, current, values);
      // Read in the transaction: once it commits, nothing is left to fail.
      return { version: row.version, read: readBack && (await readBack(tx as unknown as Db)) };
    });
  } catch (error) {
    if (isUniqueEmailViolation(error)) throw emailTakenError();
    throw error;
  }
}

/**
 * The entries of a user update: 'update' with every changed field and, when the role changed,
 * 'role' with the role (and institution) alone, so role changes can be listed by themselves.
 * A user leaving its institution is recorded under the institution it left.
 */
async function recordUserUpdate(
  db: Db,
  audit: AuditSource,
  current: UserRow,
  values: Partial<typeof users.$inferInsert>,
) {
  const after = { ...current, ...values } as UserRow;
  const institutionId = after.institution_id ?? current.institution_id;
  const event = { record_id: current.user_id, institution_id: institutionId };
  await recordAudit(db, audit, {
    ...event,
    resource: 'users',
    action: 'update',
    before: userSnapshot(current),
    after: userSnapshot(after),
  });
  if (values.role === undefined) return;
  const roleFields = (row: UserRow) => ({ role: row.role, institution_id: row.institution_id });
  await recordAudit(db, audit, {
    ...event,
    resource: 'users',
    action: 'role',
    before: roleFields(current),
    after: roleFields(after),
  });
}

/**
 * Deletes a user and ends its sessions. Never the caller itself, never the last System Admin,
 * never a user with purchases (financial records are kept: 409 naming how many). Returns the
 * deleted row.
 */
export async function deleteUser(
  db: Db,
  userId: number,
  actorId: number,
  audit?: AuditSource,
): Promise<UserRow> {
  const row = await findUserRow(db, userId);
  if (row.user_id === actorId) throw conflict(USER_ERRORS.deleteSelf);
  const bought = await purchaseCount(db, userId);
  if (bought > 0) throw conflict(USER_ERRORS.hasPurchases(bought));
  await db.transaction(async (tx) => {
    if (row.role === ROLES.SYSTEM_ADMIN) await assertNotLastAdmin(tx as unknown as Db, userId);
    await tx.delete(users).where(eq(users.user_id, userId));
    await endUserSessions(tx as unknown as Db, userId, 'deleted');
    if (audit) {
      await recordAudit(tx as unknown as Db, audit, {
        resource: 'users',
        action: 'delete',
        record_id: userId,
        institution_id: row.institution_id,
        before: userSnapshot(row),
      });
    }
  });
  return row;
}
