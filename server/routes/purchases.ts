/**
 * `GET purchase/list` (role 1), `GET purchase/list/institute/{id}` (role 1; roles 2 and 3 their
 * own institution) and `GET purchase/{id}` (role 1; roles 2 and 3 their institution's; role 0 its
 * own). Read only. An empty list is `data: []` with 200 (the legacy 404 was a defect).
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorReplySchema,
  paths,
  purchaseFilterSchemas,
  purchaseListQuerySchema,
  purchaseSchema,
  readReplySchema,
  ROLES,
} from '../../contract';
import { assertInstitution } from '../auth/guard';
import { guarded } from '../auth/policy';
import type { Db } from '../db/client';
import { institutions, lockerAllocations, purchases, ticketTypes, users } from '../db/schema';
import { forbidden, notFound } from '../errors';
import { positiveIdParam } from '../http/body';
import { listQuery, listReply, paginate } from '../http/list';
import {
  purchaseColumns,
  purchaseJoins,
  toPurchaseWire,
  type PurchaseRow,
} from '../serializers/purchase';

export const PURCHASE_MESSAGES = {
  notFound: 'Purchase not found',
  institutionNotFound: 'Institution not found',
} as const;

const listOptions = {
  sortable: {
    purchase_id: purchases.purchase_id,
    purchase_date: purchases.purchase_date,
    ticket_date: purchases.ticket_date,
    price_amount: purchases.price_amount,
    ticket_status: purchases.ticket_status,
    payment_status: purchases.payment_status,
    payment_method: purchases.payment_method,
    user_name: users.name,
    ticket_name: ticketTypes.name,
    institution_name: institutions.name,
  },
  searchable: [users.name, ticketTypes.name],
  defaultSort: 'purchase_date' as const,
  defaultOrder: 'desc' as const,
  tiebreak: purchases.purchase_id,
  filters: {
    ticket_status: { column: purchases.ticket_status, parse: purchaseFilterSchemas.ticket_status },
    payment_status: {
      column: purchases.payment_status,
      parse: purchaseFilterSchemas.payment_status,
    },
    payment_method: {
      column: purchases.payment_method,
      parse: purchaseFilterSchemas.payment_method,
    },
    ticket_id: { column: purchases.ticket_id, parse: purchaseFilterSchemas.ticket_id },
    institution_id: {
      column: ticketTypes.institution_id,
      parse: purchaseFilterSchemas.institution_id,
    },
    user_id: { column: purchases.user_id, parse: purchaseFilterSchemas.user_id },
    purchase_date: {
      column: purchases.purchase_date,
      parse: purchaseFilterSchemas.purchase_date,
      wholeDays: true,
    },
  },
};

const selectPurchases = (db: Db) =>
  db
    .select(purchaseColumns)
    .from(purchases)
    .innerJoin(ticketTypes, purchaseJoins.ticketTypes)
    .leftJoin(users, purchaseJoins.users)
    .leftJoin(institutions, purchaseJoins.institutions);

/**
 * The total of a paged list. It joins only what a condition can name: nothing when there is no
 * condition (every purchase has a ticket type), the ticket type for the scope and the filters,
 * the buyer only for a search (`q` also matches the buyer's name); never the institution.
 */
async function countPurchases(db: Db, where: SQL | undefined, searched: boolean) {
  if (!where) {
    const [{ n }] = await db.select({ n: count() }).from(purchases);
    return Number(n);
  }
  const joined = db
    .select({ n: count() })
    .from(purchases)
    .innerJoin(ticketTypes, purchaseJoins.ticketTypes)
    .$dynamic();
  const [{ n }] = await (searched ? joined.leftJoin(users, purchaseJoins.users) : joined).where(
    where,
  );
  return Number(n);
}

/** One page (or the whole list) of purchases matching `scope` and the query, with its total. */
async function listPurchases(db: Db, query: unknown, scope: SQL | undefined) {
  const lq = listQuery(query, listOptions);
  const where = and(scope, lq.where);
  const rows = (await paginate(
    selectPurchases(db)
      .where(where)
      .orderBy(...lq.orderBy)
      .$dynamic(),
    lq,
  )) as PurchaseRow[];
  let total = rows.length;
  if (lq.paged) total = await countPurchases(db, where, lq.q !== undefined);
  return listReply(rows.map(toPurchaseWire), total, lq);
}

const listSchema = {
  querystring: purchaseListQuerySchema,
  response: {
    200: readReplySchema(z.array(purchaseSchema)),
    400: errorReplySchema,
    401: errorReplySchema,
    403: errorReplySchema,
    404: errorReplySchema,
  },
};

const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    paths.purchaseList,
    {
      ...guarded('purchase.list'),
      schema: { ...listSchema, tags: ['purchases'], summary: 'Every purchase (System Admin)' },
    },
    async (request) => listPurchases(app.db, request.query, undefined),
  );

  app.get(
    paths.purchaseListByInstitution(':id'),
    {
      ...guarded('purchase.listByInstitution'),
      schema: {
        ...listSchema,
        params: z.object({ id: positiveIdParam('id') }),
        tags: ['purchases'],
        summary: "Purchases of one institution's ticket types",
      },
    },
    async (request) => {
      const { id } = request.params;
      const [institution] = await app.db
        .select({ id: institutions.institution_id })
        .from(institutions)
        .where(eq(institutions.institution_id, id))
        .limit(1);
      if (!institution) throw notFound(PURCHASE_MESSAGES.institutionNotFound);
      assertInstitution(request, id);
      return listPurchases(app.db, request.query, eq(ticketTypes.institution_id, id));
    },
  );

  app.get(
    paths.purchase(':id'),
    {
      ...guarded('purchase.read'),
      schema: {
        params: z.object({ id: positiveIdParam('id') }),
        tags: ['purchases'],
        summary: 'One purchase with its locker allocation',
        response: {
          200: readReplySchema(purchaseSchema),
          400: errorReplySchema,
          401: errorReplySchema,
          403: errorReplySchema,
          404: errorReplySchema,
        },
      },
    },
    async (request) => {
      const [row] = (await selectPurchases(app.db)
        .where(eq(purchases.purchase_id, request.params.id))
        .limit(1)) as PurchaseRow[];
      if (!row) throw notFound(PURCHASE_MESSAGES.notFound);
      const { user } = request;
      if (user.role === ROLES.APP_USER) {
        if (row.user_id !== user.user_id) throw forbidden();
      } else if (user.role !== ROLES.SYSTEM_ADMIN) {
        assertInstitution(request, row.institution_id ?? -1);
      }
      const [allocation] = await app.db
        .select({
          id: lockerAllocations.id,
          locker_id: lockerAllocations.locker_id,
          allocation_date: lockerAllocations.allocation_date,
          status: lockerAllocations.status,
        })
        .from(lockerAllocations)
        .where(eq(lockerAllocations.purchase_id, row.purchase_id))
        .orderBy(desc(lockerAllocations.allocation_date), desc(lockerAllocations.id))
        .limit(1);
      return {
        status: 'success' as const,
        data: {
          ...toPurchaseWire(row),
          locker_allocation: allocation
            ? { ...allocation, allocation_date: allocation.allocation_date.toISOString() }
            : null,
        },
      };
    },
  );
};

export default purchaseRoutes;
