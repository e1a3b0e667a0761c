import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../server/app';
import { institutions } from '../../server/db/schema';
import { loginAs, makeApp } from './helpers';
import { EMAILS, FIXTURE_PASSWORD, seedPurchaseFixture } from './purchases-fixture';

type Fixture = Awaited<ReturnType<typeof seedPurchaseFixture>>;
type Headers = { authorization: string };

describe('purchases API', () => {
  let app: BuiltApp;
  let fx: Fixture;
  const as: Record<keyof typeof EMAILS, Headers> = {} as never;

  beforeAll(async () => {
    app = await makeApp({ seed: 'none' });
    fx = await seedPurchaseFixture(app);
    for (const [who, email] of Object.entries(EMAILS)) {
      as[who as keyof typeof EMAILS] = (await loginAs(app, email, FIXTURE_PASSWORD)).headers;
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string, headers?: Headers) => app.inject({ method: 'GET', url, headers });
  const list = async (url: string, headers: Headers = as.admin) => {
    const res = await get(url, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      data: Array<Record<string, unknown> & { purchase_id: number; price_amount: string }>;
      meta?: { total: number; page: number; pageSize: number };
    };
  };

  describe('GET purchase/list', () => {
    it('gives a System Admin every purchase in the legacy shape', async () => {
      const { data, meta } = await list('/api/v1/purchase/list');
      expect(data).toHaveLength(8);
      expect(meta).toBeUndefined();
      const first = data.find((p) => p.purchase_id === fx.purchases[0].purchase_id)!;
      expect(first).toMatchObject({
        price_amount: '20.00',
        payment_method: 'credit_card',
        payment_status: 'completed',
        ticket_status: 0,
        user: { name: 'Gina Guest', email: EMAILS.guestA },
        ticket_type: {
          name: 'Gala Night',
          start_datetime: '22:00:00',
          end_datetime: '04:00:00',
          institution: { institution_id: fx.venue1.institution_id, name: 'Fixture Hall' },
        },
      });
      expect(first.purchase_date).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    });

    it.each([
      ['venue1', 403],
      ['staff1', 403],
      ['guestA', 403],
    ] as const)('refuses %s with %i', async (who, status) => {
      expect((await get('/api/v1/purchase/list', as[who])).statusCode).toBe(status);
    });

    it('refuses a request without a token with 401', async () => {
      expect((await get('/api/v1/purchase/list')).statusCode).toBe(401);
    });
  });

  describe('filters, search, sort and paging', () => {
    const count = async (query: string) =>
      (await list(`/api/v1/purchase/list?${query}`)).data.length;

    it('filters by ticket status, one value or a list', async () => {
      expect(await count('ticket_status=0')).toBe(4);
      expect(await count('ticket_status=1,2')).toBe(4);
    });
    it('filters by payment status and method', async () => {
      expect(await count('payment_status=completed')).toBe(5);
      expect(await count('payment_method=paypal')).toBe(3);
      expect(await count('payment_method=paypal&payment_status=refunded')).toBe(1);
    });
    it('filters by buyer, ticket type and institution', async () => {
      expect(await count(`user_id=${fx.guestB.user_id}`)).toBe(3);
      expect(await count(`ticket_id=${fx.regular.ticket_id}`)).toBe(3);
      expect(await count(`institution_id=${fx.venue2.institution_id}`)).toBe(2);
    });
    it('filters by an inclusive purchase date range', async () => {
      const day = fx.purchases[0].purchase_date.toISOString().slice(0, 10);
      expect(await count(`purchase_date_from=${day}&purchase_date_to=${day}`)).toBe(8);
      expect(await count(`purchase_date_to=2000-01-01`)).toBe(0);
    });
    it('searches buyer and ticket type names', async () => {
      expect(await count('q=gala')).toBe(3);
      expect(await count('q=hugo')).toBe(3);
      expect(await count('q=nobody-at-all')).toBe(0);
    });
    it('sorts by price both ways', async () => {
      const asc = (await list('/api/v1/purchase/list?sort=price_amount&order=asc')).data;
      expect(asc[0].price_amount).toBe('7.50');
      const desc = (await list('/api/v1/purchase/list?sort=price_amount&order=desc')).data;
      expect(desc[0].price_amount).toBe('20.00');
    });
    it('pages with meta when asked', async () => {
      const page2 = await list('/api/v1/purchase/list?page=2&pageSize=3&sort=purchase_id');
      expect(page2.meta).toEqual({
        total: 8,
        page: 2,
        pageSize: 3,
        next: expect.any(String),
        prev: expect.any(String),
      });
      expect(page2.data.map((p) => p.purchase_id)).toEqual(
        fx.purchases.slice(3, 6).map((p) => p.purchase_id),
      );
    });
    it('names the field of a bad filter or sort', async () => {
      for (const [query, field] of [
        ['ticket_status=7', 'ticket_status'],
        ['payment_method=cash', 'payment_method'],
        ['sort=password', 'sort'],
        ['purchase_date_from=yesterday', 'purchase_date_from'],
      ]) {
        const res = await get(`/api/v1/purchase/list?${query}`, as.admin);
        expect(res.statusCode, query).toBe(400);
        expect(JSON.stringify(res.json().errors)).toContain(field);
      }
    });
  });

  describe('GET purchase/list/institute/{id}', () => {
    const url = (id: number) => `/api/v1/purchase/list/institute/${id}`;

    it('gives role 1 any institution and roles 2 and 3 their own', async () => {
      expect((await list(url(fx.venue1.institution_id))).data).toHaveLength(6);
      expect((await list(url(fx.venue2.institution_id))).data).toHaveLength(2);
      expect((await list(url(fx.venue1.institution_id), as.venue1)).data).toHaveLength(6);
      expect((await list(url(fx.venue1.institution_id), as.staff1)).data).toHaveLength(6);
    });
    it('refuses another institution to roles 2 and 3, and role 0 entirely', async () => {
      const res = await get(url(fx.venue2.institution_id), as.venue1);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Access denied: Unauthorized institution');
      expect((await get(url(fx.venue1.institution_id), as.venue2)).statusCode).toBe(403);
      expect((await get(url(fx.venue2.institution_id), as.staff1)).statusCode).toBe(403);
      expect((await get(url(fx.venue1.institution_id), as.guestA)).statusCode).toBe(403);
    });
    it('answers 404 for an institution that does not exist', async () => {
      expect((await get(url(999_999), as.admin)).statusCode).toBe(404);
      expect((await get(url(999_999), as.venue1)).statusCode).toBe(404);
    });
    it('answers an empty list with 200 and data []', async () => {
      const [empty] = await app.db
        .insert(institutions)
        .values({ name: 'Quiet Bar', email: 'q@fixture.test', phone: '3' })
        .returning();
      const body = await list(url(empty.institution_id));
      expect(body.data).toEqual([]);
    });
    it('keeps the scope when filtering', async () => {
      const own = await list(
        `${url(fx.venue1.institution_id)}?institution_id=${fx.venue2.institution_id}`,
        as.venue1,
      );
      expect(own.data).toEqual([]);
    });
  });

  describe('GET purchase/{id}', () => {
    const url = (id: number) => `/api/v1/purchase/${id}`;

    it('carries the locker allocation, or null', async () => {
      const withLocker = (await list(url(fx.purchases[0].purchase_id))).data as unknown as {
        locker_allocation: { locker_id: number; status: number } | null;
      };
      expect(withLocker.locker_allocation).toMatchObject({ status: 1 });
      const without = (await list(url(fx.purchases[1].purchase_id))).data as unknown as {
        locker_allocation: unknown;
      };
      expect(without.locker_allocation).toBeNull();
    });
    it('lets roles 2 and 3 read only purchases of their institution', async () => {
      const own = fx.purchases[0].purchase_id;
      const other = fx.purchases[6].purchase_id;
      expect((await get(url(own), as.venue1)).statusCode).toBe(200);
      expect((await get(url(own), as.staff1)).statusCode).toBe(200);
      expect((await get(url(other), as.venue1)).statusCode).toBe(403);
      expect((await get(url(other), as.staff1)).statusCode).toBe(403);
      expect((await get(url(own), as.venue2)).statusCode).toBe(403);
    });
    it('lets an app user read only its own purchases', async () => {
      expect((await get(url(fx.purchases[0].purchase_id), as.guestA)).statusCode).toBe(200);
      expect((await get(url(fx.purchases[2].purchase_id), as.guestA)).statusCode).toBe(403);
    });
    it('answers 404 for a missing purchase and 400 for a malformed id', async () => {
      expect((await get(url(999_999), as.admin)).statusCode).toBe(404);
      const bad = await get('/api/v1/purchase/abc', as.admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().status).toBe('failed');
    });
  });
});
