/**
 * Bulk move (issue 59): `PATCH users/bulk-move`, body `{ids, role?, institution_id?}`, System
 * Admin only. One transaction: every user moves or none does. Each user goes through the same
 * update as its own edit (roles 2/3 need an existing institution, roles 0/1 lose theirs, the last
 * System Admin keeps its role, sessions end on a role or institution change) and is audited as
 * that edit would be. Nobody moves itself.
 */
import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BULK_MESSAGES,
  bulkMoveSchema,
  bulkResultSchema,
  needsInstitution,
  paths,
  writeReplySchema,
} from '../../contract';
import { auditSource } from '../audit/record';
import { guarded } from '../auth/policy';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../errors';
import { parseFields, readBody } from '../http/body';
import { errorReplies } from '../http/openapi';
import { updateUser } from '../users/write';

/** A user's refusal, named after the user: the whole move is refused with it. */
const ofUser = (id: number, error: unknown): unknown =>
  error instanceof HttpError && error.statusCode < 500
    ? new HttpError(error.statusCode, BULK_MESSAGES.movedUser(id, error.message), error.errors)
    : error;

const usersBulkMoveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    paths.userBulkMove,
    {
      ...guarded('users.bulkMove'),
      schema: {
        tags: ['users'],
        summary: 'Give several users a role and/or an institution: all of them or none',
        description:
          'Body `{ids: [user ids], role?: 0-3, institution_id?}` (JSON). 404 naming unknown ids, ' +
          '400 naming the first user a rule refuses, 403 when the caller is among them.',
        security: [{ bearerAuth: [] }],
        response: {
          200: writeReplySchema(bulkResultSchema),
          ...errorReplies(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { fields } = await readBody(request);
      const input = parseFields(bulkMoveSchema, fields);
      if (input.ids.includes(request.user.user_id)) throw forbidden(BULK_MESSAGES.moveSelf);
      const audit = auditSource(request);
      const updated = await app.db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        // Locked for the transaction, so what is checked is what is changed.
        const rows = await tx
          .select()
          .from(users)
          .where(inArray(users.user_id, input.ids))
          .for('update');
        const found = rows.map((r) => r.user_id);
        const unknown = input.ids.filter((id) => !found.includes(id));
        if (unknown.length > 0) throw notFound(BULK_MESSAGES.notFound(unknown));
        let changed = 0;
        for (const current of rows) {
          const role = input.role ?? current.role;
          if (input.institution_id !== undefined && !needsInstitution(role)) {
            const message = BULK_MESSAGES.moveNoInstitution;
            throw ofUser(
              current.user_id,
              badRequest(message, [{ field: 'institution_id', message }]),
            );
          }
          try {
            const { version } = await updateUser(
              tx,
              current,
              { role: input.role, institution_id: input.institution_id },
              undefined,
              audit,
            );
            if (version !== current.version) changed += 1;
          } catch (error) {
            throw ofUser(current.user_id, error);
          }
        }
        return changed;
      });
      return {
        status: 'success' as const,
        message: BULK_MESSAGES.updated(updated),
        data: { updated },
      };
    },
  );
};

export default usersBulkMoveRoutes;
