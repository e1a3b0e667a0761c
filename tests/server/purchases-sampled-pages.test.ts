/**
 * Page jumps from sampled keys (server/db/pageSamples.ts, routes/purchasePages.ts): a page of a
 * list without search or filters, by any sort and order, holds exactly the rows the same list
 * walked by offset gives (the same purchases with a filter that keeps them all, every payment
 * method, which is never read from samples), at the edges of the samples, on the last pages, past
 * the end, and after purchases are added and deleted. Samples every 7 rows, so a few hundred
 * purchases span dozens of them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHODS, PURCHASE_SORT_KEYS } from '../../contract';
import type { BuiltApp } from '../../server/app';
import { queryRows } from '../../server/db/client';
import { loginAs, makeApp } from './helpers';
import { EMAILS, FIXTURE_PASSWORD, seedPurchaseFixture } from './purchases-fixture';

type Headers = { authorization: string };
interface ListBody {
  data: Array<{ purchase_id: number }>;
  meta: { total: number; totalIsEstimate?: boolean; next?: string; prev?: string };
}
const EVERY = 7;
const EVERY_METHOD = `payment_method=${PAYMENT_METHODS.join(',')}`;
const ORDERS = PURCHASE_SORT_KEYS.flatMap((sort) => [`${sort}&order=asc`, `${sort}&order=desc`]);

describe('page jumps from sampled keys', () => {
  let app: BuiltApp;
  let admin: Headers;
  let venue: Headers;
  let fx: Awaited<ReturnType<typeof seedPurchaseFixture>>;

  const list = async (url: string, headers: Headers = admin) => {
    const res = await app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ListBody;
  };
  const ids = (body: ListBody) => body.data.map((p) => p.purchase_id);

  /** Adds `count` purchases with ties on every sort, a quarter without a ticket date. */
  const addPurchases = async (count: number, offsetHours = 0) => {
    await queryRows(
      app.db,
      sql`insert into purchases (user_id, ticket_id, purchase_date, ticket_date, price_amount,
                                 payment_status, payment_method, ticket_status)
        select case when g % 3 = 0 then ${fx.guestA.user_id}::int else ${fx.guestB.user_id}::int end,
               case when g % 5 = 0 then ${fx.away.ticket_id}::int else ${fx.gala.ticket_id}::int end,
               now() - make_interval(hours => (g * 7 + ${offsetHours}::int) % 97),
               case when g % 4 = 0 then null else current_date + (g % 11) end,
               (g % 13) + 0.5,
               (array['completed','pending','failed','refunded'])[1 + g % 4],
               (array['paypal','credit_card','bank_transfer'])[1 + g % 3],
               g % 3
          from generate_series(1, ${count}::int) as g`,
    );
  };

  /** Waits until this instance has heard of the last change (PostgreSQL's notices lag a commit). */
  const changeHeard = async () => {
    for (let i = 0; i < 200 && app.pageSamples.size > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(app.pageSamples.size).toBe(0);
  };

  /** Asks once so the samples are built, waits for the build, and checks they are kept. */
  const sampled = async (base: string, sortQuery: string, headers: Headers = admin) => {
    const before = app.pageSamples.size;
    await list(`${base}?sort=${sortQuery}&page=2&pageSize=5`, headers);
    await app.pageSamples.settled();
    expect(app.pageSamples.size, `samples of ${sortQuery}`).toBeGreaterThanOrEqual(before);
    expect(app.pageSamples.size).toBeGreaterThan(0);
  };

  const expectSameAsWalked = async (
    base: string,
    sortQuery: string,
    pageSize: number,
    headers: Headers = admin,
  ) => {
    const first = await list(`${base}?sort=${sortQuery}&page=1&pageSize=${pageSize}`, headers);
    const total = first.meta.total;
    const pages = Math.ceil(total / pageSize);
    const wanted = new Set([1, 2, 3, pages, pages - 1, Math.ceil(pages / 2), pages + 1]);
    // Pages whose first or last row is a sample, or one row either side of one.
    for (const at of [EVERY, 2 * EVERY, 5 * EVERY, total - EVERY]) {
      for (const row of [at - 1, at, at + 1]) wanted.add(Math.floor(row / pageSize) + 1);
    }
    for (const page of [...wanted].filter((p) => p >= 1).sort((a, b) => a - b)) {
      const query = `sort=${sortQuery}&page=${page}&pageSize=${pageSize}`;
      const jumped = await list(`${base}?${query}`, headers);
      const walked = await list(`${base}?${query}&${EVERY_METHOD}`, headers);
      expect(ids(jumped), `${sortQuery} page ${page} of ${pages}`).toEqual(ids(walked));
      expect(jumped.meta.total).toBe(total);
      expect(jumped.meta.totalIsEstimate).toBeUndefined();
      expect(jumped.data.length).toBe(
        page > pages ? 0 : page === pages ? total - (pages - 1) * pageSize : pageSize,
      );
      expect(Boolean(jumped.meta.next), `${sortQuery} page ${page}: next`).toBe(
        Boolean(walked.meta.next),
      );
      expect(Boolean(jumped.meta.prev), `${sortQuery} page ${page}: prev`).toBe(
        Boolean(walked.meta.prev),
      );
    }
  };

  beforeAll(async () => {
    app = await makeApp({ seed: 'none', pageSampleEvery: EVERY, pageSampleRebuildFactor: 0 });
    fx = await seedPurchaseFixture(app);
    await addPurchases(300);
    await queryRows(app.db, sql`analyze purchases`);
    admin = (await loginAs(app, EMAILS.admin, FIXTURE_PASSWORD)).headers as Headers;
    venue = (await loginAs(app, EMAILS.venue1, FIXTURE_PASSWORD)).headers as Headers;
  }, 240_000);
  afterAll(async () => {
    await app?.close();
  });

  it.each(ORDERS)('sort=%s: every jumped page is the walked page', async (sortQuery) => {
    await sampled('/api/v1/purchase/list', sortQuery);
    await expectSameAsWalked('/api/v1/purchase/list', sortQuery, 10);
    await expectSameAsWalked('/api/v1/purchase/list', sortQuery, EVERY);
  });

  it("an institution's list jumps from its own samples", async () => {
    const base = `/api/v1/purchase/list/institute/${fx.venue1.institution_id}`;
    for (const sortQuery of ['ticket_date&order=desc', 'user_name&order=asc', 'purchase_date']) {
      await sampled(base, sortQuery, venue);
      await expectSameAsWalked(base, sortQuery, 6, venue);
    }
  });

  it('a list with a search or a filter is walked, never read from samples', async () => {
    app.pageSamples.clear();
    await list('/api/v1/purchase/list?payment_status=pending&page=3&pageSize=5');
    await list('/api/v1/purchase/list?q=guest&page=3&pageSize=5');
    await app.pageSamples.settled();
    expect(app.pageSamples.size).toBe(0);
  });

  it('after purchases are added and deleted, jumps still give the walked pages', async () => {
    const sorts = ['purchase_date&order=desc', 'ticket_date&order=asc', 'price_amount&order=desc'];
    for (const sortQuery of sorts) await sampled('/api/v1/purchase/list', sortQuery);
    const before = (await list('/api/v1/purchase/list?page=2&pageSize=10')).meta.total;

    await addPurchases(23, 5);
    await changeHeard();
    for (const sortQuery of sorts) await sampled('/api/v1/purchase/list', sortQuery);
    const added = await list('/api/v1/purchase/list?page=2&pageSize=10');
    expect(added.meta.total).toBe(before + 23);
    for (const sortQuery of sorts) await expectSameAsWalked('/api/v1/purchase/list', sortQuery, 10);

    await queryRows(
      app.db,
      sql`delete from purchases where purchase_id in
            (select purchase_id from purchases order by price_amount, purchase_id limit 31)`,
    );
    await changeHeard();
    for (const sortQuery of sorts) await sampled('/api/v1/purchase/list', sortQuery);
    const deleted = await list('/api/v1/purchase/list?page=2&pageSize=10');
    expect(deleted.meta.total).toBe(before + 23 - 31);
    for (const sortQuery of sorts) await expectSameAsWalked('/api/v1/purchase/list', sortQuery, 10);
  });
});
