/**
 * Lockers (SPEC.md §7): `GET locker/list/{institution_id}`, `GET locker/{locker_id}`,
 * `POST locker/create`, `PATCH locker/update/{locker_id}`, `DELETE locker/delete/{id}`.
 *
 * Who: the policy table (locker.*). Which rows: roles 2 and 3 only their own institution, checked
 * AFTER existence, so an unknown id is a 404 and another institution's a 403. Rules and decisions:
 * docs/resources/lockers.md.
 */
import { and, count, eq, ne, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorReplySchema,
  lockerCreateSchema,
  lockerSchema,
  lockerUpdateSchema,
  looseId,
  looseInt,
  paths,
  readReplySchema,
  staleReplySchema,
  STATUS_VALUES,
  writeReplySchema,
} from '../../contract';
import { auditSource, recordAudit } from '../audit/record';
import { assertInstitution, institutionScope } from '../auth/guard';
import { guarded } from '../auth/policy';
import { institutions, lockerAllocations, lockers } from '../db/schema';
import type { Db } from '../db/client';
import { badRequest, conflict, httpError, isUniqueViolation, notFound } from '../errors';
import { parseFields, positiveIdParam, readBody } from '../http/body';
import { claimKey, keepOutcome, KeptOutcome, sendKept } from '../http/idempotency';
import { listJson, listQuery, sendJson } from '../http/list';
import { errorReplies } from '../http/openapi';
import {
  expectedVersions,
  isStale,
  nextVersion,
  readVersion,
  sendVersion,
  staleVersion,
  StaleWrite,
  versionCondition,
} from '../http/versions';
import { selectLockerById, selectLockers, writeLocker } from '../serializers/locker';

export const LOCKER_MESSAGES = {
  notFound: 'Locker not found',
  institutionNotFound: 'Institution not found',
  institutionRequired: 'Institution id is required',
  created: 'Locker created',
  updated: 'Locker updated',
  duplicate: (lockerNumber: number, institution: string) =>
    `Locker number ${lockerNumber} already exists in ${institution}`,
  hasAllocations: (lockerNumber: number, allocations: number) =>
    `Locker ${lockerNumber} cannot be deleted: it has ${allocations} locker ${
      allocations === 1 ? 'allocation' : 'allocations'
    } (allocations are history)`,
} as const;

const security = [{ bearerAuth: [] }];
const tags = ['lockers'];
const errors = errorReplies(400, 401, 403, 404);

/** The institution a locker belongs to, or 404 (field `institution_id` when it came in a body). */
async function institutionOf(db: Db, id: number, fromBody = false) {
  const [row] = await db
    .select({ institution_id: institutions.institution_id, name: institutions.name })
    .from(institutions)
    .where(eq(institutions.institution_id, id))
    .limit(1);
  if (!row) {
    throw fromBody
      ? httpError(404, LOCKER_MESSAGES.institutionNotFound, [
          { field: 'institution_id', message: LOCKER_MESSAGES.institutionNotFound },
        ])
      : notFound(LOCKER_MESSAGES.institutionNotFound);
  }
  return row;
}

const duplicateError = (lockerNumber: number, institutionName: string) => {
  const message = LOCKER_MESSAGES.duplicate(lockerNumber, institutionName);
  return conflict(message, [{ field: 'locker_number', message }]);
};

/** 409 when another locker of the institution already has this number. */
export async function assertNumberFree(
  db: Db,
  institution: { institution_id: number; name: string },
  lockerNumber: number,
  exceptId?: number,
) {
  const conditions: SQL[] = [
    eq(lockers.institution_id, institution.institution_id),
    eq(lockers.locker_number, lockerNumber),
  ];
  if (exceptId !== undefined) conditions.push(ne(lockers.id, exceptId));
  const [taken] = await db
    .select({ id: lockers.id })
    .from(lockers)
    .where(and(...conditions))
    .limit(1);
  if (taken) throw duplicateError(lockerNumber, institution.name);
}

/**
 * The institution a write targets. Role 2 may leave it out (its own is used) and may name only
 * its own; role 1 must name one. Unknown -> 404, another institution's for role 2 -> 403.
 */
export async function targetInstitution(request: FastifyRequest, db: Db, sent: number | undefined) {
  const own = institutionScope(request.user);
  const id = sent ?? own;
  if (id == null) {
    throw badRequest(LOCKER_MESSAGES.institutionRequired, [
      { field: 'institution_id', message: LOCKER_MESSAGES.institutionRequired },
    ]);
  }
  const institution = await institutionOf(db, id, sent !== undefined);
  assertInstitution(request, institution.institution_id);
  return institution;
}

/** The locker of the path, or 404; another institution's locker for roles 2/3 -> 403. */
async function lockerInScope(request: FastifyRequest, db: Db, id: number) {
  const locker = await selectLockerById(db, id);
  if (!locker) throw notFound(LOCKER_MESSAGES.notFound);
  assertInstitution(request, locker.institution_id);
  return locker;
}

/** A locker's own fields, as its audit entries compare them. */
export const lockerFields = (l: {
  id: number;
  institution_id: number;
  locker_number: number;
  status: number;
}) => ({
  id: l.id,
  institution_id: l.institution_id,
  locker_number: l.locker_number,
  status: l.status,
});

const lockerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    paths.lockerList(':institution_id'),
    {
      ...guarded('locker.list'),
      schema: {
        tags,
        summary: "An institution's lockers, by locker number",
        description:
          'Optional `page`, `pageSize`, `sort` (locker_number, status, id), `order`, `q` ' +
          '(part of the locker number) and the filters `status` and `locker_number`.',
        security,
        params: z.object({ institution_id: positiveIdParam('institution_id') }),
        response: { 200: readReplySchema(z.array(lockerSchema)), ...errors },
      },
    },
    async (request, reply) => {
      const institution = await institutionOf(app.db, request.params.institution_id);
      assertInstitution(request, institution.institution_id);
      const lq = listQuery(request.query, {
        ceiling: app.appConfig.unpagedListMax,
        sortable: {
          locker_number: lockers.locker_number,
          status: lockers.status,
          id: lockers.id,
        },
        searchable: [lockers.locker_number],
        defaultSort: 'locker_number',
        filters: {
          status: {
            column: lockers.status,
            parse: looseInt.refine((v) => (STATUS_VALUES as readonly number[]).includes(v), {
              message: 'status must be 0 or 1',
            }),
          },
          locker_number: { column: lockers.locker_number, parse: looseId },
        },
      });
      const where = and(eq(lockers.institution_id, institution.institution_id), lq.where);
      const rows = await selectLockers(app.db, where, lq);
      const total = lq.paged
        ? (await app.db.select({ n: count() }).from(lockers).where(where))[0].n
        : rows.length;
      return sendJson(reply, listJson(rows.map(writeLocker), total, lq));
    },
  );

  app.get(
    paths.locker(':locker_id'),
    {
      ...guarded('locker.read'),
      schema: {
        tags,
        summary: 'One locker',
        security,
        params: z.object({ locker_id: positiveIdParam('locker_id') }),
        response: { 200: readReplySchema(lockerSchema), ...errors },
      },
    },
    async (request, reply) => {
      const locker = await lockerInScope(request, app.db, request.params.locker_id);
      sendVersion(reply, await readVersion(app.db, lockers.version, lockers.id, locker.id));
      return { status: 'success' as const, data: locker };
    },
  );

  app.post(
    paths.lockerCreate,
    {
      ...guarded('locker.create'),
      schema: {
        tags,
        summary: 'Create a locker (JSON or multipart)',
        description:
          'Body `{institution_id?, locker_number, status?}`. An Institutional Admin may leave ' +
          'out institution_id (its own is used); status defaults to 1 (Active).',
        security,
        response: {
          201: writeReplySchema(lockerSchema),
          ...errors,
          ...errorReplies(409, 415),
        },
      },
    },
    async (request, reply) => {
      const { fields } = await readBody(request);
      const input = parseFields(lockerCreateSchema, fields);
      const institution = await targetInstitution(request, app.db, input.institution_id);
      await assertNumberFree(app.db, institution, input.locker_number);
      let body;
      try {
        // The reply is read inside the transaction: once it commits, nothing is left to fail.
        body = await app.db.transaction(async (trx) => {
          const tx = trx as unknown as Db;
          await claimKey(tx, request);
          const [row] = await tx
            .insert(lockers)
            .values({
              institution_id: institution.institution_id,
              locker_number: input.locker_number,
              status: input.status ?? 1,
            })
            .returning();
          await recordAudit(tx, auditSource(request), {
            resource: 'lockers',
            action: 'create',
            record_id: row.id,
            institution_id: row.institution_id,
            after: lockerFields(row),
          });
          const data = await selectLockerById(tx, row.id);
          const sent = { status: 'success' as const, message: LOCKER_MESSAGES.created, data };
          await keepOutcome(tx, request, 201, sent);
          return sent;
        });
      } catch (error) {
        if (error instanceof KeptOutcome) return sendKept(request, reply, error.kept);
        if (isUniqueViolation(error)) throw duplicateError(input.locker_number, institution.name);
        throw error;
      }
      return reply.code(201).send(body);
    },
  );

  app.patch(
    paths.lockerUpdate(':locker_id'),
    {
      ...guarded('locker.update'),
      schema: {
        tags,
        summary: 'Update a locker (JSON or multipart): only the fields sent change',
        description:
          'Body `{institution_id?, locker_number?, status?}`. Only a System Admin may move a ' +
          'locker to another institution.',
        security,
        params: z.object({ locker_id: positiveIdParam('locker_id') }),
        response: {
          200: writeReplySchema(lockerSchema),
          ...errors,
          409: staleReplySchema(lockerSchema),
          415: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const { fields } = await readBody(request);
      // Existence and scope first: another institution's locker is a 403 whatever the body says.
      const old = await lockerInScope(request, app.db, request.params.locker_id);
      const expected = expectedVersions(request);
      const stale = async () => {
        const now = await lockerInScope(request, app.db, old.id);
        const version = await readVersion(app.db, lockers.version, lockers.id, old.id);
        return staleVersion(now, version ?? 0);
      };
      const before = await readVersion(app.db, lockers.version, lockers.id, old.id);
      if (before !== undefined && isStale(expected, before)) throw await stale();
      const input = parseFields(lockerUpdateSchema, fields);
      const institution =
        input.institution_id === undefined || input.institution_id === old.institution_id
          ? await institutionOf(app.db, old.institution_id)
          : await targetInstitution(request, app.db, input.institution_id);
      const lockerNumber = input.locker_number ?? old.locker_number;
      const changes = {
        ...(input.locker_number !== undefined ? { locker_number: input.locker_number } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(institution.institution_id !== old.institution_id
          ? { institution_id: institution.institution_id }
          : {}),
      };
      if (changes.locker_number !== undefined || changes.institution_id !== undefined) {
        await assertNumberFree(app.db, institution, lockerNumber, old.id);
      }
      let data = old;
      let version = before;
      if (Object.keys(changes).length > 0) {
        try {
          // The reply is read inside the transaction: once it commits, nothing is left to fail.
          [data, version] = await app.db.transaction(async (trx) => {
            const tx = trx as unknown as Db;
            const [row] = await tx
              .update(lockers)
              .set({ ...changes, version: nextVersion(lockers.version) })
              .where(and(eq(lockers.id, old.id), versionCondition(lockers.version, expected)))
              .returning();
            if (!row) throw new StaleWrite();
            await recordAudit(tx, auditSource(request), {
              resource: 'lockers',
              action: 'update',
              record_id: old.id,
              institution_id: row.institution_id,
              before: lockerFields(old),
              after: lockerFields(row),
            });
            return [(await selectLockerById(tx, old.id)) ?? old, row.version] as const;
          });
        } catch (error) {
          if (error instanceof StaleWrite) throw await stale();
          if (isUniqueViolation(error)) throw duplicateError(lockerNumber, institution.name);
          throw error;
        }
      }
      sendVersion(reply, version);
      return { status: 'success' as const, message: LOCKER_MESSAGES.updated, data };
    },
  );

  app.delete(
    paths.lockerDelete(':id'),
    {
      ...guarded('locker.delete'),
      schema: {
        tags,
        summary: 'Delete a locker (204); 409 while it has locker allocations',
        security,
        params: z.object({ id: positiveIdParam('id') }),
        response: { 204: z.null().describe('No content'), ...errors, 409: errorReplySchema },
      },
    },
    async (request, reply) => {
      const locker = await lockerInScope(request, app.db, request.params.id);
      const [{ n }] = await app.db
        .select({ n: count() })
        .from(lockerAllocations)
        .where(eq(lockerAllocations.locker_id, locker.id));
      if (n > 0) throw conflict(LOCKER_MESSAGES.hasAllocations(locker.locker_number, n));
      await app.db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        await tx.delete(lockers).where(eq(lockers.id, locker.id));
        await recordAudit(tx, auditSource(request), {
          resource: 'lockers',
          action: 'delete',
          record_id: locker.id,
          institution_id: locker.institution_id,
          before: lockerFields(locker),
        });
      });
      return reply.code(204).send(null);
    },
  );
};

export default lockerRoutes;
