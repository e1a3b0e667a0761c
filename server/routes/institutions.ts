/**
 * `institute/*` (SPEC.md §7) except `institute/{id}/ticketlist` (routes/tickets.ts).
 * Who may call each one: server/auth/policy.ts; which rows: the institution scope (roles 2 and 3
 * reach only their own institution, role 0 only active ones). Rules and decisions:
 * docs/resources/institutions.md.
 */
import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COVER_PHOTO_FIELD,
  INSTITUTION_MESSAGES,
  institutionCreateSchema,
  institutionDeleteQuerySchema,
  institutionSchema,
  institutionUpdateSchema,
  paths,
  queryFilter,
  readReplySchema,
  ROLES,
  STATUS,
  staleReplySchema,
  writeReplySchema,
  type InstitutionUpdateInput,
} from '../../contract';
import { auditSource, recordAudit, type AuditSource } from '../audit/record';
import { assertInstitution, institutionScope } from '../auth/guard';
import { guarded } from '../auth/policy';
import { endInstitutionSessions } from '../auth/sessions';
import type { Db } from '../db/client';
import {
  institutions,
  lockerAllocations,
  lockers,
  purchases,
  ticketTypes,
  users,
  type InstitutionRow,
} from '../db/schema';
import { conflict, notFound } from '../errors';
import {
  fieldHttpError,
  idParam,
  parseFields,
  readBody,
  type RequestBody,
  type UploadedFile,
} from '../http/body';
import { claimKey, keepOutcome, KeptOutcome, sendKept } from '../http/idempotency';
import { listJson, listQuery, paginate, sendJson } from '../http/list';
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
import {
  selectInstitutionRow,
  toInstitutionWire,
  writeInstitution,
} from '../serializers/institution';
import {
  DATA_URL_BODY_LIMIT,
  fileFromDataUrl,
  removeUpload,
  storeImage,
  uploadsDirOf,
} from '../uploads/images';

export const INSTITUTION_REPLY_MESSAGES = {
  notFound: 'Institution not found',
  created: 'Institution created successfully',
  updated: 'Institution updated successfully',
  hasPurchases: (name: string, count: number) =>
    `${name} has ${count} purchase${count === 1 ? '' : 's'}: delete refused`,
} as const;

/**
 * 409 naming `email` when another institution has this e-mail in any letter case: two venues
 * sharing one address cannot be told apart by their contact (docs/resources/institutions.md).
 */
async function assertInstitutionEmailFree(db: Db, email: string, exceptId?: number) {
  const same = sql`lower(${institutions.email}) = ${email.toLowerCase()}`;
  const [taken] = await db
    .select({ id: institutions.institution_id })
    .from(institutions)
    .where(exceptId ? and(same, ne(institutions.institution_id, exceptId)) : same)
    .limit(1);
  if (taken) throw fieldHttpError(409, 'email', INSTITUTION_MESSAGES.emailTaken);
}

const TAG = ['institutions'];
const SECURITY = [{ bearerAuth: [] }];
const idParams = z.object({ id: idParam });
const oneReply = readReplySchema(institutionSchema);
const writeReply = writeReplySchema(institutionSchema);

/** Documented for /api/docs; listQuery reads the raw values (filters must not be stripped). */
const listQuerystring = z.looseObject({
  page: z.string().optional(),
  pageSize: z.string().optional(),
  sort: z.string().optional().describe('name, email, phone, address, status or institution_id'),
  order: z.enum(['asc', 'desc']).optional(),
  q: z.string().optional().describe('searched in name, e-mail, phone, address and details'),
  status: queryFilter.describe('0 or 1 (a list such as 0,1 is accepted)'),
});

const statusFilter = z.coerce
  .number({ error: INSTITUTION_MESSAGES.status })
  .int()
  .refine((n) => n === STATUS.ACTIVE || n === STATUS.DISABLED, INSTITUTION_MESSAGES.status);

/** Rows a user may list: all (1), its own institution (2, 3), the active ones (0). */
function visibleCondition(request: FastifyRequest): SQL | undefined {
  if (request.user.role === ROLES.APP_USER) return eq(institutions.status, STATUS.ACTIVE);
  const scope = institutionScope(request.user);
  return scope === null ? undefined : eq(institutions.institution_id, scope);
}

/**
 * The institution named in the path, or 404; then 403 when a role 2/3 user names another one.
 * Role 0 sees a disabled institution as missing: it is not part of the public catalogue.
 */
async function loadVisible(request: FastifyRequest, id: number): Promise<InstitutionRow> {
  const row = await selectInstitutionRow(request.server.db, id);
  if (!row) throw notFound(INSTITUTION_REPLY_MESSAGES.notFound);
  if (request.user.role === ROLES.APP_USER) {
    if (row.status !== STATUS.ACTIVE) throw notFound(INSTITUTION_REPLY_MESSAGES.notFound);
    return row;
  }
  assertInstitution(request, id);
  return row;
}

type CoverChange = { kind: 'keep' } | { kind: 'clear' } | { kind: 'file'; file: UploadedFile };

/**
 * What the body asks for the cover photo: a multipart file, a JSON data URL, '' / null to remove
 * it, or the stored URL sent back unchanged (a JSON client echoing the record).
 */
function coverChange({ fields, files }: RequestBody, current: string | null): CoverChange {
  const file = files[COVER_PHOTO_FIELD];
  if (file) return { kind: 'file', file };
  const value = fields[COVER_PHOTO_FIELD];
  if (value === undefined) return { kind: 'keep' };
  if (value === null || value === '') return { kind: 'clear' };
  if (typeof value === 'string' && value.trim().toLowerCase().startsWith('data:')) {
    return { kind: 'file', file: fileFromDataUrl(COVER_PHOTO_FIELD, value) };
  }
  if (typeof value === 'string' && current !== null && value === current) return { kind: 'keep' };
  throw fieldHttpError(400, COVER_PHOTO_FIELD, INSTITUTION_MESSAGES.coverPhotoValue);
}

/** Purchases that would be lost: of its ticket types, or holding one of its lockers. */
async function countPurchases(db: Db, institutionId: number): Promise<number> {
  const ticketIds = db
    .select({ id: ticketTypes.ticket_id })
    .from(ticketTypes)
    .where(eq(ticketTypes.institution_id, institutionId));
  const allocatedPurchaseIds = db
    .select({ id: lockerAllocations.purchase_id })
    .from(lockerAllocations)
    .innerJoin(lockers, eq(lockers.id, lockerAllocations.locker_id))
    .where(eq(lockers.institution_id, institutionId));
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(purchases)
    .where(
      or(
        inArray(purchases.ticket_id, ticketIds),
        inArray(purchases.purchase_id, allocatedPurchaseIds),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Removes an institution and everything that belongs to it, in one transaction: locker
 * allocations (of its lockers or its purchases), purchases of its ticket types, ticket types,
 * lockers; its users stay but lose the institution, and roles 2/3 become App Users (0) so no
 * one keeps an institution role without an institution.
 */
async function deleteInstitutionTree(
  db: Db,
  current: InstitutionRow,
  audit: AuditSource,
): Promise<void> {
  const institutionId = current.institution_id;
  await db.transaction(async (tx) => {
    const ticketIds = tx
      .select({ id: ticketTypes.ticket_id })
      .from(ticketTypes)
      .where(eq(ticketTypes.institution_id, institutionId));
    const lockerIds = tx
      .select({ id: lockers.id })
      .from(lockers)
      .where(eq(lockers.institution_id, institutionId));
    const purchaseIds = tx
      .select({ id: purchases.purchase_id })
      .from(purchases)
      .where(inArray(purchases.ticket_id, ticketIds));
    await tx
      .delete(lockerAllocations)
      .where(
        or(
          inArray(lockerAllocations.locker_id, lockerIds),
          inArray(lockerAllocations.purchase_id, purchaseIds),
        ),
      );
    await tx.delete(purchases).where(inArray(purchases.ticket_id, ticketIds));
    await tx.delete(ticketTypes).where(eq(ticketTypes.institution_id, institutionId));
    await tx.delete(lockers).where(eq(lockers.institution_id, institutionId));
    // Its users lose their institution (and roles 2 and 3 their role): their sessions end.
    await endInstitutionSessions(tx as unknown as Db, institutionId, 'institution');
    await tx
      .update(users)
      .set({
        institution_id: null,
        role: sql`case when ${users.role} in (${ROLES.INSTITUTIONAL_ADMIN}, ${ROLES.INSTITUTIONAL_STAFF}) then ${ROLES.APP_USER} else ${users.role} end`,
      })
      .where(eq(users.institution_id, institutionId));
    await tx.delete(institutions).where(eq(institutions.institution_id, institutionId));
    await recordAudit(tx as unknown as Db, audit, {
      resource: 'institutions',
      action: 'delete',
      record_id: institutionId,
      institution_id: institutionId,
      before: current,
    });
  });
}

/** PostgreSQL foreign-key violation (drizzle may wrap the driver error in `cause`). */
const isForeignKeyViolation = (error: unknown): boolean => {
  const err = error as { code?: string; cause?: { code?: string } } | null;
  return err?.code === '23503' || err?.cause?.code === '23503';
};

/** Stores the new cover (after every other check passed) and returns its URL. */
async function storeCover(app: FastifyInstance, change: CoverChange): Promise<string | null> {
  return change.kind === 'file' ? storeImage(uploadsDirOf(app), change.file, 'covers') : null;
}

const changedValues = (input: InstitutionUpdateInput) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<
    Record<keyof InstitutionUpdateInput, unknown>
  >;

const institutionRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploadsDir = uploadsDirOf(app);

  app.get(
    paths.institutionList,
    {
      ...guarded('institute.list'),
      schema: {
        tags: TAG,
        summary: 'Institutions: all (1), own (2, 3), active ones (0)',
        security: SECURITY,
        querystring: listQuerystring,
        response: {
          200: readReplySchema(z.array(institutionSchema)),
          ...errorReplies(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const lq = listQuery(request.query, {
        ceiling: app.appConfig.unpagedListMax,
        sortable: {
          institution_id: institutions.institution_id,
          name: institutions.name,
          email: institutions.email,
          phone: institutions.phone,
          address: institutions.address,
          status: institutions.status,
        },
        searchable: [
          institutions.name,
          institutions.email,
          institutions.phone,
          institutions.address,
          institutions.details,
        ],
        defaultSort: 'institution_id',
        filters: { status: { column: institutions.status, parse: statusFilter } },
      });
      const where = and(visibleCondition(request), lq.where);
      const rows = await paginate(
        app.db
          .select()
          .from(institutions)
          .where(where)
          .orderBy(...lq.orderBy)
          .$dynamic(),
        lq,
      );
      let total = rows.length;
      if (lq.paged) {
        const [counted] = await app.db
          .select({ n: sql<number>`count(*)::int` })
          .from(institutions)
          .where(where);
        total = Number(counted?.n ?? 0);
      }
      const items = rows.map((row) => writeInstitution(toInstitutionWire(row)));
      return sendJson(reply, listJson(items, total, lq));
    },
  );

  app.get(
    paths.institution(':id'),
    {
      ...guarded('institute.read'),
      schema: {
        tags: TAG,
        summary: 'One institution',
        security: SECURITY,
        params: idParams,
        response: {
          200: oneReply,
          ...errorReplies(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const row = await loadVisible(request, request.params.id);
      sendVersion(reply, row.version);
      return { status: 'success' as const, data: toInstitutionWire(row) };
    },
  );

  app.post(
    paths.institutionCreate,
    {
      ...guarded('institute.create'),
      bodyLimit: DATA_URL_BODY_LIMIT,
      schema: {
        tags: TAG,
        summary: 'Create an institution (multipart with file cover_photo, or JSON)',
        security: SECURITY,
        consumes: ['multipart/form-data', 'application/json'],
        response: {
          201: writeReply,
          ...errorReplies(400, 401, 403, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const body = await readBody(request);
      const input = parseFields(institutionCreateSchema, body.fields);
      const change = coverChange(body, null);
      await assertInstitutionEmailFree(app.db, input.email);
      const cover = await storeCover(app, change);
      let sent;
      try {
        sent = await app.db.transaction(async (trx) => {
          const tx = trx as unknown as Db;
          await claimKey(tx, request);
          const [created] = await tx
            .insert(institutions)
            .values({
              name: input.name,
              email: input.email,
              phone: input.phone,
              address: input.address ?? null,
              map_location: input.map_location ?? null,
              status: input.status ?? STATUS.ACTIVE,
              details: input.details ?? null,
              video_link: input.video_link ?? null,
              cover_photo: cover,
            })
            .returning();
          await recordAudit(tx, auditSource(request), {
            resource: 'institutions',
            action: 'create',
            record_id: created.institution_id,
            institution_id: created.institution_id,
            after: created,
          });
          const outcome = {
            status: 'success' as const,
            message: INSTITUTION_REPLY_MESSAGES.created,
            data: toInstitutionWire(created),
          };
          await keepOutcome(tx, request, 201, outcome);
          return outcome;
        });
      } catch (error) {
        await removeUpload(uploadsDir, cover);
        if (error instanceof KeptOutcome) return sendKept(request, reply, error.kept);
        throw error;
      }
      return reply.code(201).send(sent);
    },
  );

  app.patch(
    paths.institutionUpdate(':id'),
    {
      ...guarded('institute.update'),
      bodyLimit: DATA_URL_BODY_LIMIT,
      schema: {
        tags: TAG,
        summary: 'Update an institution: only the fields sent change; "" clears an optional one',
        security: SECURITY,
        consumes: ['multipart/form-data', 'application/json'],
        params: idParams,
        response: {
          200: writeReply,
          ...errorReplies(400, 401, 403, 404, 413, 415),
          409: staleReplySchema(institutionSchema),
        },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const current = await selectInstitutionRow(app.db, id);
      if (!current) throw notFound(INSTITUTION_REPLY_MESSAGES.notFound);
      assertInstitution(request, id);
      const expected = expectedVersions(request);
      const stale = async () => {
        const now = await selectInstitutionRow(app.db, id);
        if (!now) return notFound(INSTITUTION_REPLY_MESSAGES.notFound);
        return staleVersion(toInstitutionWire(now), now.version);
      };
      if (isStale(expected, current.version)) throw await stale();

      const body = await readBody(request);
      const input = parseFields(institutionUpdateSchema, body.fields);
      if (
        input.status !== undefined &&
        input.status !== current.status &&
        request.user.role !== ROLES.SYSTEM_ADMIN
      ) {
        throw fieldHttpError(403, 'status', INSTITUTION_MESSAGES.statusRoleOnly);
      }
      const change = coverChange(body, current.cover_photo);
      if (input.email !== undefined) await assertInstitutionEmailFree(app.db, input.email, id);
      const values: Partial<InstitutionRow> = changedValues(input) as Partial<InstitutionRow>;
      const newCover = await storeCover(app, change);
      if (change.kind !== 'keep') values.cover_photo = newCover;

      let row = current;
      if (Object.keys(values).length > 0) {
        try {
          const updated = await app.db.transaction(async (trx) => {
            const tx = trx as unknown as Db;
            const [next] = await tx
              .update(institutions)
              .set({ ...values, version: nextVersion(institutions.version) })
              .where(
                and(
                  eq(institutions.institution_id, id),
                  versionCondition(institutions.version, expected),
                ),
              )
              .returning();
            if (!next && expected !== undefined) throw new StaleWrite();
            if (next) {
              await recordAudit(tx, auditSource(request), {
                resource: 'institutions',
                action: 'update',
                record_id: id,
                institution_id: id,
                before: current,
                after: next,
              });
            }
            return next;
          });
          row = updated;
        } catch (error) {
          await removeUpload(uploadsDir, newCover);
          if (error instanceof StaleWrite) throw await stale();
          throw error;
        }
        if (!row) throw notFound(INSTITUTION_REPLY_MESSAGES.notFound);
        if (change.kind !== 'keep' && current.cover_photo !== row.cover_photo) {
          await removeUpload(uploadsDir, current.cover_photo);
        }
      }
      sendVersion(reply, row.version);
      return {
        status: 'success' as const,
        message: INSTITUTION_REPLY_MESSAGES.updated,
        data: toInstitutionWire(row),
      };
    },
  );

  app.delete(
    paths.institutionDelete(':id'),
    {
      ...guarded('institute.delete'),
      schema: {
        tags: TAG,
        summary:
          'Delete an institution (204). 409 while it has purchases, unless ?force=true (System Admin)',
        security: SECURITY,
        params: idParams,
        querystring: institutionDeleteQuerySchema,
        response: {
          204: z.null().describe('No content'),
          ...errorReplies(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const current = await selectInstitutionRow(app.db, id);
      if (!current) throw notFound(INSTITUTION_REPLY_MESSAGES.notFound);
      assertInstitution(request, id);
      const forced =
        ['true', '1'].includes(request.query.force ?? '') &&
        request.user.role === ROLES.SYSTEM_ADMIN;

      const refuse = async () => {
        const count = await countPurchases(app.db, id);
        return conflict(INSTITUTION_REPLY_MESSAGES.hasPurchases(current.name, count));
      };
      if (!forced && (await countPurchases(app.db, id)) > 0) throw await refuse();
      try {
        await deleteInstitutionTree(app.db, current, auditSource(request));
      } catch (error) {
        // A purchase made between the count and the delete: refuse rather than fail.
        if (isForeignKeyViolation(error)) throw await refuse();
        throw error;
      }
      await removeUpload(uploadsDir, current.cover_photo);
      return reply.code(204).send(null);
    },
  );
};

export default institutionRoutes;
