/**
 * The console's data provider against this server's purchase list: stepping page by page sends
 * the server's own cursors (src/api/pageCursors.ts), which the server accepts with the page
 * number beside them, and every page holds what the same page read by number holds.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import { createApiClient, serializeParams } from '../../src/api/client';
import { createDataProvider } from '../../src/api/dataProvider';
import { loginAs, makeApp } from './helpers';
import { EMAILS, FIXTURE_PASSWORD, seedPurchaseFixture } from './purchases-fixture';

type App = Awaited<ReturnType<typeof makeApp>>;

/** An axios adapter that sends the console's requests to the app in this process. */
const injecting =
  (app: App, asked: URLSearchParams[]): AxiosAdapter =>
  async (config) => {
    const url = new URL(`${config.baseURL ?? ''}${config.url ?? ''}`.replace(/^\//, 'http://app/'));
    const query = serializeParams((config.params ?? {}) as Record<string, unknown>);
    asked.push(new URLSearchParams(query));
    const res = await app.inject({
      method: (config.method ?? 'get').toUpperCase() as 'GET',
      url: `${url.pathname}${query ? `?${query}` : ''}`,
      headers: Object.fromEntries(
        Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([k, v]) => [k, String(v)]),
      ),
    });
    const response = {
      data: res.body ? (JSON.parse(res.body) as unknown) : '',
      status: res.statusCode,
      statusText: res.statusMessage,
      headers: new AxiosHeaders(res.headers as Record<string, string>),
      config,
    };
    if (config.validateStatus?.(res.statusCode) ?? res.statusCode < 400) return response;
    throw new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, config, null, response);
  };

describe('the console steps through purchase pages by the server’s cursors', () => {
  let app: App;
  let authorization: string;
  const asked: URLSearchParams[] = [];
  const client = createApiClient();

  beforeAll(async () => {
    app = await makeApp({ seed: 'none', cacheMs: 0 });
    await seedPurchaseFixture(app);
    authorization = (await loginAs(app, EMAILS.admin, FIXTURE_PASSWORD)).headers.authorization;
    const token = authorization.replace(/^Bearer /, '');
    vi.stubGlobal('sessionStorage', { getItem: () => token });
    client.defaults.adapter = injecting(app, asked);
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await app?.close();
  });

  const byNumber = async (query: string, page: number, pageSize: number) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/purchase/list?${query}&page=${page}&pageSize=${pageSize}`,
      headers: { authorization },
    });
    return (res.json() as { data: Array<{ purchase_id: number }> }).data.map((p) => p.purchase_id);
  };

  it.each([
    ['purchase_date', 'desc'],
    ['price_amount', 'asc'],
  ] as const)('by %s %s: 1, 2, 3, then back to 2, by cursor', async (field, order) => {
    const dp = createDataProvider(client);
    const pageSize = 2;
    const pages = [1, 2, 3, 2];
    const from = asked.length;
    for (const currentPage of pages) {
      const res = await dp.getList({
        resource: 'purchase',
        pagination: { currentPage, pageSize },
        sorters: [{ field, order }],
      });
      const ids = res.data.map((p) => p.purchase_id as number);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids).toEqual(await byNumber(`sort=${field}&order=${order}`, currentPage, pageSize));
    }
    expect(asked.slice(from).map((q) => [q.get('page'), q.has('cursor')])).toEqual([
      ['1', false],
      ['2', true],
      ['3', true],
      ['2', true],
    ]);
  });
});
