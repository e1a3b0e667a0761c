/**
 * `users/*` of SPEC.md §7 except login and the own-profile read (routes/auth.ts).
 * Who may call each one: server/auth/policy.ts (System Admin for the user administration, any
 * signed-in role for its own profile). Rules and decisions: docs/resources/users.md.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  looseBoolean,
  looseId,
  looseInt,
  messageReplySchema,
  OWN_PROFILE_FORBIDDEN_FIELDS,
  ownProfileUpdateSchema,
  paths,
  queryFilter,
  readReplySchema,
  staleReplySchema,
  USER_MESSAGES,
  userCreateSchema,
  userSchema,
  userUpdateSchema,
  writeReplySchema,
  type User,
} from '../../contract';
import { auditSource, recordAudit } from '../audit/record';
import { assertInstitution } from '../auth/guard';
import { verifyPassword } from '../auth/password';
import { guarded } from '../auth/policy';
import { endUserSessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { institutions, users, type UserRow } from '../db/schema';
import { badRequest, notFound, unauthorized } from '../errors';
import { fieldHttpError, idParam, parseFields, readBody, type RequestBody } from '../http/body';
import { claimKey, keepOutcome, KeptOutcome, sendKept } from '../http/idempotency';
import { listJson, listQuery, sendJson } from '../http/list';
import { errorReplies } from '../http/openapi';
import { expectedVersions, isStale, sendVersion, staleVersion, StaleWrite } from '../http/versions';
import { selectUserById, selectUsers, writeUser } from '../serializers/user';
import { DATA_URL_BODY_LIMIT, removeUpload, uploadsDirOf } from '../uploads/images';
import { PICTURE_FIELD, pictureChange, preparePicture } from '../users/picture';
import { USER_ERRORS } from '../users/rules';
import { createUser, deleteUser, findUserRow, updateUser, type UserChanges } from '../users/write';

export const USER_REPLY_MESSAGES = {
  created: 'User created successfully',
  updated: 'User updated successfully',
  profileUpdated: 'Profile updated successfully',
  pictureUpdated: 'Profile picture updated successfully',
  deleted: 'User deleted successfully',
  sessionsEnded: (n: number) => `Signed out of ${n} session${n === 1 ? '' : 's'}`,
} as const;

const TAG = ['users'];
const SECURITY = [{ bearerAuth: [] }];
const idParams = z.object({ id: idParam });
const userIdParams = z.object({ user_id: idParam });
const oneReply = readReplySchema(userSchema);
const writeReply = writeReplySchema(userSchema);
const staleReply = staleReplySchema(userSchema);

const listQuerystring = z.looseObject({
  page: z.string().optional(),
  pageSize: z.string().optional(),
  sort: z.string().optional().describe('user_id, name, email, phone, role or institution'),
  order: z.enum(['asc', 'desc']).optional(),
  q: z.string().optional().describe('searched in name, e-mail and phone'),
  role: queryFilter.describe('0-3 (a list such as 2,3 is accepted)'),
  institution_id: queryFilter,
  is_social: queryFilter.describe('1 or 0'),
});

/**
 * Own-profile writes never change a role or an institution: a different value is a 403 naming
 * the field rather than ignored, so a client trying it learns it cannot (the legacy server let
 * anyone do it). The unchanged value (or none) is dropped from the body.
 */
function refuseOwnRoleChange(
  body: RequestBody,
  current: { role: number; institution_id: number | null },
): void {
  for (const field of OWN_PROFILE_FORBIDDEN_FIELDS) {
    if (!Object.hasOwn(body.fields, field)) continue;
    if (unchangedOwnValue(body.fields[field], current[field])) {
      delete body.fields[field];
      continue;
    }
    const message = field === 'role' ? USER_MESSAGES.ownRole : USER_MESSAGES.ownInstitution;
    throw fieldHttpError(403, field, message);
  }
}

/**
 * The legacy console sends the whole profile form back: the role as it is, and the institution
 * as `parseInt` of a missing value ("NaN") or empty. Those change nothing and are ignored; any
 * other value is a change and refused.
 */
function unchangedOwnValue(sent: unknown, stored: number | null): boolean {
  if (sent === undefined || sent === null) return true;
  const text = String(sent).trim();
  if (text === '' || text === 'NaN' || text === 'null' || text === 'undefined') return true;
  return stored !== null && /^\d+$/.test(text) && Number(text) === stored;
}

async function readUser(db: Db, id: number): Promise<User> {
  const user = await selectUserById(db, id);
  if (!user) throw notFound(USER_ERRORS.notFound);
  return user;
}

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploadsDir = uploadsDirOf(app);

  app.get(
    paths.userList,
    {
      ...guarded('users.list'),
      schema: {
        tags: TAG,
        summary: 'Every user with its institution {institution_id, name} or null',
        security: SECURITY,
        querystring: listQuerystring,
        response: { 200: readReplySchema(z.array(userSchema)), ...errorReplies(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const lq = listQuery(request.query, {
        ceiling: app.appConfig.unpagedListMax,
        sortable: {
          user_id: users.user_id,
          name: users.name,
          email: users.email,
          phone: users.phone,
          role: users.role,
          institution: institutions.name,
        },
        searchable: [users.name, users.email, users.phone],
        defaultSort: 'user_id',
        tiebreak: users.user_id,
        filters: {
          role: { column: users.role, parse: looseInt.pipe(z.number().min(0).max(3)) },
          institution_id: { column: users.institution_id, parse: looseId },
          is_social: { column: users.is_social, parse: looseBoolean },
        },
      });
      const rows = await selectUsers(app.db, lq.where, {
        orderBy: lq.orderBy,
        limit: lq.limit,
        offset: lq.offset,
      });
      let total = rows.length;
      if (lq.paged) {
        const [counted] = await app.db
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .leftJoin(institutions, eq(users.institution_id, institutions.institution_id))
          .where(lq.where);
        total = Number(counted?.n ?? 0);
      }
      return sendJson(reply, listJson(rows.map(writeUser), total, lq));
    },
  );

  app.get(
    paths.userProfile(':user_id'),
    {
      ...guarded('users.read'),
      schema: {
        tags: TAG,
        summary: 'One user',
        security: SECURITY,
        params: userIdParams,
        response: { 200: oneReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const row = await findUserRow(app.db, request.params.user_id);
      sendVersion(reply, row.version);
      return { status: 'success' as const, data: await readUser(app.db, row.user_id) };
    },
  );

  app.post(
    paths.userCreate,
    {
      ...guarded('users.create'),
      bodyLimit: DATA_URL_BODY_LIMIT,
      schema: {
        tags: TAG,
        summary: 'Create a user (multipart with file profile_pic, or JSON with a data URL)',
        security: SECURITY,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: writeReply, ...errorReplies(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const body = await readBody(request);
      const input = parseFields(userCreateSchema, body.fields);
      const change = pictureChange(body, null);
      const picture = await preparePicture(uploadsDir, change, null);
      let sent;
      try {
        // The reply is read inside the transaction: once it commits, nothing is left to fail.
        sent = await createUser(app.db, input, picture.value ?? null, auditSource(request), {
          start: (tx) => claimKey(tx, request),
          finish: async (tx, id) => {
            const outcome = {
              status: 'success' as const,
              message: USER_REPLY_MESSAGES.created,
              data: await readUser(tx, id),
            };
            await keepOutcome(tx, request, 201, outcome);
            return outcome;
          },
        });
      } catch (error) {
        await picture.settle(false);
        if (error instanceof KeptOutcome) return sendKept(request, reply, error.kept);
        throw error;
      }
      return reply.code(201).send(sent);
    },
  );

  /** The 409 of a stale edit: the user as it is now. */
  async function staleUser(id: number) {
    const now = await findUserRow(app.db, id);
    return staleVersion(await readUser(app.db, id), now.version);
  }

  /**
   * Refuses, before anything is checked or stored, an edit whose If-Match names another version
   * than `current`'s; returns the versions the edit accepts.
   */
  async function versionsAccepted(request: FastifyRequest, current: UserRow) {
    const expected = expectedVersions(request);
    if (isStale(expected, current.version)) throw await staleUser(current.user_id);
    return expected;
  }

  /** Applies a validated update and the picture change, cleaning up files either way. */
  async function applyUpdate(
    request: FastifyRequest,
    reply: FastifyReply,
    current: UserRow,
    body: RequestBody,
    changes: UserChanges,
    expected: readonly number[] | undefined,
    keepSession?: string,
  ) {
    const change = pictureChange(body, current.profile_pic);
    const picture = await preparePicture(uploadsDir, change, current.profile_pic);
    let updated: { version: number; read?: User };
    try {
      updated = await updateUser(
        app.db,
        current,
        { ...changes, profile_pic: picture.value },
        keepSession,
        auditSource(request),
        expected,
        (tx) => readUser(tx, current.user_id),
      );
    } catch (error) {
      await picture.settle(false);
      if (error instanceof StaleWrite) throw await staleUser(current.user_id);
      throw error;
    }
    await picture.settle(true);
    sendVersion(reply, updated.version);
    // Nothing written (no field changed): a plain read.
    return updated.read ?? readUser(app.db, current.user_id);
  }

  app.patch(
    paths.userUpdate(':user_id'),
    {
      ...guarded('users.update'),
      bodyLimit: DATA_URL_BODY_LIMIT,
      schema: {
        tags: TAG,
        summary: 'Update a user: only the fields sent change; profile_pic null or "" removes it',
        security: SECURITY,
        consumes: ['multipart/form-data', 'application/json'],
        params: userIdParams,
        response: {
          200: writeReply,
          ...errorReplies(400, 401, 403, 404, 413, 415),
          409: staleReply,
        },
      },
    },
    async (request, reply) => {
      const id = request.params.user_id;
      const current = await findUserRow(app.db, id);
      const expected = await versionsAccepted(request, current);
      const body = await readBody(request);
      const input = parseFields(userUpdateSchema, body.fields);
      const data = await applyUpdate(request, reply, current, body, input, expected);
      return { status: 'success' as const, message: USER_REPLY_MESSAGES.updated, data };
    },
  );

  app.patch(
    paths.ownProfileUpdate,
    {
      ...guarded('users.profile.update'),
      bodyLimit: DATA_URL_BODY_LIMIT,
      schema: {
        tags: TAG,
        summary:
          'Update the own profile. Never role or institution_id (403); a new password or e-mail needs current_password',
        security: SECURITY,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: writeReply, ...errorReplies(400, 401, 403, 413, 415), 409: staleReply },
      },
    },
    async (request, reply) => {
      const id = request.user.user_id;
      const current = await findUserRow(app.db, id).catch(() => {
        throw unauthorized('Invalid token. Please login again!');
      });
      const expected = await versionsAccepted(request, current);
      const body = await readBody(request);
      refuseOwnRoleChange(body, current);
      const { current_password: currentPassword, ...input } = parseFields(
        ownProfileUpdateSchema,
        body.fields,
      );
      const emailChanges =
        input.email !== undefined && input.email.toLowerCase() !== current.email.toLowerCase();
      if (input.password !== undefined || emailChanges) {
        if (!currentPassword) {
          throw badRequest(`current_password: ${USER_MESSAGES.currentPasswordRequired}`, [
            { field: 'current_password', message: USER_MESSAGES.currentPasswordRequired },
          ]);
        }
        if (!(await verifyPassword(current.password_hash, currentPassword))) {
          throw fieldHttpError(403, 'current_password', USER_MESSAGES.currentPasswordWrong);
        }
      }
      const data = await applyUpdate(
        request,
        reply,
        current,
        body,
        input,
        expected,
        request.sessionId,
      );
      return { status: 'success' as const, message: USER_REPLY_MESSAGES.profileUpdated, data };
    },
  );

  app.patch(
    paths.profilePicture,
    {
      ...guarded('users.profile.picture'),
      bodyLimit: DATA_URL_BODY_LIMIT,
      schema: {
        tags: TAG,
        summary:
          'Replace the own profile picture: multipart file profile_pic, or JSON {profile_pic: data URL}',
        security: SECURITY,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: writeReply, ...errorReplies(400, 401, 403, 413, 415), 409: staleReply },
      },
    },
    async (request, reply) => {
      const id = request.user.user_id;
      const current = await findUserRow(app.db, id);
      const expected = await versionsAccepted(request, current);
      const body = await readBody(request);
      refuseOwnRoleChange(body, current);
      const change = pictureChange(body, current.profile_pic);
      if (change.kind !== 'set') {
        throw badRequest(`${PICTURE_FIELD}: Send an image as a file or a data URL`, [
          { field: PICTURE_FIELD, message: 'Send an image as a file or a data URL' },
        ]);
      }
      const data = await applyUpdate(request, reply, current, body, {}, expected);
      return { status: 'success' as const, message: USER_REPLY_MESSAGES.pictureUpdated, data };
    },
  );

  app.delete(
    paths.userDelete(':id'),
    {
      ...guarded('users.delete'),
      schema: {
        tags: TAG,
        summary:
          'Delete a user (200 with a message). 409 for oneself, the last System Admin, or a user with purchases',
        security: SECURITY,
        params: idParams,
        response: { 200: messageReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await deleteUser(
        app.db,
        request.params.id,
        request.user.user_id,
        auditSource(request),
      );
      await removeUpload(uploadsDir, row.profile_pic);
      return { status: 'success' as const, message: USER_REPLY_MESSAGES.deleted };
    },
  );

  app.post(
    paths.userSessionsRevoke(':user_id'),
    {
      ...guarded('users.sessions.revoke'),
      schema: {
        tags: TAG,
        summary:
          "Sign a user out everywhere: every one of its sessions ends (System Admin: any user; Institutional Admin: its institution's users)",
        security: SECURITY,
        params: userIdParams,
        response: {
          200: z.object({
            status: z.literal('success'),
            message: z.string(),
            data: z.object({ ended: z.number().int() }),
          }),
          ...errorReplies(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const target = await findUserRow(app.db, request.params.user_id);
      // A user without an institution (roles 0 and 1) is no Institutional Admin's to sign out.
      assertInstitution(request, target.institution_id ?? 0);
      const ended = await app.db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        const count = await endUserSessions(tx, target.user_id, 'revoked');
        await recordAudit(tx, auditSource(request), {
          resource: 'sessions',
          action: 'revoke',
          record_id: target.user_id,
          institution_id: target.institution_id,
          changes: { ended: { old: null, new: count } },
        });
        return count;
      });
      return {
        status: 'success' as const,
        message: USER_REPLY_MESSAGES.sessionsEnded(ended),
        data: { ended },
      };
    },
  );
};

export default usersRoutes;
