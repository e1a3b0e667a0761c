/**
 * Page jumps on large purchase lists (routes/purchases.ts): a list the sales rollups can count
 * (no search; filters on payment status, ticket status, institution only) has an exact total at
 * any size, and a page past the middle is read from the far end. Each such page holds exactly the
 * rows the same list read from the front gives: here the same purchases listed with a filter that
 * keeps them all (every payment method), which the rollups cannot count, so it walks the offset.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHODS, PURCHASE_SORT_KEYS } from '../../contract';
import type { BuiltApp } from '../../server/app';
import { queryRows } from '../../server/db/client';
import { EXACT_TOTAL_UP_TO } from '../../server/db/listTotal';
import { loginAs, makeApp } from './helpers';
import { EMAILS, FIXTURE_PASSWORD, seedPurchaseFixture } from './purchases-fixture';

type Headers = { authorization: string };
interface ListBody {
  data: Array<{ purchase_id: number }>;
  meta: { total: number; totalIsEstimate?: boolean };
}
const PAGE_SIZE = 50;
const EVERY_METHOD = `payment_method=${PAYMENT_METHODS.join(',')}`;

describe('page jumps on a list larger than an exact count covers', () => {
  let app: BuiltApp;
  let admin: Headers;
  let venue: Headers;
  let fx: Awaited<ReturnType<typeof seedPurchaseFixture>>;
  let total: number;
  const list = async (url: string, headers: Headers = admin) => {
    const res = await app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ListBody;
  };
  const ids = (body: ListBody) => body.data.map((p) => p.purchase_id);

  beforeAll(async () => {
    app = await makeApp({ seed: 'none' });
    fx = await seedPurchaseFixture(app);
    // Varied prices, dates, statuses and buyers, so that every sort has ties and distinct values.
    await queryRows(
      app.db,
      sql`insert into purchases (user_id, ticket_id, purchase_date, ticket_date, price_amount,
                                 payment_status, payment_method, ticket_status)
        select case when g % 3 = 0 then ${fx.guestA.user_id}::int else ${fx.guestB.user_id}::int end,
               case when g % 5 = 0 then ${fx.away.ticket_id}::int else ${fx.gala.ticket_id}::int end,
               now() - make_interval(hours => g % 997),
               case when g % 4 = 0 then null else current_date + (g % 30) end,
               (g % 40) + 0.5,
               (array['completed','pending','failed','refunded'])[1 + g % 4],
               (array['paypal','credit_card','bank_transfer'])[1 + g % 3],
               g % 3
          from generate_series(1, ${EXACT_TOTAL_UP_TO * 2}::int) as g`,
    );
    await queryRows(app.db, sql`analyze purchases`);
    [{ n: total }] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from purchases`,
    );
    admin = (await loginAs(app, EMAILS.admin, FIXTURE_PASSWORD)).headers as Headers;
    venue = (await loginAs(app, EMAILS.venue1, FIXTURE_PASSWORD)).headers as Headers;
  }, 240_000);
  afterAll(async () => {
    await app?.close();
  });

  it('has an exact total for the whole list, a status filter and an institution', async () => {
    const whole = await list(`/api/v1/purchase/list?page=1&pageSize=${PAGE_SIZE}`);
    expect(whole.meta).toMatchObject({ total, page: 1, pageSize: PAGE_SIZE });
    expect(whole.meta.totalIsEstimate).toBeUndefined();
    const [{ n: pending }] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from purchases where payment_status = 'pending'`,
    );
    const filtered = await list(
      `/api/v1/purchase/list?page=3&pageSize=${PAGE_SIZE}&payment_status=pending`,
    );
    expect(filtered.meta.total).toBe(pending);
    expect(filtered.meta.totalIsEstimate).toBeUndefined();
    const [{ n: own }] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from purchases p join ticket_types t using (ticket_id)
           where t.institution_id = ${fx.venue1.institution_id}`,
    );
    const scoped = await list(
      `/api/v1/purchase/list/institute/${fx.venue1.institution_id}?page=2&pageSize=${PAGE_SIZE}`,
      venue,
    );
    expect(scoped.meta.total).toBe(own);
  });

  it.each(PURCHASE_SORT_KEYS.flatMap((sort) => [`${sort}&order=asc`, `${sort}&order=desc`]))(
    'sort=%s: the last, next-to-last and a middle page hold the rows read from the front',
    async (sortQuery) => {
      const pages = Math.ceil(total / PAGE_SIZE);
      for (const page of [pages, pages - 1, Math.ceil(pages / 2) + 1, 2]) {
        const query = `sort=${sortQuery}&page=${page}&pageSize=${PAGE_SIZE}`;
        const jumped = await list(`/api/v1/purchase/list?${query}`);
        const walked = await list(`/api/v1/purchase/list?${query}&${EVERY_METHOD}`);
        expect(ids(jumped), `page ${page}`).toEqual(ids(walked));
        expect(jumped.data.length).toBe(
          page === pages ? total - (pages - 1) * PAGE_SIZE : PAGE_SIZE,
        );
      }
    },
  );

  it('a filtered list and an institution list jump alike', async () => {
    const cases: Array<[string, string, Headers]> = [
      [
        '/api/v1/purchase/list',
        'payment_status=completed,refunded&sort=price_amount&order=desc',
        admin,
      ],
      [
        `/api/v1/purchase/list/institute/${fx.venue1.institution_id}`,
        'ticket_status=1&sort=user_name',
        venue,
      ],
    ];
    for (const [base, filters, headers] of cases) {
      const first = await list(`${base}?${filters}&page=1&pageSize=${PAGE_SIZE}`, headers);
      const pages = Math.ceil(first.meta.total / PAGE_SIZE);
      for (const page of [pages, pages - 1]) {
        const query = `${filters}&page=${page}&pageSize=${PAGE_SIZE}`;
        const jumped = await list(`${base}?${query}`, headers);
        const walked = await list(`${base}?${query}&${EVERY_METHOD}`, headers);
        expect(ids(jumped), `${filters} page ${page}`).toEqual(ids(walked));
        expect(jumped.data.length).toBeGreaterThan(0);
      }
    }
  });

  it('a page past the end is empty, with the exact total', async () => {
    const body = await list(`/api/v1/purchase/list?page=100000&pageSize=${PAGE_SIZE}`);
    expect(body.data).toEqual([]);
    expect(body.meta.total).toBe(total);
  });
});
