/**
 * The exact number of purchases a list shows, from the sales rollups (migration 0010) instead of
 * counting purchases: possible when the list has no search and filters only on what a rollup row
 * is keyed by (payment status, ticket status, the ticket type's institution), optionally scoped to
 * one institution. It reads `sales_by_month_live` (migration 0011: the folded rollups plus the
 * deltas not folded yet), which the writing transaction changes, so the sum is as exact as a
 * count, at the cost of summing a few hundred rows whatever the number of purchases.
 */
import { and, eq, sql } from 'drizzle-orm';
import { purchaseFilterSchemas } from '../../contract';
import { listQuery, type ListOptions } from '../http/list';
import { queryRows, type Db } from './client';
import { salesByMonth } from './schema';

const rollupOptions = {
  sortable: { month: salesByMonth.month },
  searchable: [],
  defaultSort: 'month',
  tiebreak: salesByMonth.month,
  filters: {
    payment_status: {
      column: salesByMonth.payment_status,
      parse: purchaseFilterSchemas.payment_status,
    },
    ticket_status: {
      column: salesByMonth.ticket_status,
      parse: purchaseFilterSchemas.ticket_status,
    },
    institution_id: {
      column: salesByMonth.institution_id,
      parse: purchaseFilterSchemas.institution_id,
    },
  },
} satisfies ListOptions<{ month: typeof salesByMonth.month }>;

const ROLLUP_FILTERS = new Set(Object.keys(rollupOptions.filters));

/** Whether a list with this search and these filter keys can be counted from the rollups. */
export const countableFromRollups = (q: string | undefined, filterKeys: readonly string[]) =>
  q === undefined && filterKeys.every((key) => ROLLUP_FILTERS.has(key));

/**
 * The total of the purchase list for `query` (already checked by the list's own listQuery, and
 * `countableFromRollups`), within one institution when `institutionId` is given.
 */
export async function purchaseRollupTotal(
  db: Db,
  query: Record<string, unknown>,
  institutionId?: number,
): Promise<number> {
  const own: Record<string, unknown> = {};
  for (const key of ROLLUP_FILTERS) {
    for (const name of [key, `${key}_from`, `${key}_to`]) {
      if (query[name] !== undefined) own[name] = query[name];
    }
  }
  const { where } = listQuery(own, rollupOptions);
  const scope =
    institutionId === undefined ? undefined : eq(salesByMonth.institution_id, institutionId);
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    // The live view under the table's own name, so the filters' columns read from it.
    sql`select coalesce(sum(${salesByMonth.purchases}), 0)::int as n
         from sales_by_month_live as ${salesByMonth}
         where ${and(scope, where) ?? sql`true`}`,
  );
  return n;
}
