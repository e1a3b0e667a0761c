/**
 * `GET audit/list` (issue 44): the audit history, newest first, paged like every list. System
 * Admins read every entry; Institutional Admins only those of their own institution (asking for
 * another one is 403). Entries are written by server/audit/record.ts and can never be changed or
 * deleted: no route does, and the table's trigger refuses it (migration 0007).
 */
import { and, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUDIT_ACTIONS,
  AUDIT_RESOURCES,
  auditEntrySchema,
  auditListQuerySchema,
  isCalendarDay,
  looseId,
  paths,
  queryFilter,
  readReplySchema,
  type AuditEntry,
} from '../../contract';
import { AUTH_MESSAGES, institutionScope } from '../auth/guard';
import { guarded } from '../auth/policy';
import { listTotal } from '../db/listTotal';
import { auditLog, type AuditLogRow } from '../db/schema';
import { badRequest, forbidden } from '../errors';
import { parseFields } from '../http/body';
import { listQuery, listReply, paginate } from '../http/list';
import { errorReplies } from '../http/openapi';

export const AUDIT_LIST_MESSAGES = {
  when: (field: string) => `${field} must be a date (YYYY-MM-DD) or an ISO 8601 date and time`,
  fromAfterTo: 'from must not be after to',
} as const;

/** Documented for /api/docs; the route reads the raw values (filters must not be stripped). */
const listQuerystring = z.looseObject({
  page: z.string().optional(),
  pageSize: z.string().optional(),
  sort: z.string().optional().describe('at (the default, newest first) or id'),
  order: z.enum(['asc', 'desc']).optional(),
  q: z.string().optional().describe("searched in the user's e-mail and the record's id"),
  user_id: queryFilter,
  resource: queryFilter.describe(AUDIT_RESOURCES.join(', ')),
  record_id: queryFilter,
  action: queryFilter.describe(AUDIT_ACTIONS.join(', ')),
  institution_id: queryFilter.describe('Institutional Admins: only their own (else 403)'),
  from: z.string().optional().describe('YYYY-MM-DD (from that day on, UTC) or an ISO 8601 time'),
  to: z.string().optional().describe('YYYY-MM-DD (up to that whole day, UTC) or an ISO 8601 time'),
});

const ISO_TIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

const fieldError = (field: string, message: string) =>
  badRequest(`${field}: ${message}`, [{ field, message }]);

/**
 * A `from` or `to` bound as an instant: a day is its start (`from`) or the start of the next day
 * (`to`, compared with `<`, so the whole day is in); an ISO time is itself (both inclusive).
 */
function bound(field: 'from' | 'to', value: string | undefined) {
  if (value === undefined || value.trim() === '') return undefined;
  const text = value.trim();
  if (isCalendarDay(text)) {
    const start = new Date(`${text}T00:00:00.000Z`);
    if (field === 'from') return { at: start, exclusive: false };
    return { at: new Date(start.getTime() + 24 * 60 * 60 * 1000), exclusive: true };
  }
  const time = ISO_TIME_RE.test(text) ? new Date(text) : null;
  if (!time || Number.isNaN(time.getTime()))
    throw fieldError(field, AUDIT_LIST_MESSAGES.when(field));
  return { at: time, exclusive: false };
}

/** A query value as one string: repeated keys arrive as an array. */
const oneString = (value: unknown): string | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value.join(',') : String(value);

function toWire(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    user_id: row.user_id,
    user_email: row.user_email,
    user_role: row.user_role,
    institution_id: row.institution_id,
    resource: row.resource as AuditEntry['resource'],
    record_id: row.record_id,
    action: row.action as AuditEntry['action'],
    changes: row.changes ?? {},
    ip: row.ip,
  };
}

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    paths.auditList,
    {
      ...guarded('audit.list'),
      schema: {
        tags: ['audit'],
        summary:
          "The audit history, newest first: every entry (System Admin) or the own institution's (Institutional Admin)",
        security: [{ bearerAuth: [] }],
        querystring: listQuerystring,
        response: {
          200: readReplySchema(z.array(auditEntrySchema)),
          ...errorReplies(400, 401, 403),
        },
      },
    },
    async (request) => {
      const raw = request.query as Record<string, unknown>;
      // The contract's schema first: a wrong value is a 400 naming its field.
      const query = parseFields(auditListQuerySchema, {
        ...Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, oneString(v)])),
        // Lists (`user_id=1,2`) are checked one value at a time by the filters below.
        user_id: undefined,
        institution_id: undefined,
      });
      const lq = listQuery(raw, {
        ceiling: app.appConfig.unpagedListMax,
        sortable: { at: auditLog.at, id: auditLog.id },
        searchable: [auditLog.user_email, auditLog.record_id],
        defaultSort: 'at',
        defaultOrder: 'desc',
        tiebreak: auditLog.id,
        filters: {
          user_id: { column: auditLog.user_id, parse: looseId },
          resource: { column: auditLog.resource, parse: z.enum(AUDIT_RESOURCES) },
          record_id: { column: auditLog.record_id, parse: z.string().max(64) },
          action: { column: auditLog.action, parse: z.enum(AUDIT_ACTIONS) },
          institution_id: { column: auditLog.institution_id, parse: looseId },
        },
      });

      const scope = institutionScope(request.user);
      if (scope !== null) {
        const asked = (oneString(raw.institution_id) ?? '')
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean);
        if (asked.some((v) => Number(v) !== scope)) {
          throw forbidden(AUTH_MESSAGES.wrongInstitution);
        }
      }

      const from = bound('from', query.from);
      const to = bound('to', query.to);
      if (from && to && from.at.getTime() > to.at.getTime() - (to.exclusive ? 1 : 0)) {
        throw fieldError('from', AUDIT_LIST_MESSAGES.fromAfterTo);
      }
      const conditions: (SQL | undefined)[] = [
        scope === null ? undefined : eq(auditLog.institution_id, scope),
        lq.where,
        from ? gte(auditLog.at, from.at) : undefined,
        to ? (to.exclusive ? lt(auditLog.at, to.at) : lte(auditLog.at, to.at)) : undefined,
      ];
      const where = and(...conditions.filter((c): c is SQL => c !== undefined));

      const rows = await paginate(
        app.db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(...lq.orderBy)
          .$dynamic(),
        lq,
      );
      if (!lq.paged) return listReply(rows.map(toWire), rows.length, lq);
      // The history only grows: past a few thousand matching entries the total is an estimate.
      const counted = await listTotal(app.db, () =>
        app.db.select({ id: auditLog.id }).from(auditLog).where(where).$dynamic(),
      );
      const reply = listReply(rows.map(toWire), counted.total, lq);
      return counted.estimated && reply.meta
        ? { ...reply, meta: { ...reply.meta, totalIsEstimate: true } }
        : reply;
    },
  );
};

export default auditRoutes;
