/**
 * The optional list parameters of DESIGN.md, on the server: `page`, `pageSize`, `sort`, `order`,
 * `q` and field filters. With `page` (or `pageSize`) the reply is one page plus
 * `meta:{total, page, pageSize}`; without them the whole list comes back as the legacy server
 * sent it (`sort`, `q` and filters still apply) up to the server's ceiling (`unpagedListMax`,
 * UNPAGED_LIST_MAX unless configured): a longer list is a 400 telling the client to page, so no
 * reply ever carries a whole table past that size. `page[]=1` and
 * other bracketed forms are a 400 too, never read as "no page".
 *
 *   const lq = listQuery(request.query, { sortable, searchable, defaultSort: 'name', filters,
 *     ceiling: app.appConfig.unpagedListMax });
 *   const where = and(scopeCondition, lq.where);
 *   const rows = await paginate(db.select().from(t).where(where).orderBy(...lq.orderBy).$dynamic(), lq);
 *   const total = lq.paged ? await countOf(t, where) : rows.length;
 *   return listReply(rows, total, lq);
 *
 * Every ORDER BY ends with the table's primary key, so pages never repeat or skip rows. A route
 * may also page by keyset (`cursor`, http/keyset.ts): `lq.cursor` is then the place to read from.
 * Routes pass `request.query` unparsed: a zod `querystring` schema would strip the filter keys
 * (use `z.looseObject` if one is declared for the API docs).
 */
import {
  and,
  asc,
  Column,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  is,
  lt,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { getTableConfig, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  DATE_RE,
  listQuerySchema,
  MAX_PAGE_SIZE,
  PAGE_PARAMETER_MESSAGE,
  UNPAGED_LIST_MAX,
  unpagedListMessage,
  type ListMeta,
} from '../../contract';
import { badRequest } from '../errors';
import { parseFields } from './body';
import { decodeCursor, type Cursor } from './keyset';

export const DEFAULT_PAGE_SIZE = 20;
/** More words than this in `q` are ignored (each word costs one OR over the searchable columns). */
const MAX_SEARCH_TERMS = 5;

type Expression = AnyColumn | SQL;

export interface ListFilter {
  /** The column (or SQL expression) compared with the parsed value. */
  column: Expression;
  /** Parses one query value (always a string on the wire), e.g. `looseInt`, `z.enum([...])`. */
  parse: z.ZodType;
  /**
   * For a timestamp column filtered with "YYYY-MM-DD" values (parse must give that string):
   * `key=day` is that whole day and `<key>_to` includes it (compares `< day + 1`), so
   * `purchase_date_to=2026-05-31` keeps purchases made on the 31st. Days are UTC days.
   */
  wholeDays?: boolean;
}

export interface ListOptions<S extends Record<string, Expression>> {
  /** `sort` values the list accepts -> the column they sort by. */
  sortable: S;
  /** Columns searched by `q` (case-insensitive substring; non-text columns are cast to text). */
  searchable: Expression[];
  /**
   * The condition one word of `q` puts on a row, given its ILIKE pattern (`%word%`, escaped),
   * instead of an OR over `searchable`: e.g. one that an index can answer without a join.
   */
  search?: (pattern: string) => SQL;
  defaultSort: keyof S & string;
  defaultOrder?: 'asc' | 'desc';
  /** Query keys -> filter. Each accepts `key=v`, `key=v1,v2` (IN) and `key_from` / `key_to`. */
  filters?: Record<string, ListFilter>;
  /** The most rows an unpaged reply may hold (the app's `unpagedListMax`). */
  ceiling?: number;
  /**
   * The last ORDER BY term. Defaults to the primary key of the table of the first column in
   * `sortable`; give it when sortable holds only SQL expressions.
   */
  tiebreak?: Expression;
}

export interface ListQueryResult {
  /** The caller asked for a page: reply with one page and `meta`. */
  paged: boolean;
  where: SQL | undefined;
  orderBy: SQL[];
  /** The page's size; unpaged, one more than `ceiling` (enough to see the list is longer). */
  limit: number;
  /** The most rows an unpaged reply may hold. */
  ceiling: number;
  offset: number;
  page: number;
  pageSize: number;
  sort: string;
  order: 'asc' | 'desc';
  q?: string;
  /** The `filters` keys this query used (`key`, `key_from` or `key_to`), once each. */
  filterKeys: string[];
  /** The sort's column and the last ORDER BY term (for keyset paging). */
  sortColumn: Expression;
  tiebreak: Expression;
  /** The `cursor` given (checked against this sort and order), when the route pages by keyset. */
  cursor?: Cursor;
}

/**
 * drizzle's operators have one overload for columns and one for SQL; both work at runtime (a
 * column maps the value with its own driver mapping), so the union is narrowed for TypeScript only.
 */
const operand = (expression: Expression) => expression as SQL;

const TEXT_COLUMN_TYPES = new Set(['PgText', 'PgVarchar', 'PgChar']);

const asText = (expression: Expression): Expression =>
  is(expression, Column) && !TEXT_COLUMN_TYPES.has(expression.columnType)
    ? sql`${expression}::text`
    : expression;

/** `%`, `_` and `\` typed by the user match themselves, not any text. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function primaryKeyOf(sortable: Record<string, Expression>): Expression {
  for (const expression of Object.values(sortable)) {
    if (!is(expression, Column)) continue;
    const config = getTableConfig(expression.table as PgTable);
    const pk = config.columns.find((c) => c.primary);
    if (pk) return pk;
  }
  throw new Error('listQuery: no primary key found in `sortable`; pass `tiebreak`');
}

const fieldError = (field: string, message: string) =>
  badRequest(`${field}: ${message}`, [{ field, message }]);

function parseValue(key: string, filter: ListFilter, raw: string): unknown {
  const result = filter.parse.safeParse(raw.trim());
  if (!result.success) throw fieldError(key, result.error.issues[0]?.message ?? 'Invalid value');
  return result.data;
}

/** A query value as one string: repeated keys (`?a=1&a=2`) become the list `1,2`. */
function queryString(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = Array.isArray(value) ? value.map(String).join(',') : String(value);
  return text.trim() === '' ? undefined : text;
}

const isDay = (value: unknown): value is string => typeof value === 'string' && DATE_RE.test(value);

/** `wholeDays` filters compare a timestamp with calendar days (UTC, the server's time zone). */
const dayStart = (filter: ListFilter, value: unknown) =>
  filter.wholeDays && isDay(value) ? sql`${value}::date` : value;
const nextDay = (value: string) => sql`(${value}::date + 1)`;

function equals(filter: ListFilter, values: unknown[]): SQL {
  const column = operand(filter.column);
  if (filter.wholeDays) {
    const days = values
      .filter(isDay)
      .map((day) => and(gte(column, sql`${day}::date`), lt(column, nextDay(day))));
    return or(...days) as SQL;
  }
  return values.length === 1 ? eq(column, values[0]) : inArray(column, values);
}

function filterConditions(query: Record<string, unknown>, filters: Record<string, ListFilter>) {
  const conditions: SQL[] = [];
  const keys: string[] = [];
  for (const [key, filter] of Object.entries(filters)) {
    const before = conditions.length;
    const column = operand(filter.column);
    const value = queryString(query[key]);
    if (value !== undefined) {
      const values = value
        .split(',')
        .filter((v) => v.trim() !== '')
        .map((v) => parseValue(key, filter, v));
      if (values.length > 0) conditions.push(equals(filter, values));
    }
    const from = queryString(query[`${key}_from`]);
    if (from !== undefined) {
      conditions.push(gte(column, dayStart(filter, parseValue(`${key}_from`, filter, from))));
    }
    const to = queryString(query[`${key}_to`]);
    if (to !== undefined) {
      const parsed = parseValue(`${key}_to`, filter, to);
      conditions.push(
        filter.wholeDays && isDay(parsed) ? lt(column, nextDay(parsed)) : lte(column, parsed),
      );
    }
    if (conditions.length > before) keys.push(key);
  }
  return { conditions, keys };
}

function searchCondition(
  q: string | undefined,
  searchable: Expression[],
  search?: (pattern: string) => SQL,
): SQL | undefined {
  if (!q || (searchable.length === 0 && !search)) return undefined;
  const terms = q.trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_TERMS);
  // Every word must appear in some searchable column: "aurora club" finds "Club Aurora".
  return and(
    ...terms.map((term) => {
      const pattern = `%${escapeLike(term)}%`;
      if (search) return search(pattern);
      return or(...searchable.map((column) => ilike(operand(asText(column)), pattern)));
    }),
  );
}

/** Reads and checks the list parameters; 400 naming the parameter when one is wrong. */
export function listQuery<S extends Record<string, Expression>>(
  query: unknown,
  opts: ListOptions<S>,
): ListQueryResult {
  const ceiling = opts.ceiling ?? UNPAGED_LIST_MAX;
  const raw = (query && typeof query === 'object' ? query : {}) as Record<string, unknown>;
  for (const key of Object.keys(raw)) {
    const name = /^(page|pageSize)\[/.exec(key)?.[1];
    if (name) throw fieldError(name, PAGE_PARAMETER_MESSAGE);
  }
  const base = parseFields(listQuerySchema, {
    page: queryString(raw.page),
    pageSize: queryString(raw.pageSize),
    sort: queryString(raw.sort),
    order: queryString(raw.order),
    q: typeof raw.q === 'string' ? raw.q : queryString(raw.q),
    cursor: queryString(raw.cursor),
  });

  const sort = base.sort ?? opts.defaultSort;
  if (!Object.prototype.hasOwnProperty.call(opts.sortable, sort)) {
    throw fieldError('sort', `sort must be one of: ${Object.keys(opts.sortable).join(', ')}`);
  }
  const order = base.order ?? (base.sort ? 'asc' : (opts.defaultOrder ?? 'asc'));
  const direction = order === 'desc' ? desc : asc;
  const tiebreak = opts.tiebreak ?? primaryKeyOf(opts.sortable);
  const sortColumn = opts.sortable[sort];
  const orderBy =
    sortColumn === tiebreak
      ? [direction(operand(sortColumn))]
      : [direction(operand(sortColumn)), direction(operand(tiebreak))];

  const filtered = filterConditions(raw, opts.filters ?? {});
  const conditions = [
    searchCondition(base.q, opts.searchable, opts.search),
    ...filtered.conditions,
  ].filter((c): c is SQL => c !== undefined);

  const paged = base.page !== undefined || base.pageSize !== undefined || base.cursor !== undefined;
  const page = base.page ?? 1;
  const pageSize = Math.min(base.pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return {
    paged,
    where: conditions.length ? and(...conditions) : undefined,
    orderBy,
    ...(paged
      ? { limit: pageSize, offset: (page - 1) * pageSize }
      : { limit: ceiling + 1, offset: 0 }),
    ceiling,
    page,
    pageSize,
    sort,
    order,
    q: base.q?.trim() || undefined,
    filterKeys: filtered.keys,
    sortColumn,
    tiebreak,
    ...(base.cursor !== undefined ? { cursor: decodeCursor(base.cursor, sort, order) } : {}),
  };
}

/**
 * Applies LIMIT/OFFSET: the page asked for, or unpaged just enough rows for listReply to see
 * the ceiling passed (the query must be `.$dynamic()`).
 */
export function paginate<T extends PgSelect>(query: T, lq: ListQueryResult): T {
  return query.limit(lq.limit).offset(lq.offset) as T;
}

export interface ListReply<T> {
  status: 'success';
  data: T[];
  meta?: ListMeta;
}

/** The 400 naming `page` for an unpaged list longer than the ceiling. */
export const tooLongUnpaged = (lq: ListQueryResult) =>
  fieldError('page', unpagedListMessage(lq.ceiling));

/**
 * `{status, data}` plus `meta:{total, page, pageSize}` only when the caller asked for a page.
 * Unpaged, a list of more than `lq.ceiling` rows (`total`: the rows read) is a 400 naming `page`.
 */
export function listReply<T>(rows: T[], total: number, lq: ListQueryResult): ListReply<T> {
  if (!lq.paged && total > lq.ceiling) throw tooLongUnpaged(lq);
  return lq.paged
    ? { status: 'success', data: rows, meta: { total, page: lq.page, pageSize: lq.pageSize } }
    : { status: 'success', data: rows };
}

/**
 * A list's reply as JSON text, joined from its items' JSON (each written from the contract's
 * schema, serializers/write.ts): the same bytes as `listReply` through the route's response
 * schema, without checking every item with zod per request. Send it with `sendJson`.
 */
export function listJson(
  itemsJson: string[],
  total: number,
  lq: ListQueryResult,
  more: Omit<ListMeta, 'total' | 'page' | 'pageSize'> = {},
): string {
  if (!lq.paged && total > lq.ceiling) throw tooLongUnpaged(lq);
  const data = `{"status":"success","data":[${itemsJson.join(',')}]`;
  if (!lq.paged) return `${data}}`;
  const meta: ListMeta = { total, page: lq.page, pageSize: lq.pageSize, ...more };
  return `${data},"meta":${JSON.stringify(meta)}}`;
}

/**
 * Sends JSON text (or a stream of it) as it is: Fastify writes a string with a JSON content type
 * unchanged, skipping the route's response schema, and the onSend hooks (image URLs, ETags) still
 * see it.
 */
export function sendJson(reply: FastifyReply, json: string | Readable) {
  return reply.type('application/json; charset=utf-8').send(json);
}
