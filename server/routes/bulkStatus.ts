/**
 * Bulk enable / disable (issue 59): `PATCH locker/bulk-status` and `PATCH institute/bulk-status`,
 * body `{ids, status}`. One request, one transaction: every record changes or none does. The
 * same policy and scope as the one-by-one edit (an Institutional Admin's lockers of its own
 * institution only; institution status is the System Admin's), and one audit entry per record
 * that changed, as its own edit would write.
 */
import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BULK_MESSAGES,
  bulkResultSchema,
  bulkStatusSchema,
  errorReplySchema,
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

const security = [{ bearerAuth: [] }];
const response = {
  200: writeReplySchema(bulkResultSchema),
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
};

const missing = (ids: readonly number[], found: readonly number[]) =>
  ids.filter((id) => !found.includes(id));

const bulkStatusRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => {
      const { fields } = await readBody(request);
      const input = parseFields(bulkStatusSchema, fields);
      const updated = await app.db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        // Locked for the transaction, so what is checked is what is changed.
        const rows = await tx
          .select()
          .from(lockers)
          .where(inArray(lockers.id, input.ids))
          .for('update');
        const unknown = missing(
          input.ids,
          rows.map((r) => r.id),
        );
        if (unknown.length > 0) throw notFound(BULK_MESSAGES.notFound(unknown));
        for (const row of rows) assertInstitution(request, row.institution_id);
        const changing = rows.filter((r) => r.status !== input.status);
        if (changing.length === 0) return 0;
        const after = await tx
          .update(lockers)
          .set({ status: input.status })
          .where(
            inArray(
              lockers.id,
              changing.map((r) => r.id),
            ),
          )
          .returning();
        for (const next of after) {
          const before = changing.find((r) => r.id === next.id)!;
          await recordAudit(tx, auditSource(request), {
            resource: 'lockers',
            action: 'update',
            record_id: next.id,
            institution_id: next.institution_id,
            before: { status: before.status },
            after: { status: next.status },
          });
        }
        return after.length;
      });
      return {
        status: 'success' as const,
        message: BULK_MESSAGES.updated(updated),
        data: { updated },
      };
    },
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
    async (request) => {
      const { fields } = await readBody(request);
      const input = parseFields(bulkStatusSchema, fields);
      const updated = await app.db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        const rows = await tx
          .select()
          .from(institutions)
          .where(inArray(institutions.institution_id, input.ids))
          .for('update');
        const unknown = missing(
          input.ids,
          rows.map((r) => r.institution_id),
        );
        if (unknown.length > 0) throw notFound(BULK_MESSAGES.notFound(unknown));
        const changing = rows.filter((r) => r.status !== input.status);
        if (changing.length === 0) return 0;
        const after = await tx
          .update(institutions)
          .set({ status: input.status })
          .where(
            inArray(
              institutions.institution_id,
              changing.map((r) => r.institution_id),
            ),
          )
          .returning();
        for (const next of after) {
          const before = changing.find((r) => r.institution_id === next.institution_id)!;
          await recordAudit(tx, auditSource(request), {
            resource: 'institutions',
            action: 'update',
            record_id: next.institution_id,
            institution_id: next.institution_id,
            before: { status: before.status },
            after: { status: next.status },
          });
        }
        return after.length;
      });
      return {
        status: 'success' as const,
        message: BULK_MESSAGES.updated(updated),
        data: { updated },
      };
    },
  );
};

export default bulkStatusRoutes;
