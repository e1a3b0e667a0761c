/**
 * `GET purchase/list` (role 1), `GET purchase/list/institute/{id}` (role 1; roles 2 and 3 their
 * own institution) and `GET purchase/{id}` (role 1; roles 2 and 3 their institution's; role 0 its
 * own). Read only. An empty list is `data: []` with 200 (the legacy 404 was a defect).
 */
import { and, asc, desc, eq, getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  paths,
  purchaseFilterSchemas,
  purchaseListQuerySchema,
  purchaseSchema,
  readReplySchema,
  ROLES,
  UNPAGED_LIST_MAX,
} from '../../contract';
import { assertInstitution } from '../auth/guard';
import { guarded } from '../auth/policy';
import { queryRows, type Db } from '../db/client';
import { listTotal } from '../db/listTotal';
import { countableFromRollups, purchaseRollupTotal } from '../db/purchaseRollupTotal';
import { institutions, lockerAllocations, purchases, ticketTypes, users } from '../db/schema';
import { forbidden, notFound } from '../errors';
import { positiveIdParam } from '../http/body';
import { listJson, listQuery, sendJson, tooLongUnpaged, type ListQueryResult } from '../http/list';
import { streamWholeList } from '../http/list-stream';
import type { RowCache } from '../db/rowCache';
import { encodeCursor, keysetable, keysetPage } from '../http/keyset';
import type { PageSamples } from '../db/pageSamples';
import { buildSamples, sampledPage, type PageKey, type SampledList } from './purchasePages';
import { errorReplies } from '../http/openapi';
import {
  purchaseColumns,
  purchaseJoins,
  keptPurchase,
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
  search: (pattern: string) => searchCondition(pattern),
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

/**
 * One word of `q`: the purchases whose buyer or ticket type has it in its name. The names are
 * matched on their own small tables through trigram indexes (0004) and the purchases then by
 * user_id or ticket_id through their indexes, instead of joining every purchase to both tables
 * to test an OR across them. The same purchases: each has exactly one buyer and one ticket type.
 */
function searchCondition(pattern: string): SQL {
  return sql`(${purchases.user_id} = any(array(select u.user_id from ${users} u where u.name ilike ${pattern}))
    or ${purchases.ticket_id} = any(array(select t.ticket_id from ${ticketTypes} t where t.name ilike ${pattern})))`;
}

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

/** The tables a `sort` value sorts on. */
const sortTable = (sort: string) =>
  getTableName(listOptions.sortable[sort as keyof typeof listOptions.sortable].table);

/**
 * The tables a list query needs besides `purchases`, for its conditions and its sort (a search
 * names the purchase's own user_id and ticket_id, searchCondition). Every purchase has exactly
 * one buyer and one ticket type, and every ticket type one institution (NOT NULL foreign keys,
 * ON DELETE RESTRICT), so inner joins keep exactly the purchases the page query's left joins
 * keep, and a table nobody names changes nothing.
 */
function neededJoins(lq: ListQueryResult, scoped: boolean) {
  const sortedOn = sortTable(lq.sort);
  const institution = sortedOn === getTableName(institutions);
  return {
    ticketTypes:
      scoped ||
      institution ||
      sortedOn === getTableName(ticketTypes) ||
      lq.filterKeys.some((key) => TICKET_TYPE_FILTERS.has(key)),
    users: sortedOn === getTableName(users),
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

/** The purchases a list may show. */
interface Scope {
  where: SQL;
  /** The one institution whose purchases these are. */
  institutionId: number;
}

/** Where the purchase routes' caches live (routes/index.ts). */
export interface ListCaches {
  /** Purchases by id, mapped and written, until one of their tables changes (db/rowCache.ts). */
  rows: RowCache<number, KeptPurchase>;
  /** Sampled keys of the lists without search or filters, for page jumps (purchasePages.ts). */
  samples: PageSamples;
}

/** The tables a purchase row is read from: a change to any of them clears the kept rows. */
export const PURCHASE_ROW_TABLES = [
  getTableName(purchases),
  getTableName(users),
  getTableName(ticketTypes),
  getTableName(institutions),
];

/**
 * The page's purchases by id, in the order of `ids`: the kept ones, and the others read, mapped,
 * checked against the contract and written as JSON once (keptPurchase). Kept objects are shared
 * by every reply: never changed.
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

/** A page's keys in the list's order, whether rows follow, and the list's total. */
interface PageRead {
  keys: PageKey[];
  more: boolean;
  total: { total: number; estimated: boolean };
}

/**
 * A page by number of a list without search or filters, from its sampled keys
 * (purchasePages.ts) when they are exact now; undefined otherwise (they are then built in the
 * background, and the page is walked to meanwhile).
 */
async function sampledJump(
  db: Db,
  lq: ListQueryResult,
  scope: Scope | undefined,
  joins: ReturnType<typeof neededJoins>,
  samples: PageSamples,
  offset: number,
): Promise<PageRead | undefined> {
  if (lq.q !== undefined || lq.filterKeys.length > 0) return undefined;
  const column = lq.sortColumn as AnyColumn;
  const list: SampledList = {
    select: (fields) => joined(db.select(fields).from(purchases).$dynamic(), joins),
    scope: scope?.where,
    column,
    nullable: !column.notNull,
  };
  const key = `${scope?.institutionId ?? 'all'}:${lq.sort}`;
  const kept = samples.get(key, () => buildSamples(db, list, samples.every));
  if (!kept) return undefined;
  // The samples are cleared by the change notice, which on PostgreSQL may arrive after a write
  // made elsewhere is already committed: the rollups' total, read in this request, says so.
  const [{ keys, more }, total] = await Promise.all([
    sampledPage(db, list, kept, lq.order, offset, lq.pageSize),
    purchaseRollupTotal(db, {}, scope?.institutionId),
  ]);
  if (total !== kept.total) return undefined;
  return { keys, more, total: { total, estimated: false } };
}

/**
 * The page read by offset (or after a cursor). Lists the rollups can count get an exact total,
 * in parallel with the page, whatever their size, and a jump past the middle of one reads from
 * the far end in the opposite order.
 */
async function walkedPage(
  db: Db,
  query: unknown,
  lq: ListQueryResult,
  scope: Scope | undefined,
  where: SQL | undefined,
  joins: ReturnType<typeof neededJoins>,
  keyset: ReturnType<typeof keysetPage> | undefined,
  offset: number,
): Promise<PageRead> {
  const sortColumn = lq.sortColumn as AnyColumn;
  const tiebreak = lq.tiebreak as AnyColumn;
  const cursor = keyset ? lq.cursor : undefined;
  const rollupTotal = countableFromRollups(lq.q, lq.filterKeys)
    ? purchaseRollupTotal(db, query as Record<string, unknown>, scope?.institutionId)
    : undefined;
  const exactTotal = offset > 0 ? await rollupTotal : undefined;
  const fromEnd =
    exactTotal !== undefined && offset < exactTotal && offset > exactTotal - offset - lq.pageSize;
  const against = lq.order === 'asc' ? desc : asc;
  const orderBy =
    keyset?.orderBy ?? (fromEnd ? [against(sortColumn), against(tiebreak)] : lq.orderBy);
  const limit = fromEnd ? Math.min(lq.pageSize, exactTotal - offset) : lq.pageSize + 1;
  const skip = fromEnd ? Math.max(0, exactTotal - offset - lq.pageSize) : offset;

  // The sort value is written as text (the cursor's form) for the page's rows only: cast inside
  // the scan, it would be computed for every row an offset skips, most of a deep jump's cost.
  const pageKeys = joined(
    db
      .select({ id: sql`${purchases.purchase_id}`.as('id'), v: sql`${sortColumn}`.as('v') })
      .from(purchases)
      .$dynamic(),
    joins,
  )
    .where(and(where, keyset?.condition))
    .orderBy(...orderBy)
    .limit(limit)
    .offset(skip);
  const ascending = cursor ? (cursor.order === 'asc') !== cursor.back : lq.order === 'asc';
  const direction = sql.raw(ascending ? 'asc' : 'desc');
  const keysQuery = queryRows<PageKey>(
    db,
    sql`select page.id, page.v::text as value from (${pageKeys}) as page
      order by page.v ${direction}, page.id ${direction}`,
  );
  const counted = () =>
    joined(
      db
        .select({ one: sql`1` })
        .from(purchases)
        .$dynamic(),
      joins,
    ).where(where);
  const [keys, total] = await Promise.all([
    keysQuery,
    rollupTotal
      ? rollupTotal.then((n) => ({ total: n, estimated: false }))
      : listTotal(db, counted, { countFirst: lq.q !== undefined }),
  ]);
  const more = fromEnd ? offset + keys.length < exactTotal : keys.length > lq.pageSize;
  return { keys: keys.slice(0, lq.pageSize), more, total };
}

/**
 * One page (or the whole list) of purchases matching `scope` and the query, with its total.
 *
 * A page is read in two steps (a deferred join): the ids of the page, from `purchases` and only
 * the tables the conditions and the sort name, which for a sort on the purchase's own columns is
 * an index-only scan of that sort's covering index (0004); then those rows with their buyer,
 * ticket type and institution by id (a prepared statement). The ids are read after a cursor's
 * row when one is given (keyset: the next or previous page, an index range read at any depth),
 * or else with OFFSET over the ids alone (a jump to page N: no row is joined for the rows it
 * skips). One id more than the page tells whether a next page exists.
 *
 * The total is exact for lists the sales rollups count (db/purchaseRollupTotal.ts: no search,
 * filters on statuses and institution only), whose jumps past the middle then read from the far
 * end in the opposite order; for other lists exact up to EXACT_TOTAL_UP_TO purchases and an
 * estimate beyond (db/listTotal.ts). The page's purchases come from `purchasesById`.
 */
async function listPurchases(
  db: Db,
  query: unknown,
  scope: Scope | undefined,
  caches: ListCaches,
  ceiling: number,
) {
  const lq = listQuery(query, { ...listOptions, ceiling });
  const where = and(scope?.where, lq.where);
  const joins = neededJoins(lq, scope !== undefined);
  if (!lq.paged) return wholeList(db, where, joins, lq);
  const sortColumn = lq.sortColumn as AnyColumn;
  const tiebreak = lq.tiebreak as AnyColumn;
  const byKeyset = keysetable(sortColumn);
  const cursor = byKeyset ? lq.cursor : undefined;
  const keyset = cursor ? keysetPage(cursor, sortColumn, tiebreak) : undefined;
  const offset = keyset ? 0 : (lq.offset ?? 0);

  const {
    keys: page,
    more,
    total,
  } = (!keyset && (await sampledJump(db, lq, scope, joins, caches.samples, offset))) ||
  (await walkedPage(db, query, lq, scope, where, joins, keyset, offset));
  if (cursor?.back) page.reverse();

  const meta: { totalIsEstimate?: boolean; next?: string; prev?: string } = {};
  if (total.estimated) meta.totalIsEstimate = true;
  if (byKeyset && page.length > 0) {
    const hasNext = cursor?.back ? true : more;
    const hasPrev = cursor ? (cursor.back ? more : true) : offset > 0;
    const at = (key: PageKey, back: boolean) =>
      encodeCursor({ sort: lq.sort, order: lq.order, value: key.value ?? '', id: key.id, back });
    if (hasNext) meta.next = at(page[page.length - 1], false);
    if (hasPrev) meta.prev = at(page[0], true);
  }
  const rows = await purchasesById(
    db,
    page.map((k) => k.id),
    caches.rows,
  );
  return listJson(
    rows.map((p) => p.json),
    total.total,
    lq,
    meta,
  );
}

/**
 * The whole list (no page asked for, a legacy client): counted up to one row past the ceiling
 * (a longer one is the 400 asking to page), then streamed a batch at a time in the list's order.
 */
async function wholeList(
  db: Db,
  where: SQL | undefined,
  joins: ReturnType<typeof neededJoins>,
  lq: ListQueryResult,
): Promise<Readable> {
  const capped = joined(
    db
      .select({ one: sql`1` })
      .from(purchases)
      .$dynamic(),
    joins,
  )
    .where(where)
    .limit(lq.ceiling + 1);
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${capped}) as capped`,
  );
  if (Number(counted?.n ?? 0) > lq.ceiling) throw tooLongUnpaged(lq);
  return streamWholeList(async (offset, limit) => {
    const rows = (await selectPurchases(db)
      .where(where)
      .orderBy(...lq.orderBy)
      .limit(limit)
      .offset(offset)) as PurchaseRow[];
    return rows.map((row) => keptPurchase(row).json);
  });
}

const listSchema = {
  querystring: purchaseListQuerySchema,
  response: {
    200: readReplySchema(z.array(purchaseSchema)),
    ...errorReplies(400, 401, 403, 404),
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
      sendJson(
        reply,
        await listPurchases(
          app.db,
          request.query,
          undefined,
          caches,
          app.appConfig.unpagedListMax ?? UNPAGED_LIST_MAX,
        ),
      ),
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
      const scope = { where: eq(ticketTypes.institution_id, id), institutionId: id };
      const ceiling = app.appConfig.unpagedListMax ?? UNPAGED_LIST_MAX;
      return sendJson(reply, await listPurchases(app.db, request.query, scope, caches, ceiling));
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
          ...errorReplies(400, 401, 403, 404),
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
