/**
 * The total of a paged list without counting a whole table on every request: the rows are
 * counted up to EXACT_TOTAL_UP_TO (a selective filter or search: exact, and cheap because few
 * rows match), and past that the total is the planner's estimate of the query's rows (from the
 * table's statistics, kept by ANALYZE), said so in `meta.totalIsEstimate`.
 */
import { sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from './client';

/** Lists of at most this many rows get an exact total. */
export const EXACT_TOTAL_UP_TO = 5000;

export interface ListTotal {
  total: number;
  estimated: boolean;
}

interface PlanNode {
  'Plan Rows'?: number;
}

/** `rows()` builds a fresh `select ... from ... where ...` of the list (no order, no page). */
export async function listTotal(db: Db, rows: () => PgSelect): Promise<ListTotal> {
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${rows().limit(EXACT_TOTAL_UP_TO + 1)}) as counted`,
  );
  if (n <= EXACT_TOTAL_UP_TO) return { total: n, estimated: false };
  const [explained] = await queryRows<Record<string, unknown>>(
    db,
    sql`explain (format json) ${rows()}`,
  );
  const plan = Object.values(explained ?? {})[0];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan?: PlanNode }[];
  const estimate = Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
  // The rows counted are a floor the estimate cannot go under.
  return { total: Math.max(estimate, n), estimated: true };
}
