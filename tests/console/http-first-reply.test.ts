import { delay, http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { STATIC_PURCHASES_SETTINGS } from '../../scripts/static-purchases';
import { dataProvider } from '../../src/api/dataProvider';
import { http, requestUrl } from '../../src/api/http';
import { PURCHASE_LIST_QUERY } from '../../src/pages/purchases/firstQuery';
import { RESOURCES } from '../../src/resources';
import { resetFirstScreenStart, startFirstScreen } from '../../src/routes/firstScreen';
import { api } from '../../mocks/v1/handlers';
import { makeToken } from '../../mocks/v1/jwt';
import { setupMswServer } from './msw';

/*
 * public/boot-appearance.js asks for the drawn list's first page as the page starts and leaves
 * its reply in window.__partypassFirstReply (tests/console/theme-boot.test.ts); the console's
 * client takes it for its own call to that address with that token, instead of asking again.
 */
const server = setupMswServer();

const PARAMS = { page: 1, pageSize: 10, sort: 'purchase_date', order: 'desc' };
const LIST_URL = requestUrl('/purchase/list', PARAMS);
const ADMIN = makeToken({ role: 1 });
const EARLY_BODY = { status: 'success', data: [{ purchase_id: 7 }], meta: { total: 1 } };
const SERVER_BODY = { status: 'success', data: [{ purchase_id: 8 }], meta: { total: 1 } };

let fetchSpy: MockInstance<typeof fetch>;
/** The calls that reached the server (msw), by method and address. */
let served: string[];

/** What public/boot-appearance.js leaves for the console: `answer` for `url` with `token`. */
function leaveFirstReply(
  answer: { ok: boolean; status: number; text: string } | Promise<never>,
  { url = LIST_URL, token = ADMIN }: { url?: string; token?: string } = {},
) {
  const reply = answer instanceof Promise ? answer : Promise.resolve(answer);
  window.__partypassFirstReply = { url, token, reply };
}

/** The server's list: a 200 with SERVER_BODY, or the given status. */
function serveList(status = 200) {
  server.use(
    mswHttp.all(api('/*'), ({ request }) => {
      served.push(`${request.method} ${request.url}`);
      return status === 200
        ? HttpResponse.json(SERVER_BODY)
        : HttpResponse.json({ status: 'failed' }, { status });
    }),
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  fetchSpy = vi.spyOn(globalThis, 'fetch');
  served = [];
  sessionStorage.setItem('token', ADMIN);
});

afterEach(() => {
  resetFirstScreenStart();
  delete window.__PARTYPASS_REQUEST_TIMEOUT_MS__;
  vi.restoreAllMocks();
});

describe("http client and the boot script's first reply", () => {
  it('takes the reply for a GET of the same address with the same token, once', async () => {
    serveList();
    leaveFirstReply({ ok: true, status: 200, text: JSON.stringify(EARLY_BODY) });
    await expect(http.get('/purchase/list', { params: PARAMS })).resolves.toEqual({
      status: 200,
      data: EARLY_BODY,
    });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(served).toEqual([]);
    expect(window.__partypassFirstReply).toBeUndefined();
    // Taken: the next call asks the server.
    await expect(http.get('/purchase/list', { params: PARAMS })).resolves.toEqual({
      status: 200,
      data: SERVER_BODY,
    });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(served).toEqual([`GET ${LIST_URL}`]);
  });

  it("is the address of the console's first call of the drawn list", async () => {
    serveList();
    leaveFirstReply({ ok: true, status: 200, text: JSON.stringify(EARLY_BODY) });
    // As public/boot-appearance.js makes it from the build's index.
    expect(new URL(STATIC_PURCHASES_SETTINGS.list!, window.location.href).href).toBe(LIST_URL);
    const { pageSize, sorters } = PURCHASE_LIST_QUERY;
    const list = await dataProvider.getList({
      resource: 'purchase',
      pagination: { currentPage: 1, pageSize, mode: 'server' },
      sorters,
      filters: [],
    });
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ purchase_id: 7 });
    expect(served).toEqual([]);
    expect(window.__partypassFirstReply).toBeUndefined();
  });

  it('leaves the reply alone for another address, another session or a write', async () => {
    serveList();
    const early = { ok: true, status: 200, text: JSON.stringify(EARLY_BODY) };
    const cases: [string, () => Promise<unknown>][] = [
      ['another page', () => http.get('/purchase/list', { params: { ...PARAMS, page: 2 } })],
      ['another list', () => http.get('/ticket/list', { params: PARAMS })],
      ['a post', () => http.post(LIST_URL, {})],
      [
        'another token',
        () => {
          sessionStorage.setItem('token', makeToken({ role: 1, id: 2 }));
          return http.get('/purchase/list', { params: PARAMS });
        },
      ],
      [
        'no session',
        () => {
          sessionStorage.removeItem('token');
          return http.get('/purchase/list', { params: PARAMS });
        },
      ],
    ];
    for (const [what, call] of cases) {
      sessionStorage.setItem('token', ADMIN);
      leaveFirstReply(early);
      served = [];
      await expect(call(), what).resolves.toMatchObject({ data: SERVER_BODY });
      expect(served, what).toHaveLength(1);
      expect(window.__partypassFirstReply?.url, what).toBe(LIST_URL);
    }
    expect(fetchSpy).toHaveBeenCalledTimes(cases.length);
  });

  it('asks again when the early call failed, and shows its own answer', async () => {
    serveList();
    leaveFirstReply({ ok: false, status: 502, text: 'Bad gateway' });
    await expect(http.get('/purchase/list', { params: PARAMS })).resolves.toEqual({
      status: 200,
      data: SERVER_BODY,
    });
    expect(served).toEqual([`GET ${LIST_URL}`]);
    expect(window.__partypassFirstReply).toBeUndefined();

    // A call that did not get through (public/boot-appearance.js resolves it so).
    served = [];
    serveList(500);
    leaveFirstReply({ ok: false, status: 0, text: '' });
    await expect(http.get('/purchase/list', { params: PARAMS })).rejects.toMatchObject({
      name: 'HttpError',
      statusCode: 500,
      message: 'The server answered with an error (500).',
    });
    expect(served).toEqual([`GET ${LIST_URL}`]);
    expect(fetchSpy).toHaveBeenCalledTimes(2);

    // A reply that broke off (its body never came whole).
    served = [];
    serveList();
    leaveFirstReply(Promise.reject(new TypeError('network error')));
    await expect(http.get('/purchase/list', { params: PARAMS })).resolves.toEqual({
      status: 200,
      data: SERVER_BODY,
    });
    expect(served).toEqual([`GET ${LIST_URL}`]);
  });

  it("is dropped once the console's first screen has asked for what it needs", () => {
    leaveFirstReply({ ok: true, status: 200, text: JSON.stringify(EARLY_BODY) });
    startFirstScreen(
      RESOURCES,
      { pathname: '/dashboards/modern', search: '' },
      { preload: () => Promise.resolve() },
    );
    expect(window.__partypassFirstReply).toBeUndefined();
  });

  // Its own limit: a reply waited for without the timeout would hang until the test run's.
  it(
    'gives up on an early reply that does not come, after the timeout',
    { timeout: 5_000 },
    async () => {
      server.use(
        mswHttp.get(api('/purchase/list'), async () => {
          served.push('GET');
          await delay('infinite');
          return HttpResponse.json({});
        }),
      );
      window.__PARTYPASS_REQUEST_TIMEOUT_MS__ = 50;
      leaveFirstReply(new Promise<never>(() => undefined));
      const started = Date.now();
      await expect(http.get('/purchase/list', { params: PARAMS })).rejects.toMatchObject({
        name: 'TimeoutError',
        statusCode: 408,
        message: 'The server did not answer within 1 seconds. Please try again.',
      });
      expect(Date.now() - started).toBeGreaterThanOrEqual(40);
      expect(served).toEqual([]);
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(window.__partypassFirstReply).toBeUndefined();
    },
  );
});
