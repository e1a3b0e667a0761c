/**
 * A signed-in first load reads its screen's data at boot (src/routes/firstRead.ts), before any
 * component renders, into the key the page then reads: the page's first drawing has its rows or
 * figures, and nothing is asked twice.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { currentServerHandlers } from '../../mocks/v1/handlers';
import {
  analyticsHandlers,
  currentAnalytics,
  currentPurchaseHandlers,
  type SeenQueries,
} from '../../mocks/v1/purchases';
import { App } from '../../src/App';
import { startFirstRead } from '../../src/routes/firstRead';
import { appearanceStore } from '../../src/theme';
import { withScreenWidth } from './desktopScreen';
import { setupMswServer } from './msw';
import { institutionOptionsHandler, signInAs } from './purchases-render';

// The charts draw on a canvas jsdom does not have; this test is about the figures' read.
vi.mock('../../src/pages/dashboard/charts', () => {
  const fake = () => () => <ul />;
  return {
    RevenueChart: fake(),
    TicketsSoldChart: fake(),
    StatusChart: fake(),
    BestSellersChart: fake(),
  };
});

const server = setupMswServer();
withScreenWidth();

beforeAll(async () => {
  await Promise.all([
    import('../../src/layout/MainLayout'),
    import('../../src/pages/purchases/PurchaseList'),
    import('../../src/pages/dashboard/DashboardPage'),
  ]);
}, 60_000);

beforeEach(() => {
  server.use(...currentServerHandlers);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return () => act(() => appearanceStore.reset());
});

/** Whether the first purchases table drawn already had its rows (watched on every DOM change). */
function watchFirstTable() {
  const first: { rows?: number } = {};
  const observer = new MutationObserver(() => {
    const table = document.querySelector('.ant-table');
    if (!table || first.rows !== undefined) return;
    first.rows = table.querySelectorAll('.ant-table-row').length;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { first, stop: () => observer.disconnect() };
}

const renderAt = (path: string, queryClient: QueryClient) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App queryClient={queryClient} />
    </MemoryRouter>,
  );

describe("a signed-in first load reads the screen's data at boot", { timeout: 60_000 }, () => {
  it('/purchase: the list request leaves before anything renders, and the first table has its rows', async () => {
    signInAs(1);
    const seen: SeenQueries = [];
    server.use(institutionOptionsHandler, ...currentPurchaseHandlers(seen));
    // The clock stands still, so a slow test machine never turns the read stale before the page
    // opens (the page asks again after LIST_FRESH_MS, as it should).
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());

    const queryClient = startFirstRead({ pathname: '/purchase', search: '' });
    // Nothing is rendered: the request is the boot's own.
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0].get('sort')).toBe('purchase_date');
    expect(seen[0].get('order')).toBe('desc');
    const lists = () =>
      queryClient.getQueryCache().findAll({ queryKey: ['data', 'default', 'purchase', 'list'] });
    await waitFor(() => expect(lists().map((query) => query.state.status)).toEqual(['success']));

    const table = watchFirstTable();
    renderAt('/purchase', queryClient);
    expect(await screen.findByText('Nora Quinn', {}, { timeout: 30_000 })).toBeInTheDocument();
    table.stop();
    expect(table.first.rows).toBe(3);
    // The page's own query was the boot's: one request, one cache entry.
    expect(seen).toHaveLength(1);
    expect(lists()).toHaveLength(1);
  });

  it('the dashboard: the figures are read at boot and drawn without a second call', async () => {
    signInAs(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const calls = { count: 0 };
    server.use(...analyticsHandlers(currentAnalytics, calls));

    const queryClient = startFirstRead({ pathname: '/dashboards/modern', search: '' });
    await waitFor(() => expect(calls.count).toBe(1));
    renderAt('/dashboards/modern', queryClient);
    const users = await screen.findByLabelText('Total users', {}, { timeout: 30_000 });
    await waitFor(() => expect(within(users).getByText('1,234')).toBeInTheDocument());
    expect(calls.count).toBe(1);
  });

  it('reads nothing a role may not open, nor an address with a query string', async () => {
    const seen: SeenQueries = [];
    server.use(...currentPurchaseHandlers(seen));
    signInAs(2, 7);
    startFirstRead({ pathname: '/purchase', search: '' });
    signInAs(1);
    startFirstRead({ pathname: '/purchase', search: '?currentPage=2' });
    sessionStorage.clear();
    startFirstRead({ pathname: '/purchase', search: '' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen).toHaveLength(0);
  });
});
