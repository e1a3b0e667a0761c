/**
 * Page jumps of the purchase lists through sampled keys (db/pageSamples.ts): for a list without
 * search or filters (the whole list, or one institution's), page N by any sort is read from the
 * last sample at or before its first row, in ascending order of the sort, skipping fewer than
 * `every` rows, and bounded by the first sample at or after its last row. A descending page is the
 * same rows of the ascending list counted from the end, turned round. The samples also give the
 * exact total, so the page's ids are one statement with no count beside it.
 *
 * Rows whose sort value is NULL (`ticket_date`) come after the others in ascending order
 * (PostgreSQL's default, NULLS LAST; first when descending): a page that spans both parts is read
 * as two bounded parts.
 */
import { and, asc, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import {
  sampleAtOrAfter,
  sampleAtOrBefore,
  type ListSamples,
  type SampleKey,
} from '../db/pageSamples';
import { purchases } from '../db/schema';
import type { PgSelect } from 'drizzle-orm/pg-core';

/** An id of a page with its sort value as text (what a cursor holds). */
export interface PageKey {
  id: number;
  value: string | null;
}

/** The list a set of samples belongs to: its rows and its sort. */
export interface SampledList {
  /** `select <fields> from purchases` joined to what the sort and scope name (`.$dynamic()`). */
  select: (fields: Record<string, SQL.Aliased>) => PgSelect;
  scope: SQL | undefined;
  column: AnyColumn;
  nullable: boolean;
}

const id = purchases.purchase_id;

/** A sample's value read back in the column's type (the id itself for the sort on the id). */
const valueOf = (list: SampledList, key: SampleKey) =>
  list.column === id
    ? sql`${key.id}`
    : sql`cast(${key.value} as ${sql.raw(list.column.getSQLType())})`;

/** Rows at or after `key`, among the rows whose value is not NULL. */
const fromKey = (list: SampledList, key: SampleKey): SQL =>
  sql`(${list.column}, ${id}) >= (${valueOf(list, key)}, ${key.id})`;
/** Rows before `key`, among the rows whose value is not NULL. */
const beforeKey = (list: SampledList, key: SampleKey): SQL =>
  sql`(${list.column}, ${id}) < (${valueOf(list, key)}, ${key.id})`;

/**
 * The same bounds on the sort column alone: redundant, but an index on the column (a name's, for
 * the sorts on another table) can answer them where a row comparison across a join cannot.
 */
const columnFrom = (list: SampledList, key: SampleKey) =>
  sql`${list.column} >= ${valueOf(list, key)}`;
const columnTo = (list: SampledList, key: SampleKey) =>
  sql`${list.column} <= ${valueOf(list, key)}`;

/** Every `every`-th row of the list in ascending order, and its total, in one statement. */
export async function buildSamples(db: Db, list: SampledList, every: number): Promise<ListSamples> {
  const ranked = list
    .select({
      v: sql`${list.column}`.as('v'),
      id: sql`${id}`.as('id'),
      rn: sql`row_number() over (order by ${asc(list.column)}, ${asc(id)})`.as('rn'),
    })
    .where(list.scope);
  const counted = list.select({ n: sql`count(*)`.as('n') }).where(list.scope);
  const rows = await queryRows<{
    value: string | null;
    id: number | null;
    at: string | number;
    total: string | number | null;
  }>(
    db,
    sql`select null::text as value, null::int as id, -1::bigint as at, c.n as total
          from (${counted}) as c
        union all
        select s.v::text, s.id, s.rn - 1, null
          from (${ranked}) as s
         where (s.rn - 1) % ${every} = 0`,
  );
  let total = 0;
  const keys: SampleKey[] = [];
  for (const row of rows) {
    if (Number(row.at) < 0) total = Number(row.total);
    else keys.push({ value: row.value, id: Number(row.id), at: Number(row.at) });
  }
  keys.sort((a, b) => a.at - b.at);
  return { keys, total };
}

/**
 * The ids (and sort values as text) of rows `at` .. `at + count - 1` of the list in ascending
 * order, read from the samples. `count` > 0 and `at + count` ≤ the samples' total.
 */
async function ascendingRows(
  db: Db,
  list: SampledList,
  samples: ListSamples,
  at: number,
  count: number,
): Promise<PageKey[]> {
  const { keys } = samples;
  const start = keys[sampleAtOrBefore(keys, at)];
  const endIndex = sampleAtOrAfter(keys, at + count);
  const end = endIndex < 0 ? undefined : keys[endIndex];
  const skip = at - start.at;
  const read = (condition: SQL | undefined, ...order: SQL[]) =>
    list
      .select({ id: sql`${id}`.as('id'), v: sql`${list.column}`.as('v') })
      .where(and(list.scope, condition))
      .orderBy(...order)
      .limit(skip + count);
  const page = (rows: SQLWrapper, order: SQL) =>
    queryRows<PageKey>(
      db,
      sql`select r.id, r.v::text as value from (${rows}) as r
           order by ${order} offset ${skip} limit ${count}`,
    );

  if (start.value === null) {
    // Wholly among the NULLs, which are in id order (every later sample is a NULL too).
    const nulls = read(
      and(sql`${list.column} is null`, sql`${id} >= ${start.id}`, end && sql`${id} < ${end.id}`),
      asc(id),
    );
    return page(nulls, sql`r.id`);
  }
  const values = and(
    fromKey(list, start),
    columnFrom(list, start),
    end?.value != null ? and(beforeKey(list, end), columnTo(list, end)) : undefined,
    end?.value != null && end.value === start.value
      ? sql`${id} >= ${start.id} and ${id} < ${end.id}`
      : undefined,
  );
  const inOrder = [asc(list.column), asc(id)];
  if (end?.value != null || !list.nullable) {
    return page(read(values, ...inOrder), sql`r.v, r.id`);
  }
  // From a value on into the NULLs at the end: two bounded parts, values first.
  const nulls = read(and(sql`${list.column} is null`, end && sql`${id} < ${end.id}`), asc(id));
  const parts = sql`select a.id, a.v, 0 as part from (${read(values, ...inOrder)}) as a
    union all select b.id, b.v, 1 as part from (${nulls}) as b`;
  return page(parts, sql`r.part, r.v, r.id`);
}

/**
 * Page `offset / pageSize + 1` of the list in `order`, from its samples: the page's keys in that
 * order, and whether rows follow it.
 */
export async function sampledPage(
  db: Db,
  list: SampledList,
  samples: ListSamples,
  order: 'asc' | 'desc',
  offset: number,
  pageSize: number,
): Promise<{ keys: PageKey[]; more: boolean }> {
  const { total } = samples;
  const count = Math.min(pageSize, total - offset);
  if (count <= 0 || samples.keys.length === 0) return { keys: [], more: false };
  const at = order === 'asc' ? offset : total - offset - count;
  const rows = await ascendingRows(db, list, samples, at, count);
  if (order === 'desc') rows.reverse();
  return { keys: rows, more: offset + count < total };
}
