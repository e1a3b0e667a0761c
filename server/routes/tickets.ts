/**
 * Ticket types (SPEC.md §7): `ticket/list`, `ticket/{id}`, `ticket/create`,
 * `ticket/update/{ticket_id}`, `ticket/delete/{id}` and the per-institution list
 * `institute/{id}/ticketlist` (`data:[{...institution, Tickets:[...]}]`, LEGACY_API.md).
 * Who may call: server/auth/policy.ts. Which rows: role 1 all; roles 2/3 their institution (another
 * institution's ticket type is 403, a missing one 404); role 0 the ticket types of active
 * institutions. Rules and decisions: docs/resources/tickets.md.
 */
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  institutionSchema,
  looseBoolean,
  looseId,
  paths,
  readReplySchema,
  ROLES,
  STATUS,
  TICKET_WHEN_VALUES,
  ticketCreateSchema,
  ticketSchedule,
  ticketScheduleErrors,
  ticketTypeSchema,
  ticketUpdateSchema,
  staleReplySchema,
  writeReplySchema,
  type FieldError,
  type Institution,
} from '../../contract';
import { auditSource, recordAudit } from '../audit/record';
import { AUTH_MESSAGES, assertInstitution, institutionScope } from '../auth/guard';
import { guarded } from '../auth/policy';
import type { Db } from '../db/client';
import { institutions, ticketTypes } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { idParam, parseFields, positiveIdParam, readBody } from '../http/body';
import { listJson, listQuery, paginate, sendJson, type ListQueryResult } from '../http/list';
import { claimKey, keepOutcome, KeptOutcome, sendKept } from '../http/idempotency';
import { errorReplies } from '../http/openapi';
import {
  expectedVersions,
  isStale,
  nextVersion,
  sendVersion,
  staleVersion,
  StaleWrite,
  versionCondition,
} from '../http/versions';
import type { AuthUser } from '../types';
import {
  purchaseCounts,
  selectTicketById,
  ticketSelect,
  toTicketWire,
  writeTicketType,
} from '../serializers/ticket';
import { contractWriter } from '../serializers/write';

export const TICKET_MESSAGES = {
  notFound: 'Ticket type not found',
  institutionNotFound: 'Institution not found',
  created: 'Ticket type created',
  updated: 'Ticket type updated',
  capacityBelowSold: (sold: number) =>
    `Capacity cannot be lower than the ${sold} ticket${sold === 1 ? '' : 's'} already sold`,
  hasPurchases: (n: number) =>
    `This ticket type has ${n} purchase${n === 1 ? '' : 's'} and cannot be deleted`,
} as const;

const HOUR = 3_600_000;
/**
 * "In the past" means before today in the last time zone on Earth (UTC-12): a user anywhere may
 * pick their own today, and nobody can pick a day that has ended everywhere.
 */
export const earliestTicketDate = (now = new Date()): string =>
  new Date(now.getTime() - 12 * HOUR).toISOString().slice(0, 10);

const institutionTicketsSchema = institutionSchema.extend({ Tickets: z.array(ticketTypeSchema) });
const writeInstitutionTickets = contractWriter(institutionTicketsSchema);
const errors = errorReplies(400, 401, 403, 404, 409);
const security = [{ bearerAuth: [] }];

/** Rows a user may read: role 1 all, roles 2/3 their institution, role 0 active institutions. */
function readScope(user: AuthUser): SQL | undefined {
  if (user.role === ROLES.APP_USER) return eq(institutions.status, STATUS.ACTIVE);
  const scope = institutionScope(user);
  return scope === null ? undefined : eq(ticketTypes.institution_id, scope);
}

/** 403 unless a role 2/3 user owns the record; role 0 may read only active institutions' rows. */
function assertReadable(request: FastifyRequest, institutionId: number, status: number) {
  if (request.user.role === ROLES.APP_USER) {
    if (status !== STATUS.ACTIVE) throw notFound(TICKET_MESSAGES.notFound);
    return;
  }
  assertInstitution(request, institutionId);
}

const fieldError = (status: 400 | 409, field: string, message: string) =>
  status === 400
    ? badRequest(`${field}: ${message}`, [{ field, message }])
    : conflict(message, [{ field, message }]);

export function scheduleError(errs: FieldError[]) {
  return badRequest(errs.map((e) => `${e.field}: ${e.message}`).join('; '), errs);
}

const isForeignKeyViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23503' || e?.cause?.code === '23503';
};

const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  /** One list query for both list endpoints (page/sort/q/filters of DESIGN.md). */
  async function listTickets(query: unknown, scope: SQL | undefined) {
    const { query: select, sold } = ticketSelect(db);
    const when = sql<string>`case when ${ticketTypes.is_regular} or ${ticketTypes.date} is null then 'regular' when ${ticketTypes.date} >= current_date then 'upcoming' else 'past' end`;
    const lq: ListQueryResult = listQuery(query, {
      ceiling: app.appConfig.unpagedListMax,
      sortable: {
        ticket_id: ticketTypes.ticket_id,
        name: ticketTypes.name,
        price: ticketTypes.price,
        capacity: ticketTypes.capacity,
        sold,
        date: ticketTypes.date,
        start_datetime: ticketTypes.start_datetime,
        end_datetime: ticketTypes.end_datetime,
        is_regular: ticketTypes.is_regular,
        institution: institutions.name,
      },
      searchable: [
        ticketTypes.name,
        ticketTypes.description,
        ticketTypes.benefits,
        institutions.name,
      ],
      defaultSort: 'ticket_id',
      filters: {
        institution_id: { column: ticketTypes.institution_id, parse: looseId },
        is_regular: { column: ticketTypes.is_regular, parse: looseBoolean },
        when: { column: when, parse: z.enum(TICKET_WHEN_VALUES) },
      },
    });
    const where = and(scope, lq.where);
    const rows = await paginate(select.where(where).orderBy(...lq.orderBy), lq);
    const total = lq.paged
      ? Number(
          (
            await db
              .select({ n: count() })
              .from(ticketTypes)
              .innerJoin(institutions, eq(institutions.institution_id, ticketTypes.institution_id))
              .where(where)
          )[0].n,
        )
      : rows.length;
    return { data: rows.map(toTicketWire), total, lq };
  }

  async function institutionById(id: number): Promise<Institution | undefined> {
    const [row] = await db
      .select({
        institution_id: institutions.institution_id,
        name: institutions.name,
        email: institutions.email,
        phone: institutions.phone,
        address: institutions.address,
        map_location: institutions.map_location,
        status: institutions.status,
        details: institutions.details,
        cover_photo: institutions.cover_photo,
        video_link: institutions.video_link,
      })
      .from(institutions)
      .where(eq(institutions.institution_id, id))
      .limit(1);
    return row;
  }

  /** The ticket type's row and its institution's status, or 404. */
  async function existing(ticketId: number) {
    const [row] = await db
      .select({ ticket: ticketTypes, status: institutions.status })
      .from(ticketTypes)
      .innerJoin(institutions, eq(institutions.institution_id, ticketTypes.institution_id))
      .where(eq(ticketTypes.ticket_id, ticketId))
      .limit(1);
    if (!row) throw notFound(TICKET_MESSAGES.notFound);
    return row;
  }

  /** Roles 2: only their own institution (403); role 1: it must exist (400 naming the field). */
  async function checkTargetInstitution(request: FastifyRequest, institutionId: number) {
    assertInstitution(request, institutionId);
    if (!(await institutionById(institutionId))) {
      throw fieldError(400, 'institution_id', TICKET_MESSAGES.institutionNotFound);
    }
  }

  async function reread(ticketId: number, within: Db = db) {
    const ticket = await selectTicketById(within, ticketId);
    if (!ticket) throw notFound(TICKET_MESSAGES.notFound);
    return ticket;
  }

  app.get(
    paths.ticketList,
    {
      ...guarded('ticket.list'),
      schema: {
        tags: ['tickets'],
        summary: 'Ticket types (role 1 all, roles 2/3 own institution, role 0 active venues)',
        security,
        querystring: z.looseObject({}),
        response: { 200: readReplySchema(z.array(ticketTypeSchema)), ...errors },
      },
    },
    async (request, reply) => {
      const { data, total, lq } = await listTickets(request.query, readScope(request.user));
      return sendJson(reply, listJson(data.map(writeTicketType), total, lq));
    },
  );

  app.get(
    paths.institutionTickets(':id'),
    {
      ...guarded('institute.tickets'),
      schema: {
        tags: ['tickets'],
        summary: "One institution's ticket types: data:[{...institution, Tickets:[...]}]",
        security,
        params: z.object({ id: idParam }),
        querystring: z.looseObject({}),
        response: { 200: readReplySchema(z.array(institutionTicketsSchema)), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (request.user.role !== ROLES.APP_USER) assertInstitution(request, id);
      const institution = await institutionById(id);
      // Legacy: an unknown (or, for app users, inactive) institution is an empty list, not a 404.
      // The query is still checked, and a paged request still gets its meta.
      if (
        !institution ||
        (request.user.role === ROLES.APP_USER && institution.status !== STATUS.ACTIVE)
      ) {
        const { lq } = await listTickets(request.query, sql`false`);
        return sendJson(reply, listJson([], 0, lq));
      }
      const { data, total, lq } = await listTickets(
        request.query,
        eq(ticketTypes.institution_id, id),
      );
      const item = writeInstitutionTickets({ ...institution, Tickets: data });
      return sendJson(reply, listJson([item], total, lq));
    },
  );

  app.get(
    paths.ticket(':id'),
    {
      ...guarded('ticket.read'),
      schema: {
        tags: ['tickets'],
        summary: 'One ticket type: the bare row, no {status, data} envelope (as the legacy server)',
        security,
        params: z.object({ id: idParam }),
        response: { 200: ticketTypeSchema, ...errors },
      },
    },
    // The legacy console reads this reply as the row itself (its ticket detail and edit screens).
    async (request, reply) => {
      const { ticket, status } = await existing(request.params.id);
      assertReadable(request, ticket.institution_id, status);
      sendVersion(reply, ticket.version);
      return reread(ticket.ticket_id);
    },
  );

  app.post(
    paths.ticketCreate,
    {
      ...guarded('ticket.create'),
      schema: {
        tags: ['tickets'],
        summary: 'Create a ticket type (JSON; role 2 for its own institution only)',
        security,
        response: { 201: writeReplySchema(ticketTypeSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { fields } = await readBody(request);
      const input = parseFields(ticketCreateSchema, fields);
      await checkTargetInstitution(request, input.institution_id);
      const schedule = ticketSchedule(input.is_regular, (key) => input[key]);
      const problems = ticketScheduleErrors(schedule, earliestTicketDate());
      if (problems.length > 0) throw scheduleError(problems);
      // The reply is read inside the transaction: once it commits, nothing is left to fail.
      const body = await db
        .transaction(async (trx) => {
          const tx = trx as unknown as Db;
          await claimKey(tx, request);
          const [created] = await tx
            .insert(ticketTypes)
            .values({
              name: input.name,
              description: input.description ?? null,
              institution_id: input.institution_id,
              price: input.price,
              capacity: input.capacity,
              benefits: input.benefits ?? null,
              ...schedule,
            })
            .returning();
          await recordAudit(tx, auditSource(request), {
            resource: 'tickets',
            action: 'create',
            record_id: created.ticket_id,
            institution_id: created.institution_id,
            after: created,
          });
          const data = await reread(created.ticket_id, tx);
          const sent = { status: 'success' as const, message: TICKET_MESSAGES.created, data };
          await keepOutcome(tx, request, 201, sent);
          return sent;
        })
        .catch((error: unknown) => {
          if (error instanceof KeptOutcome) return error;
          throw error;
        });
      if (body instanceof KeptOutcome) return sendKept(request, reply, body.kept);
      return reply.code(201).send(body);
    },
  );

  app.patch(
    paths.ticketUpdate(':ticket_id'),
    {
      ...guarded('ticket.update'),
      schema: {
        tags: ['tickets'],
        summary: 'Update a ticket type: fields sent are changed (0 and null included)',
        security,
        params: z.object({ ticket_id: positiveIdParam('ticket_id') }),
        response: {
          200: writeReplySchema(ticketTypeSchema),
          ...errors,
          409: staleReplySchema(ticketTypeSchema),
        },
      },
    },
    async (request, reply) => {
      const { ticket: old } = await existing(request.params.ticket_id);
      assertInstitution(request, old.institution_id);
      const expected = expectedVersions(request);
      const stale = async () => {
        const { ticket } = await existing(old.ticket_id);
        return staleVersion(await reread(old.ticket_id), ticket.version);
      };
      if (isStale(expected, old.version)) throw await stale();
      const { fields } = await readBody(request);
      const input = parseFields(ticketUpdateSchema, fields);
      if (input.institution_id !== undefined && input.institution_id !== old.institution_id) {
        // Role 2 may never move a ticket type to another institution.
        if (institutionScope(request.user) !== null) {
          throw forbidden(AUTH_MESSAGES.wrongInstitution);
        }
        await checkTargetInstitution(request, input.institution_id);
      }

      const regular = input.is_regular ?? old.is_regular;
      const pick = <K extends 'date' | 'start_datetime' | 'end_datetime'>(key: K) =>
        input[key] !== undefined ? input[key] : old[key];
      const schedule = ticketSchedule(regular, pick);
      // An existing past date may stay; a newly set one may not be in the past.
      const dateChanged = !regular && schedule.date !== (old.is_regular ? null : old.date);
      const problems = ticketScheduleErrors(
        schedule,
        dateChanged ? earliestTicketDate() : undefined,
      );
      if (problems.length > 0) throw scheduleError(problems);

      if (input.capacity !== undefined && input.capacity < old.capacity) {
        const { sold } = await purchaseCounts(db, old.ticket_id);
        if (input.capacity < sold) {
          throw fieldError(409, 'capacity', TICKET_MESSAGES.capacityBelowSold(sold));
        }
      }

      const changes = {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.institution_id !== undefined && { institution_id: input.institution_id }),
        ...(input.price !== undefined && { price: input.price }),
        ...(input.capacity !== undefined && { capacity: input.capacity }),
        ...(input.benefits !== undefined && { benefits: input.benefits }),
        ...schedule,
      };
      const data = await db
        .transaction(async (trx) => {
          const tx = trx as unknown as Db;
          const [updated] = await tx
            .update(ticketTypes)
            .set({ ...changes, version: nextVersion(ticketTypes.version) })
            .where(
              and(
                eq(ticketTypes.ticket_id, old.ticket_id),
                versionCondition(ticketTypes.version, expected),
              ),
            )
            .returning();
          if (!updated) throw new StaleWrite();
          // A ticket type moved to another institution is recorded under the one it now belongs to.
          await recordAudit(tx, auditSource(request), {
            resource: 'tickets',
            action: 'update',
            record_id: old.ticket_id,
            institution_id: updated.institution_id,
            before: old,
            after: updated,
          });
          sendVersion(reply, updated.version);
          return reread(old.ticket_id, tx);
        })
        .catch(async (error: unknown) => {
          if (error instanceof StaleWrite) throw await stale();
          throw error;
        });
      return { status: 'success' as const, message: TICKET_MESSAGES.updated, data };
    },
  );

  app.delete(
    paths.ticketDelete(':id'),
    {
      ...guarded('ticket.delete'),
      schema: {
        tags: ['tickets'],
        summary: 'Delete a ticket type without purchases (204)',
        security,
        params: z.object({ id: idParam }),
        response: { 204: z.null().describe('No content'), ...errors },
      },
    },
    async (request, reply) => {
      const { ticket } = await existing(request.params.id);
      assertInstitution(request, ticket.institution_id);
      const { total } = await purchaseCounts(db, ticket.ticket_id);
      if (total > 0) throw conflict(TICKET_MESSAGES.hasPurchases(total));
      try {
        await db.transaction(async (trx) => {
          const tx = trx as unknown as Db;
          await tx.delete(ticketTypes).where(eq(ticketTypes.ticket_id, ticket.ticket_id));
          await recordAudit(tx, auditSource(request), {
            resource: 'tickets',
            action: 'delete',
            record_id: ticket.ticket_id,
            institution_id: ticket.institution_id,
            before: ticket,
          });
        });
      } catch (error) {
        // A purchase made between the count and the delete: the foreign key refuses it.
        if (isForeignKeyViolation(error)) {
          const again = await purchaseCounts(db, ticket.ticket_id);
          throw conflict(TICKET_MESSAGES.hasPurchases(again.total));
        }
        throw error;
      }
      return reply.code(204).send(null);
    },
  );
};

export default ticketRoutes;
