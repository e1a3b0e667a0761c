import { render, screen } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract';
import { api, currentServerHandlers } from '../../mocks/v1/handlers';
import { makeToken } from '../../mocks/v1/jwt';
import { currentPurchaseHandlers, type SeenQueries } from '../../mocks/v1/purchases';
import { App } from '../../src/App';
import { firstListReply, startFirstList } from '../../src/api/firstList';
import { PURCHASE_LIST_QUERY } from '../../src/pages/purchases/firstQuery';
import { setupMswServer } from './msw';
import { institutionOptionsHandler } from './purchases-render';

const server = setupMswServer();

/**
 * Whether a list's table showed its loading state at any moment of the load: the first rows'
 * stand-in (FirstRows) or, once a test has loaded it, antd's Table.
 */
const LOADING_TABLE = 'table[aria-busy="true"], .ant-table-wrapper .ant-spin-spinning';
function watchLoadingTable() {
  const seen = { loading: false };
  const observer = new MutationObserver(() => {
    if (document.querySelector(LOADING_TABLE)) seen.loading = true;
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  return seen;
}

function openConsoleAt(path: string, seen: SeenQueries, ...first: HttpHandler[]) {
  server.use(...currentServerHandlers);
  server.use(institutionOptionsHandler, ...currentPurchaseHandlers(seen));
  server.use(...first);
  sessionStorage.setItem('token', makeToken({ name: 'Vera Venue', id: 2, role: 1 }));
  const loading = watchLoadingTable();
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
  return loading;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

beforeAll(async () => {
  await import('../../src/pages/purchases/PurchaseList');
}, 60_000);

// docs/performance.md part 2h: on the first screen a list's rows are asked for with its code.
describe('the first list of a console load', { timeout: 60_000 }, () => {
  it('is asked for once, with the page, and drawn without a loading state', async () => {
    const seen: SeenQueries = [];
    const loading = openConsoleAt('/purchase', seen);
    expect(await screen.findByText('Nora Quinn', {}, { timeout: 30_000 })).toBeInTheDocument();
    await settle();
    expect(seen).toHaveLength(1);
    expect(seen[0].get('page')).toBe('1');
    expect(seen[0].get('sort')).toBe('purchase_date');
    expect(seen[0].get('order')).toBe('desc');
    expect(loading.loading).toBe(false);
  });

  it('is left to the page when the URL holds the list state', async () => {
    const seen: SeenQueries = [];
    const loading = openConsoleAt('/purchase?currentPage=1&pageSize=20', seen);
    expect(await screen.findByText('Nora Quinn', {}, { timeout: 30_000 })).toBeInTheDocument();
    await settle();
    expect(seen).toHaveLength(1);
    expect(seen[0].get('pageSize')).toBe('20');
    expect(loading.loading).toBe(true);
  });

  it('is left to the page when the early call fails, and the page shows its rows', async () => {
    const seen: SeenQueries = [];
    // The early call gets a server error; the page's own call, the list.
    const failing = http.get(
      api(paths.purchaseList),
      () => HttpResponse.json({ status: 'error' }, { status: 500 }),
      { once: true },
    );
    const loading = openConsoleAt('/purchase', seen, failing);
    expect(await screen.findByText('Nora Quinn', {}, { timeout: 30_000 })).toBeInTheDocument();
    await settle();
    expect(seen).toHaveLength(1);
    expect(loading.loading).toBe(true);
  });

  it("gives a page's loader something to wait for only while the reply is on its way", async () => {
    server.use(...currentServerHandlers, ...currentPurchaseHandlers([]));
    sessionStorage.setItem('token', makeToken({ name: 'Vera Venue', id: 2, role: 1 }));
    expect(firstListReply()).toBeNull();
    startFirstList('purchase', PURCHASE_LIST_QUERY, '');
    const reply = firstListReply();
    expect(reply).not.toBeNull();
    await reply;
    expect(firstListReply()).toBeNull();
  });
});
