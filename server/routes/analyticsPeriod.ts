/**
 * The dashboard figures over a period of whole UTC days (`from`..`to`, inclusive) and over the
 * previous period of the same length (ending the day before `from`), in three SQL statements run
 * side by side; each returns both periods, so the comparison costs no extra round trip. The
 * sales come from the daily rollups of migration 0011 (`sales_by_day_live`: one row per ticket
 * type and day, folded or not), so their cost follows the number of days and ticket types, not
 * of purchases; a period being whole days, no purchase is read for them. What each figure means
 * over a period is written in docs/resources/purchases.md ("Analytics over a period"):
 *   tickets sold, revenue, status counts, best sellers, series: purchases made in the period
 *   users, customers, events, institutions: those that are new in the period
 * The series has one point a day up to ANALYTICS_DAILY_MAX_DAYS, else one a month counted from
 * `from`; the previous period's series has as many points, so the two line up point by point.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  ANALYTICS_DAILY_MAX_DAYS,
  periodDays,
  type AnalyticsPeriod,
  type AnalyticsPrevious,
} from '../../contract';
import { queryRows, type Db } from '../db/client';

const money = (expression: SQL) => sql`coalesce(${expression}, 0)::numeric(12,2)::text`;
/** At most this many monthly points (ANALYTICS_MAX_PERIOD_DAYS is just over 36 months). */
const MAX_MONTH_STEPS = 37;

const DAY_MS = 86_400_000;
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export interface Periods {
  current: AnalyticsPeriod;
  previous: AnalyticsPeriod;
}

/** The period asked for and the one before it, of the same number of days. */
export function periodsOf(from: string, to: string): Periods {
  const days = periodDays(from, to);
  const unit = days <= ANALYTICS_DAILY_MAX_DAYS ? 'day' : 'month';
  return {
    current: { from, to, unit },
    previous: { from: shiftDay(from, -days), to: shiftDay(from, -1), unit },
  };
}

/** The start of a UTC day, and the start of the day after another (the period's open end). */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'UTC')`;
const dayAfter = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'UTC')`;

/** Both periods as rows (k 0 = asked, 1 = previous) with their half-open bounds [lo, hi). */
const periodsCte = ({ current, previous }: Periods) => sql`periods(k, lo, hi) as (values
  (0, ${dayStart(current.from)}, ${dayAfter(current.to)}),
  (1, ${dayStart(previous.from)}, ${dayAfter(previous.to)}))`;

type Totals = Omit<
  AnalyticsPrevious,
  'period' | 'series' | 'ticketStatusCounts' | 'bestSellingProducts'
>;
type Series = AnalyticsPrevious['series'];
type StatusCounts = AnalyticsPrevious['ticketStatusCounts'];
type BestSellers = AnalyticsPrevious['bestSellingProducts'];

export interface PeriodFigures extends Totals {
  period: AnalyticsPeriod;
  series: Series;
  ticketStatusCounts: StatusCounts;
  bestSellingProducts: BestSellers;
}

/** The figures of both periods for one institution, or the whole platform when `scope` is null. */
export async function computePeriodFigures(
  db: Db,
  scope: number | null,
  periods: Periods,
): Promise<{ current: PeriodFigures; previous: PeriodFigures }> {
  const ticketScope = scope === null ? sql`true` : sql`t.institution_id = ${scope}`;
  // The days of the sales in scope, `s` (joined with their ticket type only when scoped).
  const scopedDays =
    scope === null
      ? sql`sales_by_day_live s`
      : sql`sales_by_day_live s join ticket_types t on t.ticket_id = s.ticket_id and ${ticketScope}`;
  const createdIn = (column: string) => sql.raw(`${column} >= pr.lo and ${column} < pr.hi`);

  // New users and customers. Platform: accounts created in the period. Institution: people whose
  // first link to it (account created as its member, or first purchase of its ticket types)
  // falls in the period; customers are role-0 buyers whose first purchase there does. Its buyers
  // come from the rollup; each one's first purchase there is read from the buyer's purchases in
  // date order (an index), not from a scan of all the institution's purchases.
  const firsts =
    scope === null
      ? sql``
      : sql`, links as (
          select u.user_id, u.created_at as joined, false as buyer
            from users u where u.institution_id = ${scope}
          union all
          select b.user_id, first.at, true from institution_buyers b
            cross join lateral (
              select p.purchase_date as at from purchases p
                join ticket_types t on t.ticket_id = p.ticket_id and ${ticketScope}
              where p.user_id = b.user_id
              order by p.purchase_date limit 1
            ) first
          where b.institution_id = ${scope} and b.purchases > 0
        ), firsts as (
          select user_id, min(joined) as joined, min(joined) filter (where buyer) as bought
          from links group by user_id
        )`;
  const usersCount =
    scope === null
      ? sql`(select count(*) from users u where ${createdIn('u.created_at')})`
      : sql`(select count(*) from firsts f where ${createdIn('f.joined')})`;
  const customersCount =
    scope === null
      ? sql`(select count(*) from users u where u.role = 0 and ${createdIn('u.created_at')})`
      : sql`(select count(*) from firsts f join users u on u.user_id = f.user_id
           where u.role = 0 and ${createdIn('f.bought')})`;
  const institutionsScope = scope === null ? sql`true` : sql`i.institution_id = ${scope}`;

  const totalsQuery = queryRows<Omit<Totals, 'totalTicketsSold' | 'totalRevenue'> & { k: number }>(
    db,
    sql`with ${periodsCte(periods)} ${firsts}
      select pr.k,
        ${usersCount}::int as "totalUsers",
        (select count(*) from institutions i
          where ${institutionsScope} and ${createdIn('i.created_at')})::int as "totalInstitutions",
        (select count(*) from ticket_types t
          where ${ticketScope} and ${createdIn('t.created_at')})::int as "totalEvents",
        ${customersCount}::int as "totalCustomers"
      from periods pr order by pr.k`,
  );

  const { current } = periods;
  const step = current.unit === 'day' ? sql.raw(`interval '1 day'`) : sql.raw(`interval '1 month'`);
  // As many points for both periods: the asked period's count of steps from its first day.
  const steps =
    current.unit === 'day'
      ? sql`select ${periodDays(current.from, current.to)}::int as n`
      : sql`select count(*)::int as n from generate_series(0, ${MAX_MONTH_STEPS}) i
          where ${current.from}::date + i * ${step} <= ${current.to}::date`;
  // One pass over the days of both periods (one index range, both periods being adjacent):
  // each day is placed in its period (k) and point (i) by arithmetic, then summed per point
  // and, by the grouping sets, per period (i null), so the totals, the series and the status
  // counts come from the same rows. Month points are the asked period's first day plus i
  // months: a day's point is its month distance, one less if it falls before that day.
  const { previous } = periods;
  const point =
    current.unit === 'day'
      ? sql`(d.at::date - pr.first::date)`
      : sql`(m.months - case when pr.first + m.months * ${step} > d.at then 1 else 0 end)`;
  const salesQuery = queryRows<{
    k: number;
    i: number | null;
    start: string | null;
    ticketsSold: number;
    revenue: string;
    purchased: number;
    entered: number;
    checkedOut: number;
  }>(
    db,
    sql`with steps as (${steps}),
      periods(k, first) as (values
        (0, ${current.from}::date::timestamp), (1, ${previous.from}::date::timestamp)),
      buckets as (
        select pr.k, i, to_char(pr.first + i * ${step}, 'YYYY-MM-DD') as start
        from periods pr, steps, generate_series(0, steps.n - 1) i
      ),
      dated as (
        select case when s.day >= ${current.from}::date then 0 else 1 end as k,
          s.day::timestamp as at, s.sold, s.revenue, s.purchased, s.entered, s.checked_out
        from ${scopedDays}
        where s.day >= ${previous.from}::date and s.day <= ${current.to}::date
      ),
      placed as (
        select d.*, least(greatest(${point}, 0), steps.n - 1) as i
        from dated d join periods pr on pr.k = d.k
          cross join steps
          cross join lateral (select ((extract(year from d.at) - extract(year from pr.first)) * 12
            + extract(month from d.at) - extract(month from pr.first))::int as months) m
      ),
      facts as (
        select p.k, p.i, sum(p.sold) as sold, sum(p.revenue) as revenue,
          sum(p.purchased) as s0, sum(p.entered) as s1, sum(p.checked_out) as s2
        from placed p
        group by grouping sets ((p.k, p.i), (p.k))
      ),
      rows as (
        select b.k, b.i, b.start, f.sold, f.revenue, f.s0, f.s1, f.s2
        from buckets b left join facts f on f.k = b.k and f.i = b.i
        union all
        select pr.k, null, null, f.sold, f.revenue, f.s0, f.s1, f.s2
        from periods pr left join facts f on f.k = pr.k and f.i is null
      )
      select k, i, start, coalesce(sold, 0)::int as "ticketsSold", ${money(sql`revenue`)} as revenue,
        coalesce(s0, 0)::int as purchased, coalesce(s1, 0)::int as entered,
        coalesce(s2, 0)::int as "checkedOut"
      from rows order by k, i nulls first`,
  );

  // The asked period's five best sellers, and the same ticket types in the previous period.
  const bestQuery = queryRows<
    BestSellers[number] & { capacity: number; previousSold: number; previousRevenue: string }
  >(
    db,
    sql`with top as (
        select t.ticket_id, t.name, t.capacity, sum(s.sold) as sold, sum(s.revenue) as revenue
        from sales_by_day_live s join ticket_types t on t.ticket_id = s.ticket_id
        where ${ticketScope} and s.day >= ${current.from}::date and s.day <= ${current.to}::date
        group by t.ticket_id
        having sum(s.sold) > 0
        order by sold desc, t.ticket_id
        limit 5
      )
      select top.name as "ticketName", top.ticket_id as "ticketId", top.capacity,
        top.sold::int as "totalSold", ${money(sql`top.revenue`)} as "totalRevenue",
        before."previousSold", before."previousRevenue"
      from top cross join lateral (
        select coalesce(sum(s.sold), 0)::int as "previousSold",
          ${money(sql`sum(s.revenue)`)} as "previousRevenue"
        from sales_by_day_live s
        where s.ticket_id = top.ticket_id
          and s.day >= ${previous.from}::date and s.day <= ${previous.to}::date
      ) before
      order by top.sold desc, top.ticket_id`,
  );

  const [totals, salesRows, bestRows] = await Promise.all([totalsQuery, salesQuery, bestQuery]);
  const figures = (k: number, period: AnalyticsPeriod): PeriodFigures => {
    const { k: _k, ...rest } = totals.find((row) => row.k === k)!;
    const sales = salesRows.filter((row) => row.k === k);
    const whole = sales.find((row) => row.i === null)!;
    return {
      ...rest,
      totalTicketsSold: whole.ticketsSold,
      totalRevenue: whole.revenue,
      period,
      series: sales
        .filter((row) => row.i !== null)
        .map(({ start, ticketsSold, revenue }) => ({ start: start!, ticketsSold, revenue })),
      ticketStatusCounts: [
        { ticket_status: 0, count: whole.purchased },
        { ticket_status: 1, count: whole.entered },
        { ticket_status: 2, count: whole.checkedOut },
      ],
      bestSellingProducts: bestRows.map((row) => ({
        ticketName: row.ticketName,
        ticketId: row.ticketId,
        totalSold: k === 0 ? row.totalSold : row.previousSold,
        totalRevenue: k === 0 ? row.totalRevenue : row.previousRevenue,
        capacity: row.capacity,
      })),
    };
  };
  return { current: figures(0, periods.current), previous: figures(1, periods.previous) };
}
