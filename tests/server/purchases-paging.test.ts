/**
 * Paged purchase lists: a page is read as its ids first, then its rows (routes/purchases.ts), by
 * page number (offset) or after a cursor (keyset); the total is exact for small lists and an
 * estimate, said so, for large ones; a search matches names through trigram indexes.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PURCHASE_SORT_KEYS, purchaseSchema, readReplySchema } from '../../contract';
import { purchases } from '../../server/db/schema';
import { queryRows } from '../../server/db/client';
import { EXACT_TOTAL_UP_TO } from '../../server/db/listTotal';
import { loginAs, makeApp } from './helpers';
import { EMAILS, FIXTURE_PASSWORD, seedPurchaseFixture } from './purchases-fixture';

type Headers = { authorization: string };
interface ListBody {
  data: Array<{ purchase_id: number }>;
  meta?: {
    total: number;
    page: number;
    pageSize: number;
    totalIsEstimate?: boolean;
    next?: string;
    prev?: string;
  };
}

// Every sort the contract offers.
const SORTS = PURCHASE_SORT_KEYS;

async function setUp(cacheMs = 0) {
  const app = await makeApp({ seed: 'none', cacheMs });
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
    ctx = await setUp();
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

describe('keyset pages: meta.next and meta.prev', () => {
  let ctx: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    ctx = await setUp();
  });
  afterAll(async () => {
    await ctx?.app.close();
  });

  const ids = (body: ListBody) => body.data.map((p) => p.purchase_id);
  const KEYSET_SORTS = SORTS.filter((sort) => sort !== 'ticket_date');

  /** Follows `next` from page 1 to the end, then `prev` back to page 1: every page's ids. */
  async function walk(base: string, query: string, headers?: Headers) {
    const url = (extra: string) => `${base}?${query}&pageSize=3&${extra}`;
    const forward: number[][] = [];
    let body = await ctx.list(url('page=1'), headers);
    expect(body.meta?.prev).toBeUndefined();
    forward.push(ids(body));
    while (body.meta?.next) {
      body = await ctx.list(url(`cursor=${body.meta.next}`), headers);
      forward.push(ids(body));
    }
    const backward: number[][] = [ids(body)];
    while (body.meta?.prev) {
      body = await ctx.list(url(`cursor=${body.meta.prev}`), headers);
      backward.unshift(ids(body));
    }
    return { forward, backward, totals: body.meta!.total };
  }

  it.each(KEYSET_SORTS.flatMap((sort) => [`${sort}&order=asc`, `${sort}&order=desc`]))(
    'walks sort=%s page by page, both ways, in the order of the whole list',
    async (sortQuery) => {
      const base = '/api/v1/purchase/list';
      const whole = ids(await ctx.list(`${base}?sort=${sortQuery}`));
      const { forward, backward } = await walk(base, `sort=${sortQuery}`);
      expect(forward.flat()).toEqual(whole);
      expect(forward.map((page) => page.length)).toEqual([3, 3, 2]);
      expect(backward).toEqual(forward);
    },
  );

  it('walks filtered, searched and institution lists like the whole list', async () => {
    const { fx, venue1 } = ctx;
    const own = `/api/v1/purchase/list/institute/${fx.venue1.institution_id}`;
    const cases: Array<[string, string, Headers?]> = [
      ['/api/v1/purchase/list', 'payment_status=completed&sort=user_name&order=desc'],
      ['/api/v1/purchase/list', 'q=gala&sort=price_amount'],
      [own, 'sort=institution_name&order=desc', venue1],
      [own, 'ticket_status=0,1&sort=purchase_date', venue1],
    ];
    for (const [base, query, headers] of cases) {
      const whole = ids(await ctx.list(`${base}?${query}`, headers));
      const { forward, backward } = await walk(base, query, headers);
      expect(forward.flat(), query).toEqual(whole);
      expect(backward, query).toEqual(forward);
    }
  });

  it('jumps to any page by number, and a jumped-to page has both cursors', async () => {
    const base = '/api/v1/purchase/list?sort=price_amount&order=desc';
    const whole = ids(await ctx.list(base));
    const jumped = await ctx.list(`${base}&page=2&pageSize=3`);
    expect(ids(jumped)).toEqual(whole.slice(3, 6));
    const before = await ctx.list(`${base}&pageSize=3&cursor=${jumped.meta!.prev}`);
    const after = await ctx.list(`${base}&pageSize=3&cursor=${jumped.meta!.next}`);
    expect(ids(before)).toEqual(whole.slice(0, 3));
    expect(ids(after)).toEqual(whole.slice(6, 9));
    expect(after.meta?.next).toBeUndefined();
  });

  it('gives no cursor for a sort on a column that may be empty (ticket_date): pages by number', async () => {
    const body = await ctx.list('/api/v1/purchase/list?sort=ticket_date&page=2&pageSize=3');
    expect(body.data).toHaveLength(3);
    expect(body.meta).toEqual({ total: 8, page: 2, pageSize: 3 });
  });

  it('refuses a cursor that is not one, or one of another sort, with a 400 naming it', async () => {
    const { app, admin } = ctx;
    const first = await ctx.list('/api/v1/purchase/list?sort=user_name&page=1&pageSize=3');
    for (const url of [
      '/api/v1/purchase/list?cursor=nonsense',
      `/api/v1/purchase/list?sort=user_name&order=desc&cursor=${first.meta!.next}`,
      `/api/v1/purchase/list?sort=price_amount&cursor=${first.meta!.next}`,
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: admin });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        status: 'failed',
        errors: [{ field: 'cursor' }],
      });
    }
  });
});

describe('paged purchase list totals', () => {
  let ctx: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    ctx = await setUp();
  });
  afterAll(async () => {
    await ctx?.app.close();
  });

  const meta = async (url: string, headers?: Headers) => (await ctx.list(url, headers)).meta!;

  it('counts a write at once, whoever made it', async () => {
    const { app, fx, venue1 } = ctx;
    const all = '/api/v1/purchase/list?page=1&pageSize=2';
    const paid = '/api/v1/purchase/list?page=2&pageSize=2&payment_status=completed';
    const own = `/api/v1/purchase/list/institute/${fx.venue1.institution_id}?page=1`;
    const totals = async () =>
      [await meta(all), await meta(paid), await meta(own, venue1)].map((m) => m.total);
    expect(await totals()).toEqual([8, 5, 6]);
    // A row written straight into the database (not through this server) is counted at once.
    await app.db.insert(purchases).values({
      user_id: fx.guestA.user_id,
      ticket_id: fx.gala.ticket_id,
      price_amount: '20.00',
      payment_status: 'completed',
      payment_method: 'paypal',
    });
    expect(await totals()).toEqual([9, 6, 7]);
  });

  it('counts a purchase whose change notice has not come, from the rollups', async () => {
    const { app, fx } = ctx;
    const all = '/api/v1/purchase/list?page=1&pageSize=2';
    await meta(all);
    await app.pageSamples.settled();
    const before = (await meta(all)).total;
    // No notice: the page samples stay as they were, as while a notice is still on its way.
    await queryRows(app.db, sql`alter table purchases disable trigger purchases_notify_change`);
    try {
      await app.db.insert(purchases).values({
        user_id: fx.guestB.user_id,
        ticket_id: fx.gala.ticket_id,
        price_amount: '20.00',
        payment_status: 'completed',
        payment_method: 'paypal',
      });
    } finally {
      await queryRows(app.db, sql`alter table purchases enable trigger purchases_notify_change`);
    }
    expect((await meta(all)).total).toBe(before + 1);
  });

  it('is exact for a small list and says nothing more', async () => {
    const m = await meta('/api/v1/purchase/list?page=1&pageSize=2&ticket_status=1');
    expect(m.totalIsEstimate).toBeUndefined();
  });
});

describe('totals of a large list', () => {
  let ctx: Awaited<ReturnType<typeof setUp>>;
  const LARGE = EXACT_TOTAL_UP_TO * 2;
  beforeAll(async () => {
    ctx = await setUp();
    // Many purchases of one buyer and ticket type, and one of another buyer: statistics fresh.
    await queryRows(
      ctx.app.db,
      sql`insert into purchases (user_id, ticket_id, price_amount, payment_status, payment_method)
        select ${ctx.fx.guestA.user_id}, ${ctx.fx.gala.ticket_id}, 10, 'completed', 'paypal'
        from generate_series(1, ${LARGE})`,
    );
    await queryRows(ctx.app.db, sql`analyze purchases`);
  });
  afterAll(async () => {
    await ctx?.app.close();
  });

  it('is an estimate, said so in meta, when more than EXACT_TOTAL_UP_TO purchases match a filter the rollups cannot count', async () => {
    const body = await ctx.list('/api/v1/purchase/list?page=1&pageSize=20&payment_method=paypal');
    expect(body.meta?.totalIsEstimate).toBe(true);
    const actual = LARGE + 8;
    expect(body.meta!.total).toBeGreaterThan(EXACT_TOTAL_UP_TO);
    expect(Math.abs(body.meta!.total - actual)).toBeLessThan(actual * 0.2);
  });

  it('is exact when the filter is selective', async () => {
    const body = await ctx.list(
      `/api/v1/purchase/list?page=1&pageSize=20&user_id=${ctx.fx.guestB.user_id}`,
    );
    expect(body.meta?.totalIsEstimate).toBeUndefined();
    const whole = await ctx.list(`/api/v1/purchase/list?user_id=${ctx.fx.guestB.user_id}`);
    expect(body.meta!.total).toBe(whole.data.length);
  });

  it('pages deep into it by number and by cursor alike', async () => {
    const base = '/api/v1/purchase/list?sort=purchase_id&order=asc&pageSize=50';
    const deep = await ctx.list(`${base}&page=150`);
    const next = await ctx.list(`${base}&cursor=${deep.meta!.next}`);
    const jumped = await ctx.list(`${base}&page=151`);
    expect(next.data.map((p) => p.purchase_id)).toEqual(jumped.data.map((p) => p.purchase_id));
    expect(next.data).toHaveLength(50);
  });
});

describe('search through the trigram indexes', () => {
  let ctx: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    ctx = await setUp();
  });
  afterAll(async () => {
    await ctx?.app.close();
  });

  interface Named {
    purchase_id: number;
    user: { name: string } | null;
    ticket_type: { name: string } | null;
  }

  it('finds the purchases whose buyer or ticket type has every word in its name', async () => {
    const { app, admin } = ctx;
    const everything = (
      await app.inject({ method: 'GET', url: '/api/v1/purchase/list', headers: admin })
    ).json() as { data: Named[] };
    // What the search matched before: each word in the buyer's or the ticket type's name.
    const expected = (q: string) =>
      everything.data
        .filter((p) =>
          q
            .toLowerCase()
            .split(/\s+/)
            .every((word) =>
              [p.user?.name, p.ticket_type?.name].some((name) =>
                name?.toLowerCase().includes(word),
              ),
            ),
        )
        .map((p) => p.purchase_id);
    for (const q of ['gala', 'GUEST', 'gina gala', 'ala', 'Hugo party', 'ub', 'nobody', '50%']) {
      const whole = await ctx.list(`/api/v1/purchase/list?q=${encodeURIComponent(q)}`);
      const paged = await ctx.list(
        `/api/v1/purchase/list?q=${encodeURIComponent(q)}&page=1&pageSize=200`,
      );
      expect(
        whole.data.map((p) => p.purchase_id),
        q,
      ).toEqual(expected(q));
      expect(
        paged.data.map((p) => p.purchase_id),
        q,
      ).toEqual(expected(q));
      expect(paged.meta!.total, q).toBe(expected(q).length);
    }
  });

  it('has the trigram indexes the search reads', async () => {
    const indexes = await queryRows<{ indexname: string; indexdef: string }>(
      ctx.app.db,
      sql`select indexname, indexdef from pg_indexes where indexname like '%trgm%' order by 1`,
    );
    expect(indexes.map((i) => i.indexname)).toEqual([
      'ticket_types_name_trgm_idx',
      'users_name_trgm_idx',
    ]);
    for (const index of indexes) expect(index.indexdef).toContain('gin_trgm_ops');
  });
});

describe('a page of purchases, written from the purchases kept as JSON', () => {
  let ctx: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    ctx = await setUp(60_000);
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
            meta: expect.objectContaining({ total: wholeData.length, page, pageSize: 2 }),
          });
        }
      }
    }
  });

  it('passes a stored value the contract does not know through, once its change notice clears the kept page', async () => {
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
        expect(res.statusCode).toBe(200);
        expect(res.json().data[0]).toMatchObject({ purchase_id: first, payment_method: 'barter' });
      });
      const one = await app.inject({
        method: 'GET',
        url: `/api/v1/purchase/${first}`,
        headers: admin,
      });
      expect(one.statusCode).toBe(200);
      expect(one.json().data.payment_method).toBe('barter');
    } finally {
      await setBack();
    }
  });
});
