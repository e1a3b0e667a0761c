/**
 * Locker allocations (legacy paths): `POST locker-allocation/allocate`,
 * `PATCH locker-allocation/update/{id}`, `DELETE locker-allocation/delete/{id}`.
 *
 * Who: the policy table (lockerAllocation.*). Which rows: roles 2 and 3 only allocations of their
 * own institution's purchases and lockers. A locker is never given to two purchases at once
 * (one active allocation per locker and per purchase: 409). Rules: docs/resources/door.md.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorReplySchema,
  lockerAllocateSchema,
  lockerAllocationSchema,
  lockerAllocationUpdateSchema,
  paths,
  STATUS,
  writeReplySchema,
} from '../../contract';
import { auditSource, recordAudit } from '../audit/record';
import { assertInstitution } from '../auth/guard';
import { guarded } from '../auth/policy';
import type { Db } from '../db/client';
import { lockerAllocations, lockers, purchases, ticketTypes } from '../db/schema';
import { conflict, fieldHttpError, isUniqueViolation, notFound } from '../errors';
import { parseFields, positiveIdParam, readBody } from '../http/body';
import { claimKey, keepOutcome, KeptOutcome, sendKept } from '../http/idempotency';
import { errorReplies } from '../http/openapi';

export const ALLOCATION_MESSAGES = {
  notFound: 'Locker allocation not found',
  purchaseNotFound: 'Purchase not found',
  lockerNotFound: 'Locker not found',
  allocated: 'Locker Allocated successfully',
  updated: 'Locker allocation updated',
  sameAlready: 'Locker is already allocated',
  lockerTaken: 'This locker is already given to another purchase',
  purchaseHasLocker: 'This purchase already has a locker',
  otherInstitution: "The locker is not one of the purchase's institution",
  lockerDisabled: 'This locker is disabled',
} as const;

const security = [{ bearerAuth: [] }];
const tags = ['lockers'];
const errors = errorReplies(400, 401, 403, 404, 409);

const wire = (row: typeof lockerAllocations.$inferSelect) => ({
  id: row.id,
  locker_id: row.locker_id,
  allocation_date: row.allocation_date.toISOString(),
  status: row.status,
});

async function purchaseInstitution(request: FastifyRequest, db: Db, purchaseId: number) {
  const [row] = await db
    .select({ institution_id: ticketTypes.institution_id })
    .from(purchases)
    .innerJoin(ticketTypes, eq(purchases.ticket_id, ticketTypes.ticket_id))
    .where(eq(purchases.purchase_id, purchaseId))
    .limit(1);
  if (!row) {
    throw fieldHttpError(404, 'purchase_id', ALLOCATION_MESSAGES.purchaseNotFound);
  }
  assertInstitution(request, row.institution_id);
  return row.institution_id;
}

/**
 * The locker of a body, of the purchase's institution, or 404 / 400; 409 when it is disabled and
 * the write would give it (`giving`), as the door refuses it too.
 */
async function lockerFor(db: Db, lockerId: number, institutionId: number, giving: boolean) {
  const [row] = await db
    .select({ id: lockers.id, institution_id: lockers.institution_id, status: lockers.status })
    .from(lockers)
    .where(eq(lockers.id, lockerId))
    .limit(1);
  if (!row) throw fieldHttpError(404, 'locker_id', ALLOCATION_MESSAGES.lockerNotFound);
  if (row.institution_id !== institutionId) {
    throw fieldHttpError(400, 'locker_id', ALLOCATION_MESSAGES.otherInstitution);
  }
  if (giving && row.status !== STATUS.ACTIVE) {
    const message = ALLOCATION_MESSAGES.lockerDisabled;
    throw conflict(message, [{ field: 'locker_id', message }]);
  }
  return row;
}

/** 409 naming what is already active: the locker (held by another purchase) or the purchase. */
async function activeConflict(db: Db, purchaseId: number, lockerId: number, exceptId?: number) {
  const exclude = exceptId === undefined ? undefined : ne(lockerAllocations.id, exceptId);
  const [lockerHeld] = await db
    .select({ purchase_id: lockerAllocations.purchase_id })
    .from(lockerAllocations)
    .where(and(eq(lockerAllocations.locker_id, lockerId), eq(lockerAllocations.status, 1), exclude))
    .limit(1);
  if (lockerHeld) {
    const message =
      lockerHeld.purchase_id === purchaseId
        ? ALLOCATION_MESSAGES.sameAlready
        : ALLOCATION_MESSAGES.lockerTaken;
    return conflict(message, [{ field: 'locker_id', message }]);
  }
  const [purchaseHolds] = await db
    .select({ id: lockerAllocations.id })
    .from(lockerAllocations)
    .where(
      and(eq(lockerAllocations.purchase_id, purchaseId), eq(lockerAllocations.status, 1), exclude),
    )
    .limit(1);
  if (purchaseHolds) {
    const message = ALLOCATION_MESSAGES.purchaseHasLocker;
    return conflict(message, [{ field: 'purchase_id', message }]);
  }
  return null;
}

const lockerAllocationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    paths.lockerAllocate,
    {
      ...guarded('lockerAllocation.allocate'),
      schema: {
        tags,
        summary: 'Give a locker to a purchase (JSON or multipart)',
        description:
          'Body `{purchase_id, locker_id, status?, allocation_date?}`; status 1 (held, the ' +
          'default) or 0 (history). 409 when the locker or the purchase already holds one.',
        security,
        response: {
          201: writeReplySchema(lockerAllocationSchema),
          ...errors,
          415: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const { fields } = await readBody(request);
      const input = parseFields(lockerAllocateSchema, fields);
      const institutionId = await purchaseInstitution(request, app.db, input.purchase_id);
      const status = input.status ?? 1;
      await lockerFor(app.db, input.locker_id, institutionId, status === 1);
      if (status === 1) {
        const taken = await activeConflict(app.db, input.purchase_id, input.locker_id);
        if (taken) throw taken;
      }
      try {
        const sent = await app.db.transaction(async (trx) => {
          const tx = trx as unknown as Db;
          await claimKey(tx, request);
          const [created] = await tx
            .insert(lockerAllocations)
            .values({
              purchase_id: input.purchase_id,
              locker_id: input.locker_id,
              status,
              allocation_date: input.allocation_date ? new Date(input.allocation_date) : new Date(),
            })
            .returning();
          await recordAudit(tx, auditSource(request), {
            resource: 'locker-allocations',
            action: 'create',
            record_id: created.id,
            institution_id: institutionId,
            after: created,
          });
          const outcome = {
            status: 'success' as const,
            message: ALLOCATION_MESSAGES.allocated,
            data: wire(created),
          };
          await keepOutcome(tx, request, 201, outcome);
          return outcome;
        });
        return reply.code(201).send(sent);
      } catch (error) {
        if (error instanceof KeptOutcome) return sendKept(request, reply, error.kept);
        if (!isUniqueViolation(error)) throw error;
        // Another door gave it between the check and the insert.
        throw (
          (await activeConflict(app.db, input.purchase_id, input.locker_id)) ??
          conflict(ALLOCATION_MESSAGES.lockerTaken)
        );
      }
    },
  );

  /** The allocation of the path, or 404; another institution's for roles 2/3 -> 403. */
  async function allocationInScope(request: FastifyRequest, id: number) {
    const [row] = await app.db
      .select()
      .from(lockerAllocations)
      .where(eq(lockerAllocations.id, id))
      .limit(1);
    if (!row) throw notFound(ALLOCATION_MESSAGES.notFound);
    const institutionId = await purchaseInstitution(request, app.db, row.purchase_id);
    return { row, institutionId };
  }

  app.patch(
    paths.lockerAllocationUpdate(':id'),
    {
      ...guarded('lockerAllocation.update'),
      schema: {
        tags,
        summary: 'Move an allocation to another locker, or free it (status 0)',
        security,
        params: z.object({ id: positiveIdParam('id') }),
        response: {
          200: writeReplySchema(lockerAllocationSchema),
          ...errors,
          415: errorReplySchema,
        },
      },
    },
    async (request) => {
      const { fields } = await readBody(request);
      const { row, institutionId } = await allocationInScope(request, request.params.id);
      const input = parseFields(lockerAllocationUpdateSchema, fields);
      const lockerId = input.locker_id ?? row.locker_id;
      const status = input.status ?? row.status;
      // Giving: a move to another locker, or an allocation made active again.
      const giving = status === 1 && (lockerId !== row.locker_id || row.status !== 1);
      if (input.locker_id !== undefined || giving) {
        await lockerFor(app.db, lockerId, institutionId, giving);
      }
      if (status === 1) {
        const taken = await activeConflict(app.db, row.purchase_id, lockerId, row.id);
        if (taken) throw taken;
      }
      try {
        const updated = await app.db.transaction(async (trx) => {
          const tx = trx as unknown as Db;
          const [next] = await tx
            .update(lockerAllocations)
            .set({ locker_id: lockerId, status })
            .where(eq(lockerAllocations.id, row.id))
            .returning();
          if (next) {
            await recordAudit(tx, auditSource(request), {
              resource: 'locker-allocations',
              action: 'update',
              record_id: row.id,
              institution_id: institutionId,
              before: row,
              after: next,
            });
          }
          return next;
        });
        return {
          status: 'success' as const,
          message: ALLOCATION_MESSAGES.updated,
          data: wire(updated),
        };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw conflict(ALLOCATION_MESSAGES.lockerTaken);
      }
    },
  );

  app.delete(
    paths.lockerAllocationDelete(':id'),
    {
      ...guarded('lockerAllocation.delete'),
      schema: {
        tags,
        summary: 'Delete an allocation (204); freeing it (update, status 0) keeps the history',
        security,
        params: z.object({ id: positiveIdParam('id') }),
        response: { 204: z.null().describe('No content'), ...errors },
      },
    },
    async (request, reply) => {
      const { row, institutionId } = await allocationInScope(request, request.params.id);
      await app.db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        await tx.delete(lockerAllocations).where(eq(lockerAllocations.id, row.id));
        await recordAudit(tx, auditSource(request), {
          resource: 'locker-allocations',
          action: 'delete',
          record_id: row.id,
          institution_id: institutionId,
          before: row,
        });
      });
      return reply.code(204).send(null);
    },
  );
};

export default lockerAllocationRoutes;
