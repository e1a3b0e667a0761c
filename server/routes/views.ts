/**
 * Saved list views (issue 59): `GET views?list=`, `POST views`, `PATCH views/{id}`,
 * `DELETE views/{id}`. A view is the signed-in user's own: every query is bound to
 * `request.user.user_id`, so another user's view answers 404 whatever the caller's role (a
 * System Admin included: views are preferences, not records to manage). Not audited for the same
 * reason.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorReplySchema,
  messageReplySchema,
  MAX_VIEWS_PER_LIST,
  paths,
  readReplySchema,
  savedViewSchema,
  VIEW_MESSAGES,
  viewCreateSchema,
  viewListQuerySchema,
  viewStateSchema,
  viewUpdateSchema,
  writeReplySchema,
  type SavedView,
} from '../../contract';
import { guarded } from '../auth/policy';
import { savedViews, type SavedViewRow } from '../db/schema';
import { fieldHttpError, isUniqueViolation, notFound } from '../errors';
import { parseFields, positiveIdParam, readBody } from '../http/body';
import { errorReplies } from '../http/openapi';

const security = [{ bearerAuth: [] }];
const tags = ['views'];
const errors = errorReplies(400, 401, 403, 404);
const idParams = z.object({ view_id: positiveIdParam('view_id') });

function toWire(row: SavedViewRow): SavedView {
  return {
    id: row.id,
    list: row.list as SavedView['list'],
    name: row.name,
    // Stored by this route from the same schema; parsed again so a reply always matches it.
    state: viewStateSchema.parse(row.state),
    updated_at: row.updated_at.toISOString(),
  };
}

const nameTaken = () => fieldHttpError(409, 'name', VIEW_MESSAGES.nameTaken);

const viewRoutes: FastifyPluginAsyncZod = async (app) => {
  const own = (userId: number, id: number) =>
    and(eq(savedViews.id, id), eq(savedViews.user_id, userId));

  app.get(
    paths.views,
    {
      ...guarded('views.list'),
      schema: {
        tags,
        summary: "The signed-in user's saved views of one list, by name",
        security,
        querystring: z.looseObject({ list: z.string().optional() }),
        response: { 200: readReplySchema(z.array(savedViewSchema)), ...errors },
      },
    },
    async (request) => {
      const { list } = parseFields(viewListQuerySchema, request.query);
      const rows = await app.db
        .select()
        .from(savedViews)
        .where(and(eq(savedViews.user_id, request.user.user_id), eq(savedViews.list, list)))
        .orderBy(asc(savedViews.name), asc(savedViews.id));
      return { status: 'success' as const, data: rows.map(toWire) };
    },
  );

  app.post(
    paths.views,
    {
      ...guarded('views.create'),
      schema: {
        tags,
        summary: 'Save a view (JSON `{list, name, state}`) for the signed-in user',
        security,
        response: { 201: writeReplySchema(savedViewSchema), ...errors, 409: errorReplySchema },
      },
    },
    async (request, reply) => {
      const { fields } = await readBody(request);
      const input = parseFields(viewCreateSchema, fields);
      const userId = request.user.user_id;
      const [{ n }] = await app.db
        .select({ n: count() })
        .from(savedViews)
        .where(and(eq(savedViews.user_id, userId), eq(savedViews.list, input.list)));
      if (n >= MAX_VIEWS_PER_LIST) throw fieldHttpError(409, 'name', VIEW_MESSAGES.tooMany);
      try {
        const [row] = await app.db
          .insert(savedViews)
          .values({ user_id: userId, list: input.list, name: input.name, state: input.state })
          .returning();
        return reply
          .code(201)
          .send({ status: 'success', message: VIEW_MESSAGES.created, data: toWire(row) });
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },
  );

  app.patch(
    paths.view(':view_id'),
    {
      ...guarded('views.update'),
      schema: {
        tags,
        summary: 'Rename a saved view or replace what it holds (own views only)',
        security,
        params: idParams,
        response: { 200: writeReplySchema(savedViewSchema), ...errors, 409: errorReplySchema },
      },
    },
    async (request) => {
      const { fields } = await readBody(request);
      const input = parseFields(viewUpdateSchema, fields);
      const where = own(request.user.user_id, request.params.view_id);
      try {
        const [row] = await app.db
          .update(savedViews)
          .set({
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.state !== undefined ? { state: input.state } : {}),
            updated_at: new Date(),
          })
          .where(where)
          .returning();
        if (!row) throw notFound(VIEW_MESSAGES.notFound);
        return { status: 'success' as const, message: VIEW_MESSAGES.updated, data: toWire(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },
  );

  app.delete(
    paths.view(':view_id'),
    {
      ...guarded('views.delete'),
      schema: {
        tags,
        summary: 'Delete a saved view (own views only)',
        security,
        params: idParams,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => {
      const [row] = await app.db
        .delete(savedViews)
        .where(own(request.user.user_id, request.params.view_id))
        .returning({ id: savedViews.id });
      if (!row) throw notFound(VIEW_MESSAGES.notFound);
      return { status: 'success' as const, message: VIEW_MESSAGES.deleted };
    },
  );
};

export default viewRoutes;
