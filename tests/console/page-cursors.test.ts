/**
 * The data provider steps to the next or previous page of a purchase list by the server's keyset
 * cursors (`meta.next` / `meta.prev`, src/api/pageCursors.ts), and reads a whole list by following
 * `meta.next`. The server here is a small model of server/routes/purchases.ts: cursors valid for
 * one sort and order only, a 400 naming `cursor` otherwise.
 */
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BaseRecord, DataProvider, GetListParams } from '@refinedev/core';
import { MAX_PAGE_SIZE, paths } from '../../contract';
import { createDataProvider } from '../../src/api/dataProvider';
import { PageCursorMemory } from '../../src/api/pageCursors';
import { api } from '../../mocks/v1/handlers';
import { makeToken } from '../../mocks/v1/jwt';
import { setupMswServer } from './msw';

const server = setupMswServer();

interface Purchase {
  purchase_id: number;
  purchase_date: string;
  price_amount: number;
  payment_status: string;
}

const STATUSES = ['completed', 'pending', 'failed'];
const purchaseAt = (id: number): Purchase => ({
  purchase_id: id,
  purchase_date: new Date(Date.UTC(2026, 0, 1) + id * 60_000).toISOString(),
  price_amount: id % 7, // ties, broken by the id as on the server
  payment_status: STATUSES[id % STATUSES.length],
});

type Sortable = 'purchase_id' | 'purchase_date' | 'price_amount';

/** The model server: its purchases, every query it was asked, and its cursors' generation. */
function keysetServer(count: number) {
  const state = {
    rows: Array.from({ length: count }, (_, i) => purchaseAt(i + 1)),
    asked: [] as URLSearchParams[],
    /** The `meta` of each reply, in the order asked. */
    metas: [] as Array<{ next?: string; prev?: string } | undefined>,
    /** A restart with another cursor format: cursors of an older generation are refused. */
    generation: 1,
  };
  const ordered = (query: URLSearchParams) => {
    const sort = (query.get('sort') ?? 'purchase_date') as Sortable;
    const order = query.get('order') === 'asc' ? 'asc' : 'desc';
    const status = query.get('payment_status');
    const sign = order === 'asc' ? 1 : -1;
    const rows = state.rows
      .filter((row) => !status || row.payment_status === status)
      .sort((a, b) =>
        a[sort] === b[sort]
          ? sign * (a.purchase_id - b.purchase_id)
          : sign * (a[sort] < b[sort] ? -1 : 1),
      );
    return { sort, order, rows };
  };
  const encode = (parts: unknown[]) => btoa(JSON.stringify(parts));
  const refuse = (message: string) =>
    HttpResponse.json(
      { status: 'failed', message: `cursor: ${message}`, errors: [{ field: 'cursor', message }] },
      { status: 400 },
    );
  const handler = http.get(api(paths.purchaseList), ({ request }) => {
    const query = new URL(request.url).searchParams;
    state.asked.push(query);
    const { sort, order, rows } = ordered(query);
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? 10);
    const cursor = query.get('cursor');
    let start = (page - 1) * pageSize;
    let hasPrev = start > 0;
    let hasNext = start + pageSize < rows.length;
    if (cursor !== null) {
      let parts: unknown;
      try {
        parts = JSON.parse(atob(cursor));
      } catch {
        state.metas.push(undefined);
        return refuse('not a cursor of this list');
      }
      const [generation, cursorSort, cursorOrder, id, back] = parts as unknown[];
      if (generation !== state.generation || cursorSort !== sort || cursorOrder !== order) {
        state.metas.push(undefined);
        return refuse(`made for sort=${String(cursorSort)}&order=${String(cursorOrder)}`);
      }
      const at = rows.findIndex((row) => row.purchase_id === id);
      start = back ? Math.max(0, at - pageSize) : at + 1;
      hasPrev = back ? start > 0 : true;
      hasNext = back ? true : start + pageSize < rows.length;
    }
    const data = rows.slice(start, start + pageSize);
    const cursorAt = (row: Purchase, back: boolean) =>
      encode([state.generation, sort, order, row.purchase_id, back]);
    const meta = {
      total: rows.length,
      page,
      pageSize,
      ...(data.length > 0 && hasNext ? { next: cursorAt(data[data.length - 1], false) } : {}),
      ...(data.length > 0 && hasPrev ? { prev: cursorAt(data[0], true) } : {}),
    };
    state.metas.push(meta);
    return HttpResponse.json({ status: 'success', data, meta });
  });
  return { state, handler, ordered };
}

const PAGE_SIZE = 5;
const byDate = [{ field: 'purchase_date', order: 'desc' as const }];

let dp: DataProvider;
let model: ReturnType<typeof keysetServer>;

/** A page of the purchase list as a table asks for it. */
const readPage = (currentPage: number, more: Partial<GetListParams> = {}) =>
  dp.getList({
    resource: 'purchase',
    pagination: { currentPage, pageSize: PAGE_SIZE },
    sorters: byDate,
    ...more,
  });

/** The ids of page `page` read by number: what the user must see whichever way it is read. */
const idsOfPage = (page: number, query = 'sort=purchase_date&order=desc') =>
  model
    .ordered(new URLSearchParams(query))
    .rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
    .map((row) => row.purchase_id);

const idsOf = (res: { data: BaseRecord[] }) => res.data.map((row) => row.purchase_id as number);

/** The last query the server was asked and the meta of the reply before it. */
const lastAsked = () => model.state.asked[model.state.asked.length - 1];
const metaBefore = () => model.state.metas[model.state.metas.length - 2];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  sessionStorage.setItem('token', makeToken({ role: 1, id: 1 }));
  dp = createDataProvider();
  model = keysetServer(42);
  server.use(model.handler);
});

describe('stepping through a purchase list by cursor', () => {
  it('reads page 2 after page 1 with page 1’s meta.next and page=2', async () => {
    await readPage(1);
    expect(lastAsked().has('cursor')).toBe(false);
    const res = await readPage(2);
    expect(lastAsked().get('page')).toBe('2');
    expect(lastAsked().get('cursor')).toBe(metaBefore()?.next);
    expect(idsOf(res)).toEqual(idsOfPage(2));
  });

  it('steps on page after page, each time with the cursor of the page before', async () => {
    for (let page = 1; page <= 9; page++) {
      const res = await readPage(page);
      expect(idsOf(res)).toEqual(idsOfPage(page));
      if (page > 1) expect(lastAsked().get('cursor')).toBe(metaBefore()?.next);
    }
  });

  it('reads the page before with the later page’s meta.prev', async () => {
    await readPage(3);
    await readPage(4);
    const res = await readPage(3);
    expect(lastAsked().get('page')).toBe('3');
    expect(lastAsked().get('cursor')).toBe(metaBefore()?.prev);
    expect(idsOf(res)).toEqual(idsOfPage(3));
    await readPage(2);
    expect(lastAsked().get('cursor')).toBe(metaBefore()?.prev);
  });

  it('reads page 1 from the top, so a purchase made meanwhile is on it', async () => {
    await readPage(1);
    await readPage(2);
    model.state.rows.push(purchaseAt(model.state.rows.length + 1));
    const res = await readPage(1);
    expect(lastAsked().has('cursor')).toBe(false);
    expect(idsOf(res)).toEqual(idsOfPage(1));
    expect(idsOf(res)[0]).toBe(model.state.rows.length);
  });

  it('sends no cursor for a jump (1 → 3) or the same page again', async () => {
    await readPage(1);
    const res = await readPage(3);
    expect(lastAsked().has('cursor')).toBe(false);
    expect(idsOf(res)).toEqual(idsOfPage(3));
    await readPage(3);
    expect(lastAsked().has('cursor')).toBe(false);
  });

  it('sends no cursor once the sort, the order, a filter or the page size changed', async () => {
    const changes: Array<Partial<GetListParams>> = [
      { sorters: [{ field: 'price_amount', order: 'desc' }] },
      { sorters: [{ field: 'purchase_date', order: 'asc' }] },
      { filters: [{ field: 'payment_status', operator: 'eq', value: 'completed' }] },
      { pagination: { currentPage: 2, pageSize: PAGE_SIZE * 2 } },
    ];
    for (const change of changes) {
      await readPage(1);
      const res = await readPage(2, change);
      expect(lastAsked().has('cursor')).toBe(false);
      const query = new URLSearchParams(lastAsked());
      query.delete('page');
      query.delete('pageSize');
      if (!change.pagination) expect(idsOf(res)).toEqual(idsOfPage(2, query.toString()));
    }
  });

  it('sends no cursor of the previous user’s pages to another user', async () => {
    await readPage(1);
    sessionStorage.setItem('token', makeToken({ role: 1, id: 2, name: 'Another Admin' }));
    await readPage(2);
    expect(lastAsked().has('cursor')).toBe(false);
  });

  it('reads the page by number once when the server refuses a stale cursor, without an error', async () => {
    await readPage(1);
    model.state.generation += 1; // restarted: page 1's cursors name no place any more
    const before = model.state.asked.length;
    const res = await readPage(2);
    const asked = model.state.asked.slice(before);
    expect(asked.map((q) => [q.get('page'), q.has('cursor')])).toEqual([
      ['2', true],
      ['2', false],
    ]);
    expect(idsOf(res)).toEqual(idsOfPage(2));
    // The page read by number gave fresh cursors: the next step goes by cursor again.
    const third = await readPage(3);
    expect(lastAsked().get('cursor')).toBe(metaBefore()?.next);
    expect(idsOf(third)).toEqual(idsOfPage(3));
  });

  it('still shows another 400 of a cursor read, and sends it once', async () => {
    await readPage(1);
    let calls = 0;
    server.use(
      http.get(api(paths.purchaseList), () => {
        calls += 1;
        return HttpResponse.json(
          {
            status: 'failed',
            message: 'q: too long',
            errors: [{ field: 'q', message: 'too long' }],
          },
          { status: 400 },
        );
      }),
    );
    await expect(readPage(2)).rejects.toMatchObject({ statusCode: 400, message: 'q: too long' });
    expect(calls).toBe(1);
  });

  it('changes nothing for a list without cursors (users)', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(api(paths.userList), ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const page = Number(query.get('page'));
        return HttpResponse.json({
          status: 'success',
          data: [{ user_id: page, name: `User ${page}` }],
          meta: { total: 30, page, pageSize: 1 },
        });
      }),
    );
    for (const currentPage of [1, 2, 1]) {
      await dp.getList({ resource: 'users', pagination: { currentPage, pageSize: 1 } });
    }
    expect(asked.map((q) => [q.get('page'), q.has('cursor')])).toEqual([
      ['1', false],
      ['2', false],
      ['1', false],
    ]);
  });
});

describe('a whole purchase list (CSV export, selects)', () => {
  it('reads each page after the last row of the one before, by meta.next', async () => {
    model = keysetServer(MAX_PAGE_SIZE * 3 + 17);
    server.use(model.handler);
    const res = await dp.getList({
      resource: 'purchase',
      pagination: { mode: 'off' },
      sorters: byDate,
    });
    const all = model.ordered(new URLSearchParams('sort=purchase_date&order=desc'));
    expect(idsOf(res)).toEqual(all.rows.map((row) => row.purchase_id));
    const { asked, metas } = model.state;
    expect(asked.map((q) => q.get('page'))).toEqual(['1', '2', '3', '4']);
    expect(asked[0].has('cursor')).toBe(false);
    for (let i = 1; i < asked.length; i++) {
      expect(asked[i].get('cursor')).toBe(metas[i - 1]?.next);
      expect(asked[i].get('pageSize')).toBe(String(MAX_PAGE_SIZE));
    }
  });

  it('goes on by number from a page whose cursor the server refused', async () => {
    model = keysetServer(MAX_PAGE_SIZE * 2 + 3);
    server.use(model.handler);
    let refused = false;
    server.use(
      http.get(api(paths.purchaseList), ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (refused || !query.has('cursor')) return undefined; // passes on to the model
        refused = true;
        return HttpResponse.json(
          {
            status: 'failed',
            message: 'cursor: stale',
            errors: [{ field: 'cursor', message: 'stale' }],
          },
          { status: 400 },
        );
      }),
    );
    const res = await dp.getList({ resource: 'purchase', pagination: { mode: 'off' } });
    expect(res.data).toHaveLength(MAX_PAGE_SIZE * 2 + 3);
    expect(new Set(idsOf(res)).size).toBe(MAX_PAGE_SIZE * 2 + 3);
    expect(model.state.asked.map((q) => [q.get('page'), q.has('cursor')])).toEqual([
      ['1', false],
      ['2', false],
      ['3', true],
    ]);
  });
});

describe('PageCursorMemory', () => {
  it('keeps at most its limit of lists, dropping the one answered longest ago', () => {
    const memory = new PageCursorMemory(2);
    memory.remember('a', { page: 1, next: 'a1' });
    memory.remember('b', { page: 1, next: 'b1' });
    memory.remember('a', { page: 2, next: 'a2', prev: 'a2p' });
    memory.remember('c', { page: 1, next: 'c1' });
    expect(memory.size).toBe(2);
    expect(memory.cursorFor('b', 2)).toBeUndefined();
    expect(memory.cursorFor('a', 3)).toBe('a2');
    expect(memory.cursorFor('c', 2)).toBe('c1');
  });
});
