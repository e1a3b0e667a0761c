/**
 * The door (issue 43): `PATCH purchase/entry-update/{purchase_id}` (the legacy call, without its
 * defects) and the door's reads: a pass by number or by scanned code, today's passes by buyer
 * name, the night's figures and lockers, and a purchase's QR code.
 *
 * Who: the policy table (door.*, purchase.entryUpdate). Which rows: roles 2 and 3 only their own
 * institution's purchases, checked after existence (unknown 404, another's 403). Rules and
 * decisions: docs/resources/door.md.
 */
import { and, count, eq, gte, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  doorConflictSchema,
  doorFiguresSchema,
  doorNightLockerSchema,
  doorPassSchema,
  doorQrSchema,
  doorScanSchema,
  entryUpdateSchema,
  errorReplySchema,
  paths,
  readReplySchema,
  ROLES,
  TICKET_STATUS,
  writeReplySchema,
  type DoorPass,
  type DoorReason,
} from '../../contract';
import { auditSource, recordAudit } from '../audit/record';
import { assertInstitution } from '../auth/guard';
import { guarded } from '../auth/policy';
import type { Db } from '../db/client';
import {
  doorEvents,
  institutions,
  lockerAllocations,
  lockers,
  purchases,
  ticketTypes,
  users,
} from '../db/schema';
import { giveFirstFreeLocker, giveLocker } from '../door/allocate';
import {
  DOOR_MESSAGES,
  entryRefusal,
  moveRefusal,
  nightStart,
  validTicketDates,
  verdictOf,
} from '../door/night';
import { keepKey, moveWithoutLocker } from '../door/move';
import { readPass, readPasses, readPassWith } from '../door/passes';
import { qrCodeFor, verifyQrCode } from '../door/qr';
import { fieldHttpError, forbidden, notFound } from '../errors';
import { parseFields, positiveIdParam, readBody } from '../http/body';
import { keptOutcomeColumn, replayKept, takeKeyToKeep } from '../http/idempotency';

export const DOOR_ROUTE_MESSAGES = {
  purchaseNotFound: 'Purchase not found',
  institutionNotFound: 'Institution not found',
  lockerNotFound: 'Locker not found',
  updated: 'User Entry update by staff successfully',
  forgedCode: 'This code was not issued by this server',
  ticketMismatch: "ticket_id is not this purchase's ticket type",
  overrideNotAllowed: 'Only a System Admin or an Institutional Admin may override a refusal',
  lockerOtherInstitution: "The locker is not one of the ticket's institution",
} as const;

const security = [{ bearerAuth: [] }];
const tags = ['door'];
const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
};

/** A refused move, thrown inside the transaction so that nothing of it stays. */
class DoorRefusal extends Error {
  constructor(readonly reason: DoorReason) {
    super(reason);
  }
}

/** The pass of the path, or 404; another institution's for roles 2/3 -> 403. */
async function passInScope(request: FastifyRequest, db: Db, purchaseId: number, now: Date) {
  const pass = await readPass(db, purchaseId, now);
  if (!pass) throw notFound(DOOR_ROUTE_MESSAGES.purchaseNotFound);
  assertInstitution(request, pass.ticket_type.institution_id);
  return pass;
}

async function institutionInScope(request: FastifyRequest, db: Db, id: number) {
  const [row] = await db
    .select({ id: institutions.institution_id })
    .from(institutions)
    .where(eq(institutions.institution_id, id))
    .limit(1);
  if (!row) throw notFound(DOOR_ROUTE_MESSAGES.institutionNotFound);
  assertInstitution(request, id);
  return row.id;
}

function sendConflict(reply: FastifyReply, reason: DoorReason, pass: DoorPass) {
  const at = pass.entered_at ? new Date(pass.entered_at) : null;
  return reply.code(409).send({
    status: 'failed' as const,
    message: DOOR_MESSAGES[reason](at),
    data: { reason, pass },
  });
}

/** Another door moved the purchase first: 409 with the purchase as that move left it. */
async function sendRaceConflict(reply: FastifyReply, purchaseId: number, target: number) {
  const current = await readPass(reply.server.db, purchaseId, new Date());
  if (!current) throw notFound(DOOR_ROUTE_MESSAGES.purchaseNotFound);
  return sendConflict(
    reply,
    moveRefusal(current.ticket_status, target) ?? 'already_entered',
    current,
  );
}

const institutionParams = z.object({ institution_id: positiveIdParam('institution_id') });

const doorRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.appConfig.jwtSecret;

  app.patch(
    paths.entryUpdate(':purchase_id'),
    {
      ...guarded('purchase.entryUpdate'),
      schema: {
        tags,
        summary: 'Enter or check out a purchase at the door (JSON or multipart)',
        description:
          'Body `{ticket_id, ticket_status, locker_id?, override_reason?}`. ticket_status 1 ' +
          'enters (from 0, or 2 for a re-entry) and gives the chosen locker, none (`null`) or ' +
          'the first free one (left out); 2 checks out (from 1) and frees the locker. Other ' +
          'moves, an unpaid purchase and another day’s ticket are 409 with the reason and the ' +
          'purchase as it is; roles 1 and 2 may override the last two with `override_reason`.',
        security,
        params: z.object({ purchase_id: positiveIdParam('purchase_id') }),
        response: {
          200: writeReplySchema(doorPassSchema),
          ...errors,
          // A refused move, or an Idempotency-Key already used for another request.
          409: z.union([doorConflictSchema, errorReplySchema]),
          415: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const now = new Date();
      // The pass and the Idempotency-Key's kept outcome in one statement: a retry gets the kept
      // reply before its body is read, as the other idempotent routes do before their handler.
      const read = await readPassWith(
        app.db,
        request.params.purchase_id,
        now,
        keptOutcomeColumn(request),
      );
      const replayed = await replayKept(app.db, request, reply, read?.extra, !read);
      if (replayed) return replayed;
      const { fields } = await readBody(request);
      if (!read) throw notFound(DOOR_ROUTE_MESSAGES.purchaseNotFound);
      const pass = read.pass;
      assertInstitution(request, pass.ticket_type.institution_id);
      const input = parseFields(entryUpdateSchema, fields);
      if (input.ticket_id !== pass.ticket_id) {
        throw fieldHttpError(400, 'ticket_id', DOOR_ROUTE_MESSAGES.ticketMismatch);
      }
      const role = request.user.role;
      const mayOverride = role === ROLES.SYSTEM_ADMIN || role === ROLES.INSTITUTIONAL_ADMIN;
      if (input.override_reason !== undefined && !mayOverride) {
        throw forbidden(DOOR_ROUTE_MESSAGES.overrideNotAllowed);
      }
      const target = input.ticket_status;
      const moveRefused = moveRefusal(pass.ticket_status, target);
      if (moveRefused) return sendConflict(reply, moveRefused, pass);
      const entering = target === TICKET_STATUS.ENTERED;
      const refused = entering ? entryRefusal(stateOf(pass), now) : null;
      if (refused && input.override_reason === undefined) {
        return sendConflict(reply, refused, pass);
      }
      const institutionId = pass.ticket_type.institution_id;
      if (entering && typeof input.locker_id === 'number') {
        const [locker] = await app.db
          .select({ institution_id: lockers.institution_id })
          .from(lockers)
          .where(eq(lockers.id, input.locker_id))
          .limit(1);
        if (!locker) throw fieldHttpError(404, 'locker_id', DOOR_ROUTE_MESSAGES.lockerNotFound);
        if (locker.institution_id !== institutionId) {
          throw fieldHttpError(400, 'locker_id', DOOR_ROUTE_MESSAGES.lockerOtherInstitution);
        }
      }
      const override = refused ? (input.override_reason ?? null) : null;
      const auditEvent = (lockerAfter: number | null) => ({
        resource: 'purchase' as const,
        action: 'entry' as const,
        record_id: pass.purchase_id,
        institution_id: institutionId,
        before: {
          ticket_status: pass.ticket_status,
          ...(entering ? { entered_at: pass.entered_at } : { checked_out_at: pass.checked_out_at }),
          locker_id: pass.locker?.locker_id ?? null,
        },
        after: {
          ticket_status: target,
          ...(entering ? { entered_at: now } : { checked_out_at: now }),
          locker_id: lockerAfter,
        },
        ...(override ? { changes: { override_reason: { old: null, new: override } } } : {}),
      });
      // The reply is the pass as read with the move applied: nothing else of it changes.
      const applied = (locker: DoorPass['locker']) => ({
        status: 'success' as const,
        message: DOOR_ROUTE_MESSAGES.updated,
        data: {
          ...pass,
          ticket_status: target,
          ...(entering ? { entered_at: now.toISOString() } : { checked_out_at: now.toISOString() }),
          locker,
          verdict: verdictOf({ ...stateOf(pass), ticket_status: target }, now),
        } satisfies DoorPass,
      });
      const key = takeKeyToKeep(request);
      const givesLocker = entering && input.locker_id !== null && !pass.locker;
      if (!givesLocker) {
        const locker = entering ? pass.locker : null;
        const sent = applied(locker);
        const done = await moveWithoutLocker(app.db, {
          purchase_id: pass.purchase_id,
          from: pass.ticket_status,
          to: target,
          at: now,
          freeLocker: !entering,
          user_id: request.user.user_id,
          override_reason: override,
          audit: { source: auditSource(request), event: auditEvent(locker?.locker_id ?? null) },
          keep: key && { key, body: JSON.stringify(sent) },
        });
        return done ? sent : sendRaceConflict(reply, pass.purchase_id, target);
      }
      try {
        return await app.db.transaction(async (trx) => {
          const tx = trx as unknown as Db;
          // The move only happens if nobody made another since the read: of two doors scanning
          // the same ticket, exactly one updates the row.
          const moved = await tx
            .update(purchases)
            .set({ ticket_status: target, entered_at: now })
            .where(
              and(
                eq(purchases.purchase_id, pass.purchase_id),
                eq(purchases.ticket_status, pass.ticket_status),
              ),
            )
            .returning({ id: purchases.purchase_id });
          if (moved.length === 0) throw new DoorRefusal('already_entered');
          const chosen = input.locker_id;
          const given =
            typeof chosen === 'number'
              ? await giveLocker(tx, pass.purchase_id, institutionId, chosen, now)
              : await giveFirstFreeLocker(tx, pass.purchase_id, institutionId, now);
          if (!given && typeof chosen === 'number') throw new DoorRefusal('locker_taken');
          await tx.insert(doorEvents).values({
            purchase_id: pass.purchase_id,
            user_id: request.user.user_id,
            from_status: pass.ticket_status,
            to_status: target,
            override_reason: override,
          });
          await recordAudit(tx, auditSource(request), auditEvent(given?.locker_id ?? null));
          const sent = applied(
            given && {
              allocation_id: given.id,
              locker_id: given.locker_id,
              locker_number: given.locker_number,
              since: now.toISOString(),
            },
          );
          if (key) await keepKey(tx, key, JSON.stringify(sent));
          return sent;
        });
      } catch (error) {
        if (!(error instanceof DoorRefusal)) throw error;
        if (error.reason !== 'locker_taken') {
          return sendRaceConflict(reply, pass.purchase_id, target);
        }
        const current = await readPass(app.db, pass.purchase_id, new Date());
        if (!current) throw notFound(DOOR_ROUTE_MESSAGES.purchaseNotFound);
        return sendConflict(reply, 'locker_taken', current);
      }
    },
  );

  app.get(
    paths.doorPass(':purchase_id'),
    {
      ...guarded('door.pass'),
      schema: {
        tags,
        summary: 'A purchase as the door sees it, with the verdict',
        security,
        params: z.object({ purchase_id: positiveIdParam('purchase_id') }),
        response: { 200: readReplySchema(doorPassSchema), ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await passInScope(request, app.db, request.params.purchase_id, new Date()),
    }),
  );

  app.post(
    paths.doorScan,
    {
      ...guarded('door.scan'),
      schema: {
        tags,
        summary: 'The purchase of a scanned QR code; a code this server did not sign is 400',
        security,
        body: doorScanSchema,
        response: { 200: readReplySchema(doorPassSchema), ...errors },
      },
    },
    async (request) => {
      const id = verifyQrCode(secret, request.body.code);
      if (id === null) throw fieldHttpError(400, 'code', DOOR_ROUTE_MESSAGES.forgedCode);
      return {
        status: 'success' as const,
        data: await passInScope(request, app.db, id, new Date()),
      };
    },
  );

  app.get(
    paths.doorQr(':purchase_id'),
    {
      ...guarded('door.qr'),
      schema: {
        tags,
        summary: "A purchase's QR code text (`PP1.<purchase_id>.<signature>`)",
        security,
        params: z.object({ purchase_id: positiveIdParam('purchase_id') }),
        response: { 200: readReplySchema(doorQrSchema), ...errors },
      },
    },
    async (request) => {
      const id = request.params.purchase_id;
      const [row] = await app.db
        .select({ user_id: purchases.user_id, institution_id: ticketTypes.institution_id })
        .from(purchases)
        .innerJoin(ticketTypes, eq(purchases.ticket_id, ticketTypes.ticket_id))
        .where(eq(purchases.purchase_id, id))
        .limit(1);
      if (!row) throw notFound(DOOR_ROUTE_MESSAGES.purchaseNotFound);
      if (request.user.role === ROLES.APP_USER) {
        if (row.user_id !== request.user.user_id) throw forbidden();
      } else {
        assertInstitution(request, row.institution_id);
      }
      return { status: 'success' as const, data: { purchase_id: id, code: qrCodeFor(secret, id) } };
    },
  );

  app.get(
    paths.doorSearch(':institution_id'),
    {
      ...guarded('door.search'),
      schema: {
        tags,
        summary: "Tonight's purchases of an institution, by buyer name (`q`), at most 20",
        security,
        params: institutionParams,
        querystring: z.object({ q: z.string().trim().max(100).optional() }),
        response: { 200: readReplySchema(z.array(doorPassSchema)), ...errors },
      },
    },
    async (request) => {
      const id = await institutionInScope(request, app.db, request.params.institution_id);
      const now = new Date();
      const dates = validTicketDates(now);
      const q = request.query.q;
      const where = and(
        eq(ticketTypes.institution_id, id),
        // Tonight's: a dated ticket type for tonight, or a regular one bought for today.
        or(
          inArray(ticketTypes.date, dates),
          and(isNull(ticketTypes.date), inArray(purchases.ticket_date, dates)),
        ),
        q ? ilike(users.name, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
      );
      return { status: 'success' as const, data: await readPasses(app.db, where, now, 20) };
    },
  );

  app.get(
    paths.doorFigures(':institution_id'),
    {
      ...guarded('door.figures'),
      schema: {
        tags,
        summary: "The night's door figures of an institution",
        security,
        params: institutionParams,
        response: { 200: readReplySchema(doorFiguresSchema), ...errors },
      },
    },
    async (request) => {
      const id = await institutionInScope(request, app.db, request.params.institution_id);
      const now = new Date();
      const start = nightStart(now);
      const ofInstitution = eq(ticketTypes.institution_id, id);
      const countPurchases = async (where: ReturnType<typeof and>) => {
        const [row] = await app.db
          .select({ n: count() })
          .from(purchases)
          .innerJoin(ticketTypes, eq(purchases.ticket_id, ticketTypes.ticket_id))
          .where(and(ofInstitution, where));
        return Number(row.n);
      };
      const [inside, entered, checkedOut] = await Promise.all([
        countPurchases(
          and(eq(purchases.ticket_status, TICKET_STATUS.ENTERED), gte(purchases.entered_at, start)),
        ),
        countPurchases(gte(purchases.entered_at, start)),
        countPurchases(
          and(
            eq(purchases.ticket_status, TICKET_STATUS.CHECKED_OUT),
            gte(purchases.checked_out_at, start),
          ),
        ),
      ]);
      const [capacity] = await app.db
        .select({ n: sql<string>`coalesce(sum(${ticketTypes.capacity}), 0)` })
        .from(ticketTypes)
        .where(and(ofInstitution, inArray(ticketTypes.date, validTicketDates(now))));
      // A join, not a correlated subquery: drizzle writes a one-table query's columns without
      // their table, so the subquery's `id` would have meant the allocation's own id.
      const [lockerCounts] = await app.db
        .select({
          total: sql<string>`count(distinct ${lockers.id}) filter (where ${lockers.status} = 1)`,
          taken: sql<string>`count(distinct ${lockerAllocations.locker_id})`,
        })
        .from(lockers)
        .leftJoin(
          lockerAllocations,
          and(eq(lockerAllocations.locker_id, lockers.id), eq(lockerAllocations.status, 1)),
        )
        .where(eq(lockers.institution_id, id));
      return {
        status: 'success' as const,
        data: {
          institution_id: id,
          night_start: start.toISOString(),
          inside,
          entered,
          checked_out: checkedOut,
          capacity: Number(capacity.n),
          lockers_total: Number(lockerCounts.total),
          lockers_taken: Number(lockerCounts.taken),
        },
      };
    },
  );

  app.get(
    paths.doorLockers(':institution_id'),
    {
      ...guarded('door.lockers'),
      schema: {
        tags,
        summary: "An institution's lockers tonight: who holds each, since when",
        security,
        params: institutionParams,
        response: { 200: readReplySchema(z.array(doorNightLockerSchema)), ...errors },
      },
    },
    async (request) => {
      const id = await institutionInScope(request, app.db, request.params.institution_id);
      const rows = await app.db
        .select({
          id: lockers.id,
          locker_number: lockers.locker_number,
          status: lockers.status,
          allocation_id: lockerAllocations.id,
          purchase_id: lockerAllocations.purchase_id,
          since: lockerAllocations.allocation_date,
          buyer_name: users.name,
        })
        .from(lockers)
        .leftJoin(
          lockerAllocations,
          and(eq(lockerAllocations.locker_id, lockers.id), eq(lockerAllocations.status, 1)),
        )
        .leftJoin(purchases, eq(purchases.purchase_id, lockerAllocations.purchase_id))
        .leftJoin(users, eq(users.user_id, purchases.user_id))
        .where(eq(lockers.institution_id, id))
        .orderBy(lockers.locker_number);
      return {
        status: 'success' as const,
        data: rows.map((r) => ({
          id: r.id,
          locker_number: r.locker_number,
          status: r.status,
          allocation:
            r.allocation_id != null && r.purchase_id != null && r.since != null
              ? {
                  allocation_id: r.allocation_id,
                  purchase_id: r.purchase_id,
                  buyer_name: r.buyer_name,
                  since: r.since.toISOString(),
                }
              : null,
        })),
      };
    },
  );
};

const stateOf = (pass: DoorPass) => ({
  ticket_status: pass.ticket_status,
  payment_status: pass.payment_status,
  ticket_type_date: pass.ticket_type.date,
});

export default doorRoutes;
