/**
 * An unpaged list has a ceiling (docs/api.md "Lists"): up to the configured number of rows
 * (UNPAGED_LIST_MAX, default 10 000) come back whole, as the legacy server sends them; a longer
 * one is a 400 naming `page` that tells the client to page. `page[]=1` is a 400 too, never read
 * as "no page". The 400 is tested with a ceiling of 150 (below the 400 demo purchases).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_PAGE_SIZE,
  PAGE_PARAMETER_MESSAGE,
  paths,
  UNPAGED_LIST_MAX,
  unpagedListMessage,
} from '../../contract';
import { loadConfig } from '../../server/config';
import type { BuiltApp } from '../../server/app';
import { loginAs, makeApp } from './helpers';

const API = '/api/v1';
const CEILING = 150;
let app: BuiltApp;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await makeApp({ unpagedListMax: CEILING });
  admin = (await loginAs(app, 'admin@partypass.test')).headers;
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string) => app.inject({ url: `${API}${url}`, headers: admin });

describe('unpaged lists', () => {
  it('past the configured ceiling, a list without page is a 400 naming page, asking to page', async () => {
    for (const url of [paths.purchaseList, `${paths.purchaseList}?sort=purchase_date`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        status: 'failed',
        message: `page: ${unpagedListMessage(CEILING)}`,
        errors: [{ field: 'page', message: unpagedListMessage(CEILING) }],
      });
    }
    expect(unpagedListMessage(CEILING)).toContain(`more than ${CEILING} rows`);
  });

  it('page[]=1 and pageSize[]=5 are refused, not taken as "no page"', async () => {
    for (const [query, field] of [
      ['page[]=1', 'page'],
      ['page[0]=1&pageSize=5', 'page'],
      ['page=1&pageSize[]=5', 'pageSize'],
    ]) {
      const res = await get(`${paths.purchaseList}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors, query).toEqual([{ field, message: PAGE_PARAMETER_MESSAGE }]);
    }
  });

  it('a short list still comes back whole without meta, as the legacy server sends it', async () => {
    const res = await get(paths.institutionList);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toBeUndefined();
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(CEILING);
  });

  it('a filter that leaves few enough rows is answered whole', async () => {
    const paged = await get(`${paths.purchaseList}?page=1&pageSize=1&payment_status=refunded`);
    const total = paged.json().meta.total as number;
    expect(total).toBeLessThanOrEqual(CEILING);
    const res = await get(`${paths.purchaseList}?payment_status=refunded`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(total);
  });

  it('paging through the long list with the largest page size gets every row once', async () => {
    const first = await get(`${paths.purchaseList}?page=1&pageSize=${MAX_PAGE_SIZE}`);
    expect(first.statusCode).toBe(200);
    const { total } = first.json().meta;
    const ids = new Set<number>(
      first.json().data.map((p: { purchase_id: number }) => p.purchase_id),
    );
    for (let page = 2; (page - 1) * MAX_PAGE_SIZE < total; page++) {
      const res = await get(`${paths.purchaseList}?page=${page}&pageSize=${MAX_PAGE_SIZE}`);
      for (const p of res.json().data as { purchase_id: number }[]) ids.add(p.purchase_id);
    }
    expect(ids.size).toBe(total);
    expect(total).toBeGreaterThan(CEILING);
  });
});

describe('the default ceiling', () => {
  it('is 10 000 rows, configurable with UNPAGED_LIST_MAX', () => {
    expect(UNPAGED_LIST_MAX).toBe(10_000);
    const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/pp-config-test' };
    expect(loadConfig(base).unpagedListMax).toBe(10_000);
    expect(loadConfig({ ...base, UNPAGED_LIST_MAX: '500' }).unpagedListMax).toBe(500);
    expect(() => loadConfig({ ...base, UNPAGED_LIST_MAX: 'lots' })).toThrow(/UNPAGED_LIST_MAX/);
  });

  it('sends all 400 demo purchases to a client that does not page, in the paged order', async () => {
    const whole = await makeApp();
    try {
      const headers = (await loginAs(whole, 'admin@partypass.test')).headers;
      const res = await whole.inject({ url: `${API}${paths.purchaseList}`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = res.json();
      expect(body.meta).toBeUndefined();
      expect(body.data).toHaveLength(400);
      const paged = await whole.inject({
        url: `${API}${paths.purchaseList}?page=1&pageSize=${MAX_PAGE_SIZE}`,
        headers,
      });
      const ids = (rows: { purchase_id: number }[]) => rows.map((p) => p.purchase_id);
      expect(ids(body.data).slice(0, MAX_PAGE_SIZE)).toEqual(ids(paged.json().data));
      expect(new Set(ids(body.data)).size).toBe(400);
      expect(body.data[0]).toMatchObject({
        purchase_id: expect.any(Number),
        price_amount: expect.stringMatching(/^\d+\.\d{2}$/),
        ticket_type: { name: expect.any(String) },
      });
    } finally {
      await whole.close();
    }
  });
});
