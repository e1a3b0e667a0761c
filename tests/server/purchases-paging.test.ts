/**
 * Paged purchase lists: a page is read as its ids first, then its rows (routes/purchases.ts), and
 * the total and the order of a paged list are reused per scope, filter (and sort) until a write
 * through the API.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { PURCHASE_SORT_KEYS, purchaseSchema, readReplySchema } from '../../contract';
import { purchases } from '../../server/db/schema';
import { parseIdList } from '../../server/routes/purchases';
import { loginAs, makeApp } from './helpers';
import { EMAILS, FIXTURE_PASSWORD, seedPurchaseFixture } from './purchases-fixture';

type Headers = { authorization: string };
interface ListBody {
  data: Array<{ purchase_id: number }>;
  meta?: { total: number; page: number; pageSize: number };
}

// Every sort the contract offers.
const SORTS = PURCHASE_SORT_KEYS;

async function setUp(listTotalCacheMs: number, listOrderCacheMs = 0, purchaseRowCacheMs = 0) {
  const app = await makeApp({
    seed: 'none',
    listTotalCacheMs,
    listOrderCacheMs,
    purchaseRowCacheMs,
  });
  const fx = await seedPurchaseFixture(app);
  const admin = (await loginAs(app, EMAILS.admin, FIXTURE_PASSWORD)).headers as Headers;
  const venue1 = (await loginAs(app, EMAILS.venue1, FIXTURE_PASSWORD)).headers as Headers;
  const list = async (url: string, headers: Headers = admin) => {
    const res = await app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ListBody;
  };
  return { app, fx, admin, venue1, list };
}

describe('paged purchase lists', () => {
  let ctx: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    ctx = await setUp(0);
  });
  afterAll(async () => {
    await ctx?.app.close();
  });

  /** Every page of `query` (3 a page) one after the other, with the totals they gave. */
  async function allPages(base: string, query: string, headers?: Headers) {
    const ids: number[] = [];
    const totals = new Set<number>();
    for (let page = 1; page <= 4; page++) {
      const body = await ctx.list(`${base}?${query}&page=${page}&pageSize=3`, headers);
      ids.push(...body.data.map((p) => p.purchase_id));
      totals.add(body.meta!.total);
    }
    return { ids, totals: [...totals] };
  }

  it.each(SORTS.flatMap((sort) => [`${sort}&order=asc`, `${sort}&order=desc`]))(
    'pages through sort=%s in the same order as the whole list',
    async (sortQuery) => {
      const base = '/api/v1/purchase/list';
      const whole = await ctx.list(`${base}?sort=${sortQuery}`);
      const paged = await allPages(base, `sort=${sortQuery}`);
      expect(paged.ids).toEqual(whole.data.map((p) => p.purchase_id));
      expect(paged.totals).toEqual([8]);
    },
  );

  it('pages filtered, searched and institution lists like the whole list', async () => {
    const { fx, venue1 } = ctx;
    const cases: Array<[string, string, Headers?]> = [
      ['/api/v1/purchase/list', 'payment_status=completed&sort=user_name&order=desc'],
      ['/api/v1/purchase/list', 'q=gala&sort=price_amount'],
      ['/api/v1/purchase/list', `institution_id=${fx.venue1.institution_id}&sort=ticket_name`],
      [`/api/v1/purchase/list/institute/${fx.venue1.institution_id}`, 'sort=user_name', venue1],
      [
        `/api/v1/purchase/list/institute/${fx.venue1.institution_id}`,
        'ticket_status=0,1&sort=institution_name&order=desc',
        venue1,
      ],
    ];
    for (const [base, query, headers] of cases) {
      const whole = await ctx.list(`${base}?${query}`, headers);
      const paged = await allPages(base, query, headers);
      expect(paged.ids, query).toEqual(whole.data.map((p) => p.purchase_id));
      expect(paged.totals, query).toEqual([whole.data.length]);
    }
  });

  it('answers a page past the end with data [] and the total', async () => {
    const body = await ctx.list('/api/v1/purchase/list?page=9&pageSize=5&sort=user_name');
    expect(body).toEqual({ status: 'success', data: [], meta: { total: 8, page: 9, pageSize: 5 } });
  });
});

describe('paged purchase list totals, reused until a write', () => {
  let ctx: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    ctx = await setUp(60_000);
  });
  afterAll(async () => {
    await ctx?.app.close();
  });

  const total = async (url: string, headers?: Headers) =>
    (await ctx.list(url, headers)).meta!.total;

  it('counts again at once after any write through the API', async () => {
    const { app, fx, admin, venue1 } = ctx;
    const all = '/api/v1/purchase/list?page=1&pageSize=2';
    const paid = '/api/v1/purchase/list?page=2&pageSize=2&payment_status=completed';
    const own = `/api/v1/purchase/list/institute/${fx.venue1.institution_id}?page=1`;
    expect([await total(all), await total(paid), await total(own, venue1)]).toEqual([8, 5, 6]);

    // A row written straight into the database (not through this server) is not counted yet...
    await app.db.insert(purchases).values({
      user_id: fx.guestA.user_id,
      ticket_id: fx.gala.ticket_id,
      price_amount: '20.00',
      payment_status: 'completed',
      payment_method: 'paypal',
    });
    expect([await total(all), await total(paid), await total(own, venue1)]).toEqual([8, 5, 6]);
    // ...while the whole list, which has no total to keep, has it.
    expect((await ctx.list('/api/v1/purchase/list')).data).toHaveLength(9);

    // A refused write changes nothing and keeps them...
    const remove = (query: string) =>
      app.inject({
        method: 'DELETE',
        url: `/api/v1/institute/delete/${fx.venue2.institution_id}${query}`,
        headers: admin,
      });
    expect((await remove('')).statusCode).toBe(409);
    expect([await total(all), await total(paid), await total(own, venue1)]).toEqual([8, 5, 6]);

    // ...a write through the API clears every total: here venue 2 goes with its two purchases.
    const res = await remove('?force=true');
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect([await total(all), await total(paid), await total(own, venue1)]).toEqual([7, 4, 7]);
  });

  it('keeps a total per scope and filter', async () => {
    const { fx, venue1 } = ctx;
    const base = '/api/v1/purchase/list';
    const own = `${base}/institute/${fx.venue1.institution_id}`;
    for (const [url, headers] of [
      [`${base}?ticket_status=0`],
      [`${base}?ticket_status=1`],
      [`${base}?q=gala`],
      [`${base}?q=regular`],
      [`${own}?ticket_status=0`, venue1],
      [`${own}?ticket_status=1`, venue1],
    ] as Array<[string, Headers?]>) {
      const whole = await ctx.list(url, headers);
      expect(await total(`${url}&page=1&pageSize=1`, headers), url).toBe(whole.data.length);
    }
  });
});

describe('paged purchase list orders, reused until a write', () => {
  let ctx: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    ctx = await setUp(60_000, 60_000);
  });
  afterAll(async () => {
    await ctx?.app.close();
  });

  const ids = (body: ListBody) => body.data.map((p) => p.purchase_id);

  it('pages through every sort and scope in the order of the whole list, pass after pass', async () => {
    const { fx, venue1 } = ctx;
    const own = `/api/v1/purchase/list/institute/${fx.venue1.institution_id}`;
    const cases: Array<[string, string, Headers?]> = [
      ...SORTS.flatMap((sort): Array<[string, string]> => [
        ['/api/v1/purchase/list', `sort=${sort}&order=asc`],
        ['/api/v1/purchase/list', `sort=${sort}&order=desc&payment_status=completed`],
      ]),
      [own, 'sort=user_name&order=desc', venue1],
      [own, 'ticket_status=0,1&sort=price_amount', venue1],
      // The same query in another scope has an order of its own.
      [`/api/v1/purchase/list/institute/${fx.venue2.institution_id}`, 'sort=user_name&order=desc'],
      ['/api/v1/purchase/list', 'sort=user_name&order=desc'],
    ];
    for (const [base, query, headers] of cases) {
      const whole = ids(await ctx.list(`${base}?${query}`, headers));
      // The first pass reads the order behind page 2; the later ones page through it.
      for (let pass = 1; pass <= 3; pass++) {
        const pages: number[] = [];
        const totals = new Set<number>();
        for (let page = 1; page <= 4; page++) {
          const body = await ctx.list(`${base}?${query}&page=${page}&pageSize=2`, headers);
          pages.push(...ids(body));
          totals.add(body.meta!.total);
        }
        expect(pages, `${query}, pass ${pass}`).toEqual(whole);
        expect([...totals], `${query}, pass ${pass}`).toEqual([whole.length]);
      }
    }
  });

  it('keeps the order pages past the first were read in until a write through the API', async () => {
    const { app, fx, admin } = ctx;
    const base = '/api/v1/purchase/list?sort=purchase_id&order=desc';
    const page = (n: number) => ctx.list(`${base}&page=${n}&pageSize=3`);
    const before = [...ids(await page(1)), ...ids(await page(2)), ...ids(await page(3))];

    // A purchase written straight into the database comes first by id. The first page shows it
    // at once; once the order is kept, the pages after it go on without it, so none of them
    // repeats a row or skips one...
    const [added] = await app.db
      .insert(purchases)
      .values({
        user_id: fx.guestA.user_id,
        ticket_id: fx.gala.ticket_id,
        price_amount: '30.00',
        payment_status: 'completed',
        payment_method: 'paypal',
      })
      .returning({ id: purchases.purchase_id });
    await vi.waitFor(async () => expect(ids(await page(2))).toEqual(before.slice(3, 6)));
    expect(ids(await page(3))).toEqual(before.slice(6, 9));
    expect((await page(2)).meta!.total).toBe(before.length);
    expect(ids(await page(1))[0]).toBe(added.id);

    // ...and a write through the API reads the order again: the new purchase is in it.
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/v1/institute/delete/${fx.venue2.institution_id}?force=true`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const whole = ids(await ctx.list(base));
    expect(whole[0]).toBe(added.id);
    expect(ids(await page(2))).toEqual(whole.slice(3, 6));
    expect((await page(2)).meta!.total).toBe(whole.length);
  });
  it('answers pages when reading an order fails, and reads it again later', async () => {
    const { app } = ctx;
    const base = '/api/v1/purchase/list?sort=price_amount&order=desc';
    const whole = ids(await ctx.list(base));
    // Only the order is read with a raw query on this path.
    const failing = vi.spyOn(app.db, 'execute').mockRejectedValue(new Error('connection lost'));
    try {
      expect(ids(await ctx.list(`${base}&page=2&pageSize=3`))).toEqual(whole.slice(3, 6));
      await vi.waitFor(() => expect(failing).toHaveBeenCalled());
      expect(ids(await ctx.list(`${base}&page=3&pageSize=3`))).toEqual(whole.slice(6, 9));
      await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(2));
    } finally {
      failing.mockRestore();
    }
  });
});

describe('a page of purchases, written from the purchases kept as JSON', () => {
  let ctx: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    ctx = await setUp(60_000, 60_000, 60_000);
  });
  afterAll(async () => {
    await ctx?.app.close();
  });
  const pageSchema = readReplySchema(z.array(purchaseSchema));

  it("is the route's serializer's own output, for read and for kept purchases", async () => {
    const { app, admin, venue1, fx } = ctx;
    const own = `/api/v1/purchase/list/institute/${fx.venue1.institution_id}`;
    const cases: Array<[string, Headers]> = [
      ['/api/v1/purchase/list?sort=user_name&order=desc', admin],
      ['/api/v1/purchase/list?sort=price_amount&payment_status=completed', admin],
      [`${own}?sort=purchase_date`, venue1],
    ];
    for (const [base, headers] of cases) {
      // The whole list goes through the serializer as objects: the pages must say the same.
      const whole = await app.inject({ method: 'GET', url: base, headers });
      const wholeData = (whole.json() as { data: unknown[] }).data;
      // Pass 1 reads the rows (and the order behind page 2); pass 2 takes both from what is kept.
      for (let pass = 1; pass <= 2; pass++) {
        for (let page = 1; page <= 3; page++) {
          const res = await app.inject({
            method: 'GET',
            url: `${base}&page=${page}&pageSize=2`,
            headers,
          });
          expect(res.statusCode, res.body).toBe(200);
          expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
          const body: unknown = JSON.parse(res.body);
          expect(res.body, `${base}, page ${page}, pass ${pass}`).toBe(
            JSON.stringify(pageSchema.parse(body)),
          );
          expect(body).toEqual({
            status: 'success',
            data: wholeData.slice((page - 1) * 2, page * 2),
            meta: { total: wholeData.length, page, pageSize: 2 },
          });
        }
      }
    }
  });

  it('answers 500, never a reply outside the contract, for a purchase that breaks it', async () => {
    const { app, admin } = ctx;
    const base = '/api/v1/purchase/list?sort=purchase_id&order=asc';
    const first = (await ctx.list(`${base}&page=1&pageSize=5`)).data[0].purchase_id;
    const [before] = await app.db
      .select({ method: purchases.payment_method })
      .from(purchases)
      .where(eq(purchases.purchase_id, first));
    await app.db
      .update(purchases)
      .set({ payment_method: 'barter' })
      .where(eq(purchases.purchase_id, first));
    // An API write clears the kept purchases at once (this one, made outside it, by its notice).
    const setBack = () =>
      app.db
        .update(purchases)
        .set({ payment_method: before.method })
        .where(eq(purchases.purchase_id, first));
    try {
      await vi.waitFor(async () => {
        const res = await app.inject({
          method: 'GET',
          url: `${base}&page=1&pageSize=5`,
          headers: admin,
        });
        expect(res.statusCode).toBe(500);
        expect(res.body).not.toContain('barter');
      });
      const one = await app.inject({
        method: 'GET',
        url: `/api/v1/purchase/${first}`,
        headers: admin,
      });
      expect(one.statusCode).toBe(500);
    } finally {
      await setBack();
    }
  });
});

describe('the id list of a kept order', () => {
  it('reads the ids PostgreSQL writes', () => {
    expect([...parseIdList('')]).toEqual([]);
    expect([...parseIdList('7')]).toEqual([7]);
    expect([...parseIdList('12,7,31,2147483647')]).toEqual([12, 7, 31, 2147483647]);
  });
});
