import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_PAGE_SIZE, paths } from '../../contract';
import { CHUNK_ROWS } from '../../src/api/chunks';
import { applyClientQuery } from '../../src/api/clientQuery';
import { createDataProvider } from '../../src/api/dataProvider';
import { endpointFor } from '../../src/api/endpoints';
import { decodeEntities, normaliseDecimal, withId } from '../../src/api/legacy';
import { api, legacyServerHandlers } from '../../mocks/v1/handlers';
import { makeToken } from '../../mocks/v1/jwt';
import { setupMswServer } from './msw';

const server = setupMswServer();
const dp = createDataProvider();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  sessionStorage.setItem('token', makeToken({ role: 2, institution_id: 7 }));
  server.use(...legacyServerHandlers);
});

describe('endpoint map', () => {
  it('builds the exact SPEC §7 paths, institution scope from the identity', () => {
    expect(endpointFor('institutions', 'update', { id: 3 })).toBe('/institute/update/3');
    expect(endpointFor('tickets_institution', 'list', { institutionId: 7 })).toBe(
      '/institute/7/ticketlist',
    );
    expect(endpointFor('lockers', 'list', { institutionId: 7 })).toBe('/locker/list/7');
    expect(endpointFor('purchase_institution', 'list', { institutionId: 7 })).toBe(
      '/purchase/list/institute/7',
    );
    expect(endpointFor('institution_detail', 'one', { institutionId: 7 })).toBe('/institute/7');
    expect(endpointFor('users', 'delete', { id: 5 })).toBe('/users/delete-user/5');
    expect(endpointFor('profile', 'one')).toBe('/users/profile/info');
    expect(endpointFor('analytics', 'one')).toBe('/users/dashboard/analytics');
    expect(() => endpointFor('purchase', 'delete', { id: 1 })).toThrow();
    expect(() => endpointFor('lockers', 'list', {})).toThrow(/institution/);
  });
});

describe('legacy reply quirks', () => {
  it('reads the bare ticket row of ticket/{id}, decoded, with an id and a two-place price', async () => {
    const { data } = await dp.getOne({ resource: 'tickets', id: 11 });
    expect(data).toMatchObject({
      id: 11,
      ticket_id: 11,
      name: 'Friday & Saturday pass',
      description: 'Entry <before> midnight',
      price: '12.50',
      date: '2026-12-11',
    });
  });

  it('flattens data[0].Tickets of institute/{id}/ticketlist for the own institution', async () => {
    const { data, total } = await dp.getList({ resource: 'tickets_institution' });
    expect(total).toBe(2);
    expect(data.map((t) => [t.id, t.price, t.institution_id])).toEqual([
      [11, '20.00', 7],
      [13, '45.00', 7],
    ]);
    expect(data[0].institution).toMatchObject({ name: 'Club Aurora' });
  });

  it('normalises string and number decimals alike', async () => {
    const { data } = await dp.getList({ resource: 'tickets' });
    expect(data.map((t) => t.price)).toEqual(['12.50', '8.00']);
  });

  it('treats 404 "No purchases found" as an empty list', async () => {
    await expect(dp.getList({ resource: 'purchase' })).resolves.toEqual({ data: [], total: 0 });
    await expect(dp.getList({ resource: 'purchase_institution' })).resolves.toEqual({
      data: [],
      total: 0,
    });
  });

  it('turns a joined row whose fields are all null into null', async () => {
    const { data } = await dp.getList({ resource: 'lockers' });
    expect(data.find((l) => l.id === 4)?.institution).toBeNull();
    expect(data.find((l) => l.id === 3)?.institution).toMatchObject({ name: 'Club Aurora' });
  });

  it('falls back to the sent values when a create reply has no data', async () => {
    const { data } = await dp.create({
      resource: 'tickets',
      variables: { name: 'New night', price: '10.00' },
    });
    expect(data).toMatchObject({ name: 'New night', price: '10.00' });
  });

  it('reads the record again when an update reply has no data', async () => {
    const { data } = await dp.update({ resource: 'tickets', id: 11, variables: { capacity: 1 } });
    expect(data).toMatchObject({ id: 11, name: 'Friday & Saturday pass' });
  });

  it('accepts a 204 delete with an empty body', async () => {
    await expect(dp.deleteOne({ resource: 'tickets', id: 11 })).resolves.toEqual({
      data: { id: 11 },
    });
  });

  it('sends institution writes as multipart with booleans as 1/0', async () => {
    let seen: FormData | null = null;
    server.use(
      http.post(api(paths.institutionCreate), async ({ request }) => {
        seen = await request.formData();
        return HttpResponse.json({ status: 'success', message: 'ok' }, { status: 201 });
      }),
    );
    await dp.create({
      resource: 'institutions',
      variables: { name: 'Club', status: true, phone: null },
    });
    expect(seen).not.toBeNull();
    const form = seen as unknown as FormData;
    expect(form.get('name')).toBe('Club');
    expect(form.get('status')).toBe('1');
    expect(form.has('phone')).toBe(false);
  });

  it('gives the plain-text 429 body as the message', async () => {
    await expect(dp.getList({ resource: 'users' })).rejects.toMatchObject({
      statusCode: 429,
      message: 'Too many requests, please try again later.',
    });
  });

  it('reads a whole list longer than a chunk: every row normalised, sorted and paged', async () => {
    const count = CHUNK_ROWS * 2 + 500;
    server.use(
      http.get(api(paths.purchaseList), () =>
        HttpResponse.json({
          data: Array.from({ length: count }, (_, i) => ({
            purchase_id: i + 1,
            price_amount: i % 100,
            user: { name: `Buyer &amp; ${i + 1}` },
            locker: { locker_id: null },
          })),
        }),
      ),
    );
    const { data, total } = await dp.getList({
      resource: 'purchase',
      pagination: { currentPage: 3, pageSize: 2_000 },
      sorters: [{ field: 'purchase_id', order: 'desc' }],
    });
    expect(total).toBe(count);
    expect(data).toHaveLength(500);
    expect(data[0]).toMatchObject({
      id: 500,
      purchase_id: 500,
      price_amount: '99.00',
      user: { name: 'Buyer & 500' },
      locker: null,
    });
    expect(data[499]).toMatchObject({ id: 1, price_amount: '0.00' });
  });

  it('decodes entities once, never twice', () => {
    expect(decodeEntities('Rock &amp; Roll')).toBe('Rock & Roll');
    expect(decodeEntities('&amp;lt;')).toBe('&lt;');
    expect(decodeEntities('Caf&#233; &#x263A;')).toBe('Café ☺');
    expect(normaliseDecimal(0)).toBe('0.00');
    expect(normaliseDecimal('3')).toBe('3.00');
  });

  it('normalises a row into a new object, its fields in order, with the id Refine needs', () => {
    const reply = JSON.parse(
      '{"purchase_id":9,"price_amount":5,"ticket_date":"2026-03-05T00:00:00.000Z",' +
        '"user":{"name":"Rock &amp; Roll","email":null},"locker":{"locker_id":null,"number":null},' +
        '"tags":["a &amp; b"],"__proto__":{"polluted":true}}',
    ) as Record<string, unknown>;
    const row = withId(reply, 'purchase_id');
    expect(Object.keys(row)).toEqual([
      'purchase_id',
      'price_amount',
      'ticket_date',
      'user',
      'locker',
      'tags',
      '__proto__',
      'id',
    ]);
    expect(row).toMatchObject({
      id: 9,
      price_amount: '5.00',
      ticket_date: '2026-03-05',
      user: { name: 'Rock & Roll', email: null },
      locker: null,
      tags: ['a & b'],
    });
    // A `__proto__` field of the reply stays a field: it never becomes the row's prototype.
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect((row as { polluted?: boolean }).polluted).toBeUndefined();
    expect(reply.user).toEqual({ name: 'Rock &amp; Roll', email: null });
  });
});

describe('server-side paging', () => {
  it('sends page, pageSize, sort, order and q, and trusts meta', async () => {
    let query: URLSearchParams | null = null;
    server.use(
      http.get(api(paths.ticketList), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({
          status: 'success',
          data: [{ ticket_id: 21, name: 'A', price: '1.00' }],
          meta: { total: 57, page: 3, pageSize: 1 },
        });
      }),
    );
    const res = await dp.getList({
      resource: 'tickets',
      pagination: { currentPage: 3, pageSize: 1 },
      sorters: [{ field: 'name', order: 'desc' }],
      filters: [{ field: 'q', operator: 'contains', value: 'jazz' }],
    });
    expect(res.total).toBe(57);
    expect(res.data).toHaveLength(1);
    const q = query as unknown as URLSearchParams;
    expect(Object.fromEntries(q)).toEqual({
      page: '3',
      pageSize: '1',
      sort: 'name',
      order: 'desc',
      q: 'jazz',
    });
  });
});

describe('whole lists (selects, CSV export, the palette) on a server that pages', () => {
  // A data provider of its own per test: the shared one keeps whole lists read by other tests.
  /** A server like this one: refuses an unpaged list, answers pages with meta. */
  const pagingServer = (total: number, asked: URLSearchParams[]) =>
    http.get(api(paths.purchaseList), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      if (!query.has('page')) {
        return HttpResponse.json(
          { status: 'failed', message: 'page: this list has more than 200 rows' },
          { status: 400 },
        );
      }
      const page = Number(query.get('page'));
      const pageSize = Number(query.get('pageSize'));
      const ids = Array.from({ length: total }, (_, i) => i + 1).slice(
        (page - 1) * pageSize,
        page * pageSize,
      );
      return HttpResponse.json({
        status: 'success',
        data: ids.map((purchase_id) => ({ purchase_id, payment_status: 'completed' })),
        meta: { total, page, pageSize },
      });
    });

  it('reads every page with the largest page size, keeping sort and filters', async () => {
    const asked: URLSearchParams[] = [];
    server.use(pagingServer(450, asked));
    const res = await createDataProvider().getList({
      resource: 'purchase',
      pagination: { mode: 'off' },
      sorters: [{ field: 'purchase_date', order: 'desc' }],
      filters: [{ field: 'payment_status', operator: 'eq', value: 'completed' }],
    });
    expect(res.total).toBe(450);
    expect(res.data.map((p) => p.purchase_id)).toEqual(
      Array.from({ length: 450 }, (_, i) => i + 1),
    );
    expect(asked.map((q) => q.get('page'))).toEqual(['1', '2', '3']);
    for (const q of asked) {
      expect(q.get('pageSize')).toBe(String(MAX_PAGE_SIZE));
      expect(q.get('sort')).toBe('purchase_date');
      expect(q.get('payment_status')).toBe('completed');
    }
  });

  it('reads on past an estimated total while pages come full, so no row is left out', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(api(paths.purchaseList), ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const page = Number(query.get('page'));
        const ids = Array.from({ length: 450 }, (_, i) => i + 1).slice(
          (page - 1) * MAX_PAGE_SIZE,
          page * MAX_PAGE_SIZE,
        );
        return HttpResponse.json({
          status: 'success',
          data: ids.map((purchase_id) => ({ purchase_id })),
          meta: { total: 250, totalIsEstimate: true, page, pageSize: MAX_PAGE_SIZE },
        });
      }),
    );
    const res = await createDataProvider().getList({
      resource: 'purchase',
      pagination: { mode: 'off' },
    });
    expect(res.data).toHaveLength(450);
    expect(asked.map((q) => q.get('page'))).toEqual(['1', '2', '3']);
  });

  it('narrows a whole list by a name the server does not filter on (the palette search)', async () => {
    server.use(
      http.get(api(paths.institutionList), ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json({
          status: 'success',
          data: [
            { institution_id: 1, name: 'Neon Harbor' },
            { institution_id: 2, name: 'Club <b>xss-token</b>' },
          ],
          meta: { total: 2, page, pageSize: MAX_PAGE_SIZE },
        });
      }),
    );
    const res = await createDataProvider().getList({
      resource: 'institutions',
      pagination: { mode: 'off' },
      filters: [{ field: 'name', operator: 'contains', value: 'xss-token' }],
    });
    expect(res.data.map((r) => r.institution_id)).toEqual([2]);
  });

  it('stops when a page comes back empty (rows deleted while reading)', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(api(paths.purchaseList), ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const first = query.get('page') === '1';
        return HttpResponse.json({
          status: 'success',
          data: first ? [{ purchase_id: 1 }] : [],
          meta: { total: 500, page: Number(query.get('page')), pageSize: MAX_PAGE_SIZE },
        });
      }),
    );
    const res = await createDataProvider().getList({
      resource: 'purchase',
      pagination: { mode: 'off' },
    });
    expect(res.data).toHaveLength(1);
    expect(asked).toHaveLength(2);
  });
});

describe('applyClientQuery', () => {
  const rows = [
    { id: 1, name: 'Zeta', price: '9.50', institution: { name: 'Aurora' } },
    { id: 2, name: 'alpha', price: '10.00', institution: { name: 'Borealis' } },
    { id: 3, name: 'Mid', price: '2.00', institution: null },
    { id: 4, name: 'beta', price: null, institution: { name: 'Aurora' } },
  ];

  it('pages', () => {
    const res = applyClientQuery(rows, { pagination: { currentPage: 2, pageSize: 3 } });
    expect(res).toEqual({ data: [rows[3]], total: 4 });
    expect(applyClientQuery(rows, { pagination: { mode: 'off' } }).data).toHaveLength(4);
  });

  it('sorts numbers as numbers, text case-insensitively, nulls last', () => {
    const byPrice = applyClientQuery(rows, { sorters: [{ field: 'price', order: 'asc' }] });
    expect(byPrice.data.map((r) => r.id)).toEqual([3, 1, 2, 4]);
    const byName = applyClientQuery(rows, { sorters: [{ field: 'name', order: 'desc' }] });
    expect(byName.data.map((r) => r.name)).toEqual(['Zeta', 'Mid', 'beta', 'alpha']);
  });

  it('filters by field, nested field and free text, and counts the filtered total', () => {
    expect(
      applyClientQuery(rows, {
        filters: [{ field: 'institution.name', operator: 'eq', value: 'aurora' }],
      }).data.map((r) => r.id),
    ).toEqual([1, 4]);
    const q = applyClientQuery(rows, {
      filters: [{ field: 'q', operator: 'contains', value: 'bore' }],
    });
    expect(q).toEqual({ data: [rows[1]], total: 1 });
    expect(
      applyClientQuery(rows, {
        filters: [
          {
            operator: 'or',
            value: [
              { field: 'name', operator: 'contains', value: 'alp' },
              { field: 'price', operator: 'lt', value: 5 },
            ],
          },
        ],
      }).data.map((r) => r.id),
    ).toEqual([2, 3]);
  });
});
