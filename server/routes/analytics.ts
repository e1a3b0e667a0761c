/**
 * `GET users/dashboard/analytics`: the dashboard figures, computed in SQL (aggregates only, no
 * row is loaded into the server; from the sales rollups of migrations 0010 and 0011).
 * Role 1 sees the whole platform; roles 2 and 3 their own institution (the legacy server leaked
 * global figures to them); role 0 is refused by the policy.
 *
 * Definitions (docs/resources/purchases.md):
 *   tickets sold  = purchases whose payment did not fail and was not refunded
 *   revenue       = sum of price_amount of purchases with payment_status 'completed'
 *   events        = ticket types in scope
 *   customers     = role-0 users (scoped: distinct role-0 buyers of the institution)
 *   users         = all users (scoped: members of the institution plus its distinct buyers)
 *   monthly       = the last 12 calendar months (UTC) including the current one, zero-filled
 *
 * With `from` and `to` the figures are those of that period, with the previous period of the
 * same length beside them (analyticsPeriod.ts); without them the reply is the legacy one.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsQuerySchema, analyticsSchema, paths, readReplySchema } from '../../contract';
import { assertInstitution, institutionScope } from '../auth/guard';
import { guarded } from '../auth/policy';
import { queryRows, type Db } from '../db/client';
import type { RowCache } from '../db/rowCache';
import { notFound } from '../errors';
import { errorReplies } from '../http/openapi';
import { computePeriodFigures, periodsOf } from './analyticsPeriod';

/** The definitions over the rollup rows of migration 0010 (alias `s`), as the views of 0011
 * give them: the folded rows plus the deltas not folded yet. */
const SOLD = sql.raw(`s.payment_status not in ('failed', 'refunded')`);
const PAID = sql.raw(`s.payment_status = 'completed'`);
const money = (expression: SQL) => sql`coalesce(${expression}, 0)::numeric(12,2)::text`;

/** The next 5 dated ticket types in scope from today (UTC): not bound to any period. */
async function upcomingEventsOf(db: Db, ticketScope: SQL) {
  return queryRows<{
    eventName: string;
    eventDate: string;
    venue: string;
    ticketPrice: string;
  }>(
    db,
    sql`select t.name as "eventName", to_char(t.date, 'YYYY-MM-DD') as "eventDate",
        i.name as venue, t.price::numeric(12,2)::text as "ticketPrice"
      from ticket_types t join institutions i on i.institution_id = t.institution_id
      where t.date is not null and t.date >= (now() at time zone 'UTC')::date and ${ticketScope}
      order by t.date, t.start_datetime nulls last, t.ticket_id
      limit 5`,
  );
}

/** The institution the figures are scoped to; null for the whole platform. */
async function institutionOf(db: Db, scope: number | null) {
  if (scope === null) return null;
  const [institution] = await queryRows<{ institution_id: number; name: string }>(
    db,
    sql`select institution_id, name from institutions where institution_id = ${scope}`,
  );
  return institution ?? null;
}

/**
 * The figures for one institution, or for the whole platform when `scope` is null. The sales
 * come from the rollups that triggers keep in step with purchases (migrations 0010 and 0011),
 * whose size does not grow with the number of purchases (issue 45).
 */
export async function computeAnalytics(db: Db, scope: number | null) {
  const ticketScope = scope === null ? sql`true` : sql`t.institution_id = ${scope}`;
  const salesScope = scope === null ? sql`true` : sql`s.institution_id = ${scope}`;
  // A buyer row whose purchases all went (deleted, moved away) stays at zero.
  const buyers = sql`select b.user_id from institution_buyers b
    where b.institution_id = ${scope} and b.purchases > 0`;

  const usersCount =
    scope === null
      ? sql`(select count(*) from users)`
      : sql`(select count(*) from (
           select user_id from users where institution_id = ${scope}
           union ${buyers}) members)`;
  const customersCount =
    scope === null
      ? sql`(select count(*) from users where role = 0)`
      : sql`(select count(*) from (${buyers}) b join users u on u.user_id = b.user_id
           where u.role = 0)`;
  const institutionsCount =
    scope === null
      ? sql`(select count(*) from institutions)`
      : sql`(select count(*) from institutions where institution_id = ${scope})`;

  const [totals] = await queryRows<{
    totalUsers: number;
    totalInstitutions: number;
    totalEvents: number;
    totalTicketsSold: number;
    totalRevenue: string;
    totalCustomers: number;
  }>(
    db,
    sql`select ${usersCount}::int as "totalUsers",
        ${institutionsCount}::int as "totalInstitutions",
        (select count(*) from ticket_types t where ${ticketScope})::int as "totalEvents",
        (select coalesce(sum(s.purchases), 0) from sales_by_month_live s
          where ${salesScope} and ${SOLD})::int as "totalTicketsSold",
        (select ${money(sql`sum(s.amount)`)} from sales_by_month_live s
          where ${salesScope} and ${PAID}) as "totalRevenue",
        ${customersCount}::int as "totalCustomers"`,
  );

  const monthly = await queryRows<{ month: string; ticketsSold: number; revenue: string }>(
    db,
    sql`with months as (
        select generate_series(
          date_trunc('month', now() at time zone 'UTC') - interval '11 months',
          date_trunc('month', now() at time zone 'UTC'),
          interval '1 month') as m
      )
      select to_char(months.m, 'YYYY-MM') as month,
        (coalesce(sum(s.purchases) filter (where ${SOLD}), 0))::int as "ticketsSold",
        ${money(sql`sum(s.amount) filter (where ${PAID})`)} as revenue
      from months
      left join sales_by_month_live s on s.month = months.m::date and ${salesScope}
      group by months.m order by months.m`,
  );

  const ticketStatusCounts = await queryRows<{ ticket_status: number; count: number }>(
    db,
    sql`select st.status::int as ticket_status, (coalesce(sum(s.purchases), 0))::int as count
      from generate_series(0, 2) as st(status)
      left join sales_by_month_live s on s.ticket_status = st.status and ${salesScope}
      group by st.status order by st.status`,
  );

  const upcomingEvents = await upcomingEventsOf(db, ticketScope);

  const bestSellingProducts = await queryRows<{
    ticketName: string;
    ticketId: number;
    totalSold: number;
    totalRevenue: string;
    capacity: number;
  }>(
    db,
    sql`select t.name as "ticketName", t.ticket_id as "ticketId", t.capacity,
        s.sold as "totalSold", ${money(sql`s.revenue`)} as "totalRevenue"
      from ticket_sales_live s join ticket_types t on t.ticket_id = s.ticket_id
      where ${ticketScope} and s.sold > 0
      order by s.sold desc, t.ticket_id
      limit 5`,
  );

  const institution = await institutionOf(db, scope);

  return {
    ...totals,
    upcomingEvents,
    bestSellingProducts,
    monthly,
    ticketStatusCounts,
    institution,
  };
}

/**
 * The figures of a period: the same fields, `series` (in place of `monthly`) and `period`, and
 * `previous` with the previous period's. The upcoming events and the institution do not depend
 * on the period.
 */
export async function computeAnalyticsOver(db: Db, scope: number | null, from: string, to: string) {
  const ticketScope = scope === null ? sql`true` : sql`t.institution_id = ${scope}`;
  const [{ current, previous }, upcomingEvents, institution] = await Promise.all([
    computePeriodFigures(db, scope, periodsOf(from, to)),
    upcomingEventsOf(db, ticketScope),
    institutionOf(db, scope),
  ]);
  return { ...current, upcomingEvents, institution, previous };
}

export type Analytics =
  Awaited<ReturnType<typeof computeAnalytics>> | Awaited<ReturnType<typeof computeAnalyticsOver>>;

const analyticsRoutes: FastifyPluginAsyncZod<{ cache: RowCache<string, Analytics> }> = async (
  app,
  { cache },
) => {
  app.get(
    paths.analytics,
    {
      ...guarded('users.analytics'),
      schema: {
        tags: ['analytics'],
        summary: 'Dashboard figures (whole platform for role 1, own institution for roles 2 and 3)',
        querystring: analyticsQuerySchema,
        response: {
          200: readReplySchema(analyticsSchema),
          ...errorReplies(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { from, to, institution_id } = request.query;
      let scope = institutionScope(request.user);
      if (institution_id !== undefined) {
        // Roles 2 and 3 may only name their own institution (403 otherwise).
        assertInstitution(request, institution_id);
        if (scope === null) {
          const [known] = await queryRows<{ institution_id: number }>(
            app.db,
            sql`select institution_id from institutions where institution_id = ${institution_id}`,
          );
          if (!known) throw notFound('Institution not found');
          scope = institution_id;
        }
      }
      const compute =
        from !== undefined && to !== undefined
          ? () => computeAnalyticsOver(app.db, scope, from, to)
          : () => computeAnalytics(app.db, scope);
      const key = from !== undefined ? `${scope}|${from}|${to}` : String(scope);
      return { status: 'success' as const, data: await cache.fetch(key, compute) };
    },
  );
};

export default analyticsRoutes;
