/**
 * Bulk enable / disable (issue 59): `PATCH locker/bulk-status` and `PATCH institute/bulk-status`,
 * body `{ids, status}`. One request, one transaction: every record changes or none does. The
 * same policy and scope as the one-by-one edit (an Institutional Admin's lockers of its own
 * institution only; institution status is the System Admin's), and one audit entry per record
 * that changed, as its own edit would write.
 */
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BULK_MESSAGES,
  bulkResultSchema,
  bulkStatusSchema,
  type BulkStatusInput,
  paths,
  writeReplySchema,
} from '../../contract';
import { auditSource, recordAudit } from '../audit/record';
import { assertInstitution } from '../auth/guard';
import { guarded } from '../auth/policy';
import type { Db } from '../db/client';
import { institutions, lockers } from '../db/schema';
import { notFound } from '../errors';
import { parseFields, readBody } from '../http/body';
import { errorReplies } from '../http/openapi';

const security = [{ bearerAuth: [] }];
const response = {
  200: writeReplySchema(bulkResultSchema),
  ...errorReplies(400, 401, 403, 404),
};

const missing = (ids: readonly number[], found: readonly number[]) =>
  ids.filter((id) => !found.includes(id));

/** What differs between the two bulk routes: the table, its id, and the institution of a row. */
interface StatusTable<Row extends { status: number }> {
  resource: 'lockers' | 'institutions';
  select(tx: Db, ids: number[]): Promise<Row[]>;
  update(tx: Db, ids: number[], status: number): Promise<Row[]>;
  idOf(row: Row): number;
  institutionOf(row: Row): number;
}

/**
 * Locks the rows, refuses unknown ids (404) and, for roles 2/3, another institution's rows (403)
 * before anything changes, then changes the rows whose status differs and audits each of them as
 * its own edit would. Returns how many changed.
 */
async function bulkSetStatus<Row extends { status: number }>(
  app: FastifyInstance,
  request: FastifyRequest,
  table: StatusTable<Row>,
  input: BulkStatusInput,
): Promise<number> {
  return app.db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const rows = await table.select(tx, input.ids);
    const unknown = missing(input.ids, rows.map(table.idOf));
    if (unknown.length > 0) throw notFound(BULK_MESSAGES.notFound(unknown));
    for (const row of rows) assertInstitution(request, table.institutionOf(row));
    const changing = rows.filter((r) => r.status !== input.status);
    if (changing.length === 0) return 0;
    const after = await table.update(tx, changing.map(table.idOf), input.status);
    for (const next of after) {
      const before = changing.find((r) => table.idOf(r) === table.idOf(next))!;
      await recordAudit(tx, auditSource(request), {
        resource: table.resource,
        action: 'update',
        record_id: table.idOf(next),
        institution_id: table.institutionOf(next),
        before: { status: before.status },
        after: { status: next.status },
      });
    }
    return after.length;
  });
}

// Locked for the transaction, so what is checked is what is changed.
const lockerTable: StatusTable<typeof lockers.$inferSelect> = {
  resource: 'lockers',
  select: (tx, ids) => tx.select().from(lockers).where(inArray(lockers.id, ids)).for('update'),
  update: (tx, ids, status) =>
    tx.update(lockers).set({ status }).where(inArray(lockers.id, ids)).returning(),
  idOf: (row) => row.id,
  institutionOf: (row) => row.institution_id,
};

const institutionTable: StatusTable<typeof institutions.$inferSelect> = {
  resource: 'institutions',
  select: (tx, ids) =>
    tx.select().from(institutions).where(inArray(institutions.institution_id, ids)).for('update'),
  update: (tx, ids, status) =>
    tx
      .update(institutions)
      .set({ status })
      .where(inArray(institutions.institution_id, ids))
      .returning(),
  idOf: (row) => row.institution_id,
  institutionOf: (row) => row.institution_id,
};

const bulkStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const handler =
    <Row extends { status: number }>(table: StatusTable<Row>) =>
    async (request: FastifyRequest) => {
      const { fields } = await readBody(request);
      const input = parseFields(bulkStatusSchema, fields);
      const updated = await bulkSetStatus(app, request, table, input);
      return {
        status: 'success' as const,
        message: BULK_MESSAGES.updated(updated),
        data: { updated },
      };
    };

  app.patch(
    paths.lockerBulkStatus,
    {
      ...guarded('locker.bulkStatus'),
      schema: {
        tags: ['lockers'],
        summary: 'Enable or disable several lockers at once: all of them or none',
        description:
          'Body `{ids: [locker ids], status: 0 | 1}` (JSON). 404 naming the unknown ids, 403 when ' +
          "one is another institution's (Institutional Admin); then nothing changes.",
        security,
        response,
      },
    },
    handler(lockerTable),
  );

  app.patch(
    paths.institutionBulkStatus,
    {
      ...guarded('institute.bulkStatus'),
      schema: {
        tags: ['institutions'],
        summary: 'Enable or disable several institutions at once: all of them or none',
        description:
          'Body `{ids: [institution ids], status: 0 | 1}` (JSON). 404 naming the unknown ids.',
        security,
        response,
      },
    },
    handler(institutionTable),
  );
};

export default bulkStatusRoutes;
