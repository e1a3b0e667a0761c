/**
 * `GET purchase/list` (role 1), `GET purchase/list/institute/{id}` (role 1; roles 2 and 3 their
 * own institution) and `GET purchase/{id}` (role 1; roles 2 and 3 their institution's; role 0 its
 * own). Read only. An empty list is `data: []` with 200 (the legacy 404 was a defect).
 */
import { and, count, desc, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
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
  type Purchase,
} from '../../contract';
import { assertInstitution } from '../auth/guard';
import { guarded } from '../auth/policy';
import { queryRows, type Db } from '../db/client';
import { institutions, lockerAllocations, purchases, ticketTypes, users } from '../db/schema';
import { forbidden, notFound } from '../errors';
import { positiveIdParam } from '../http/body';
import {
  listPageJson,
  listQuery,
  listReply,
  type ListQueryResult,
  type ListReply,
} from '../http/list';
import type { RowCache } from '../db/rowCache';
import type { AnalyticsCache } from './analyticsCache';
import {
  purchaseColumns,
  purchaseJoins,
  keptPurchase,
  toPurchaseWire,
  type KeptPurchase,
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
 * Statements run with the same text on every request, prepared once per database connection
 * (PostgreSQL then parses and plans them once, not per request; the joins of a purchase row
 * cost more to plan than to run). One set per database.
 */
function prepareStatements(db: Db) {
  return {
    /** Purchase rows by id, in no particular order (a page's rows, or one purchase). */
    rowsById: selectPurchases(db)
      .where(sql`${purchases.purchase_id} = any(${sql.placeholder('ids')}::integer[])`)
      .prepare('purchase_rows_by_id'),
    latestAllocation: db
      .select({
        id: lockerAllocations.id,
        locker_id: lockerAllocations.locker_id,
        allocation_date: lockerAllocations.allocation_date,
        status: lockerAllocations.status,
      })
      .from(lockerAllocations)
      .where(eq(lockerAllocations.purchase_id, sql.placeholder('id')))
      .orderBy(desc(lockerAllocations.allocation_date), desc(lockerAllocations.id))
      .limit(1)
      .prepare('purchase_latest_allocation'),
  };
}
const preparedByDb = new WeakMap<Db, ReturnType<typeof prepareStatements>>();
function statements(db: Db) {
  let prepared = preparedByDb.get(db);
  if (!prepared) preparedByDb.set(db, (prepared = prepareStatements(db)));
  return prepared;
}

/** Filter keys whose column is a ticket type's (the rest are the purchase's own columns). */
const TICKET_TYPE_FILTERS = new Set(
  Object.entries(listOptions.filters)
    .filter(([, f]) => getTableName(f.column.table) === getTableName(ticketTypes))
    .map(([key]) => key),
);

/** The table a `sort` value sorts on. */
const sortTable = (sort: string) =>
  getTableName(listOptions.sortable[sort as keyof typeof listOptions.sortable].table);

/**
 * The tables a list query needs besides `purchases`, for its conditions and its sort. Every
 * purchase has exactly one buyer and one ticket type, and every ticket type one institution
 * (NOT NULL foreign keys, ON DELETE RESTRICT), so inner joins keep exactly the purchases the
 * page query's left joins keep, and a table nobody names changes nothing.
 */
function neededJoins(lq: ListQueryResult, scoped: boolean) {
  const searched = lq.q !== undefined;
  const sortedOn = sortTable(lq.sort);
  const institution = sortedOn === getTableName(institutions);
  return {
    ticketTypes:
      scoped ||
      searched ||
      institution ||
      sortedOn === getTableName(ticketTypes) ||
      lq.filterKeys.some((key) => TICKET_TYPE_FILTERS.has(key)),
    users: searched || sortedOn === getTableName(users),
    institutions: institution,
  };
}

/** Adds the joins `joins` names to a `select ... from purchases` (made `.$dynamic()`). */
function joined<T extends PgSelect>(query: T, joins: ReturnType<typeof neededJoins>): T {
  let q: PgSelect = query;
  if (joins.ticketTypes) q = q.innerJoin(ticketTypes, purchaseJoins.ticketTypes);
  if (joins.users) q = q.innerJoin(users, purchaseJoins.users);
  if (joins.institutions) q = q.innerJoin(institutions, purchaseJoins.institutions);
  return q as T;
}

/** The purchases a list may show, and a name for them in cache keys. */
interface Scope {
  where: SQL;
  key: string;
}

/** Where one list's caches live (routes/index.ts clears them all on every write). */
export interface ListCaches {
  /** Totals per scope and filter. */
  totals: AnalyticsCache<number>;
  /** Every id of a list in its order, per scope, filter and sort. */
  orders: AnalyticsCache<Int32Array>;
  /** Purchases by id, mapped and written, until one of their tables changes (db/rowCache.ts). */
  rows: RowCache<number, KeptPurchase>;
}

/** The tables a purchase row is read from: a change to any of them clears the kept rows. */
export const PURCHASE_ROW_TABLES = [
  getTableName(purchases),
  getTableName(users),
  getTableName(ticketTypes),
  getTableName(institutions),
];

/**
 * Every id the query selects, in its order, read as one text value ("12,7,31"): one row per id
 * cost the server ~10 times more to decode at 100 000 ids, and the event loop waits meanwhile.
 */
async function orderedIds(db: Db, ordered: PgSelect): Promise<Int32Array> {
  const [row] = await queryRows<{ ids: string }>(
    db,
    sql`select array_to_string(array(${ordered}), ',') as ids`,
  );
  return parseIdList(row?.ids ?? '');
}

/** "12,7,31" -> [12, 7, 31]; ids are positive integers, as PostgreSQL writes them. */
export function parseIdList(text: string): Int32Array {
  if (text === '') return new Int32Array(0);
  let count = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === COMMA) count++;
  const ids = new Int32Array(count);
  let n = 0;
  let value = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === COMMA) {
      ids[n++] = value;
      value = 0;
    } else value = value * 10 + (c - ZERO);
  }
  ids[n] = value;
  return ids;
}
const COMMA = 44;
const ZERO = 48;

/**
 * The page's purchases by id, in the order of `ids`: the kept ones, and the others read, mapped,
 * checked against the contract and written as JSON once (keptPurchase). Doing that per reply was
 * ~40 % of the server's time on a list page of kept rows: the mapping (a date and a price written
 * out) ~13 %, the serializer's check and JSON of 20 purchases ~25 %. Kept objects are shared by
 * every reply: never changed.
 */
async function purchasesById(
  db: Db,
  ids: number[],
  kept: RowCache<number, KeptPurchase>,
): Promise<KeptPurchase[]> {
  const byId = new Map<number, KeptPurchase>();
  const missing: number[] = [];
  for (const id of ids) {
    const purchase = kept.get(id);
    if (purchase) byId.set(id, purchase);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const mark = kept.mark();
    const found = (await statements(db).rowsById.execute({ ids: missing })) as PurchaseRow[];
    for (const row of found) {
      const purchase = keptPurchase(row);
      byId.set(row.purchase_id, purchase);
      kept.set(mark, row.purchase_id, purchase);
    }
  }
  // A purchase deleted between the two reads is left out of the page.
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** JSON text of a page of kept purchases, `{status, data, meta}` (http/list.ts). */
const pageJson = (page: KeptPurchase[], total: number, lq: ListQueryResult) =>
  listPageJson(
    page.map((p) => p.json),
    total,
    lq,
  );

/**
 * One page (or the whole list) of purchases matching `scope` and the query, with its total.
 *
 * A page is read in two steps: the ids of the page, then those rows with their buyer, ticket
 * type and institution by id (a prepared statement). A single query joined every purchase it
 * skipped with OFFSET to three tables.
 *
 * The ids of a page past the first come from the list's order when `caches.orders` holds it:
 * every id of the list in its order, read the first time someone asks for such a page (in the
 * background: that request is answered as below), so that a deep page costs a slice instead of
 * an OFFSET walk. Otherwise, and always for the first page (the one that shows what is new),
 * they are read with ORDER BY, OFFSET and LIMIT over `purchases` and only the tables the
 * conditions and the sort name (an index-only scan for the purchase's own columns). A typed
 * search keeps no order: its keys are open-ended and rarely paged.
 *
 * The total is the order's length, or counts the same conditions over the same tables and is
 * kept in `caches.totals` per scope and filter: paging through a list asks for the same total
 * again and again. Both caches are cleared by every write through the API, like the analytics
 * (routes/index.ts). The page's purchases come from `purchasesById`: kept until one of their
 * tables changes, by anyone.
 */
async function listPurchases(
  db: Db,
  query: unknown,
  scope: Scope | undefined,
  caches: ListCaches,
  log: FastifyBaseLogger,
) {
  const lq = listQuery(query, listOptions);
  const where = and(scope?.where, lq.where);
  if (!lq.paged) {
    const rows = (await selectPurchases(db)
      .where(where)
      .orderBy(...lq.orderBy)
      .limit(lq.limit)) as PurchaseRow[];
    return listReply(rows.map(toPurchaseWire), rows.length, lq);
  }
  const joins = neededJoins(lq, scope !== undefined);
  const offset = lq.offset ?? 0;
  // A new builder per use: a dynamic query's .limit() changes the builder itself.
  const ordered = () =>
    joined(db.select({ id: purchases.purchase_id }).from(purchases).$dynamic(), joins)
      .where(where)
      .orderBy(...lq.orderBy);
  const orderKey = lq.q === undefined && offset > 0 ? orderKeyOf(scope, query) : undefined;
  const order = orderKey === undefined ? undefined : caches.orders.peek(orderKey);
  if (order) {
    const page = await purchasesById(
      db,
      Array.from(order.subarray(offset, offset + lq.pageSize)),
      caches.rows,
    );
    return pageJson(page, order.length, lq);
  }
  if (orderKey !== undefined) {
    caches.orders
      .get(orderKey, () => orderedIds(db, ordered()))
      .catch((error: unknown) => {
        log.warn({ err: error }, 'reading the order of a purchase list failed');
      });
  }
  const countJoins = { ...joins, users: lq.q !== undefined, institutions: false };
  const counted = joined(db.select({ n: count() }).from(purchases).$dynamic(), countJoins).where(
    where,
  );
  const totalPromise = caches.totals.get(keyOf(counted), async () => {
    const [{ n }] = await counted;
    return Number(n);
  });
  const [ids, total] = await Promise.all([
    ordered().limit(lq.pageSize).offset(offset),
    totalPromise,
  ]);
  const page = await purchasesById(
    db,
    ids.map((r) => r.id),
    caches.rows,
  );
  return pageJson(page, total, lq);
}

/**
 * The key of a list's order: the scope and every query parameter but the page's own, as given
 * (no query is built for it: this runs on every page). Two spellings of one list (a default
 * written out, say) are two keys for the same order, never one key for two orders.
 */
function orderKeyOf(scope: Scope | undefined, query: unknown): string {
  const given = Object.entries(query && typeof query === 'object' ? query : {})
    .filter(([name]) => name !== 'page' && name !== 'pageSize')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${scope?.key ?? 'all'}\u0000${JSON.stringify(given)}`;
}

/** A cache key naming a query: its text and its parameters. */
function keyOf(query: PgSelect): string {
  const { sql: text, params } = query.toSQL();
  return `${text}\u0000${JSON.stringify(params)}`;
}

/**
 * A page comes as JSON text (pageJson), already checked against the contract: sent as it is. The
 * whole list (no page asked for) is an object and goes through the route's serializer.
 */
function sendList(reply: FastifyReply, result: string | ListReply<Purchase>) {
  return typeof result === 'string'
    ? reply.type('application/json; charset=utf-8').send(result)
    : result;
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

const purchaseRoutes: FastifyPluginAsyncZod<ListCaches> = async (app, caches) => {
  app.get(
    paths.purchaseList,
    {
      ...guarded('purchase.list'),
      schema: { ...listSchema, tags: ['purchases'], summary: 'Every purchase (System Admin)' },
    },
    async (request, reply) =>
      sendList(reply, await listPurchases(app.db, request.query, undefined, caches, request.log)),
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
    async (request, reply) => {
      const { id } = request.params;
      const [institution] = await app.db
        .select({ id: institutions.institution_id })
        .from(institutions)
        .where(eq(institutions.institution_id, id))
        .limit(1);
      if (!institution) throw notFound(PURCHASE_MESSAGES.institutionNotFound);
      assertInstitution(request, id);
      const scope = { where: eq(ticketTypes.institution_id, id), key: `institution ${id}` };
      return sendList(
        reply,
        await listPurchases(app.db, request.query, scope, caches, request.log),
      );
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
      const [kept] = await purchasesById(app.db, [request.params.id], caches.rows);
      if (!kept) throw notFound(PURCHASE_MESSAGES.notFound);
      const { purchase } = kept;
      const { user } = request;
      if (user.role === ROLES.APP_USER) {
        if (purchase.user_id !== user.user_id) throw forbidden();
      } else if (user.role !== ROLES.SYSTEM_ADMIN) {
        assertInstitution(request, purchase.ticket_type?.institution?.institution_id ?? -1);
      }
      const [allocation] = await statements(app.db).latestAllocation.execute({
        id: purchase.purchase_id,
      });
      return {
        status: 'success' as const,
        data: {
          ...purchase,
          locker_allocation: allocation
            ? { ...allocation, allocation_date: allocation.allocation_date.toISOString() }
            : null,
        },
      };
    },
  );
};

export default purchaseRoutes;
