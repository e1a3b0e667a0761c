/**
 * The total of a paged list without counting a whole table on every request. The planner's
 * estimate of the query's rows (from the tables' statistics, kept by ANALYZE) comes first: far
 * past EXACT_TOTAL_UP_TO it is the total, said so in `meta.totalIsEstimate`. Otherwise the rows
 * are counted up to EXACT_TOTAL_UP_TO (a selective filter or search: exact, and cheap because few
 * rows match); past that the total is the estimate again, never less than what was counted.
 */
import { sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from './client';

/** Lists of at most this many rows get an exact total. */
export const EXACT_TOTAL_UP_TO = 5000;
/**
 * An estimate this many times EXACT_TOTAL_UP_TO is taken without counting: statistics are never
 * that far off for the plain filters, and a search's estimate is small (an array of ids unknown
 * to the planner), so a search is always counted.
 */
const SURE_FACTOR = 10;

export interface ListTotal {
  total: number;
  estimated: boolean;
}

interface PlanNode {
  'Plan Rows'?: number;
}

async function estimate(db: Db, query: PgSelect): Promise<number> {
  const [explained] = await queryRows<Record<string, unknown>>(
    db,
    sql`explain (format json) ${query}`,
  );
  const plan = Object.values(explained ?? {})[0];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan?: PlanNode }[];
  return Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * `rows()` builds a fresh `select ... from ... where ...` of the list (no order, no page).
 * `countFirst` (a search, whose estimate never spares the count): counted first, and estimated
 * only when more than EXACT_TOTAL_UP_TO rows match, one statement fewer for most searches.
 */
export async function listTotal(
  db: Db,
  rows: () => PgSelect,
  { countFirst = false }: { countFirst?: boolean } = {},
): Promise<ListTotal> {
  let estimated = countFirst ? undefined : await estimate(db, rows());
  if (estimated !== undefined && estimated >= EXACT_TOTAL_UP_TO * SURE_FACTOR)
    return { total: estimated, estimated: true };
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${rows().limit(EXACT_TOTAL_UP_TO + 1)}) as counted`,
  );
  if (n <= EXACT_TOTAL_UP_TO) return { total: n, estimated: false };
  estimated ??= await estimate(db, rows());
  return { total: Math.max(estimated, n), estimated: true };
}
