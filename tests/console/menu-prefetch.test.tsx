import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Menu } from 'antd';
import { useEffect } from 'react';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { currentPurchaseHandlers, type SeenQueries } from '../../mocks/v1/purchases';
import { useMenuGroups } from '../../src/layout/menuItems';
import { siderMenuChildren } from '../../src/layout/menuLinks';
import { dashboardResource } from '../../src/resources/dashboard';
import { purchaseResource } from '../../src/resources/purchase';
import { withScreenWidth } from './desktopScreen';
import { setupMswServer } from './msw';
import { institutionOptionsHandler, renderConsole, signInAs } from './purchases-render';

const server = setupMswServer();
// The tables of a desktop (a phone shows the records as cards: phone-cards.test.tsx).
withScreenWidth();

let client: QueryClient | undefined;
function SiderMenu() {
  const queryClient = useQueryClient();
  useEffect(() => {
    client = queryClient;
  }, [queryClient]);
  const { groups, selectedKey } = useMenuGroups([dashboardResource, purchaseResource]);
  return <Menu mode="inline">{siderMenuChildren(groups, selectedKey, false)}</Menu>;
}

const purchaseListsCached = () =>
  (
    client?.getQueryCache().findAll({ queryKey: ['data', 'default', 'purchase', 'list'] }) ?? []
  ).filter((query) => query.state.status === 'success').length;

beforeAll(async () => {
  await import('../../src/pages/purchases/PurchaseList');
}, 60_000);

describe("a menu link prefetches its list's first page", { timeout: 60_000 }, () => {
  it('pointing at the link reads the list into the cache, and the page then draws it without asking again', async () => {
    signInAs(1);
    // The clock stands still, so a slow test machine never turns the read stale before the page
    // opens (the page asks again after LIST_FRESH_MS, as it should).
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const seen: SeenQueries = [];
    server.use(institutionOptionsHandler, ...currentPurchaseHandlers(seen));
    renderConsole('/', <SiderMenu />);

    const link = await screen.findByRole('link', { name: 'Purchases' });
    expect(seen).toHaveLength(0);
    fireEvent.pointerEnter(link);
    await waitFor(() => expect(purchaseListsCached()).toBe(1));
    expect(seen).toHaveLength(1);

    fireEvent.click(link);
    expect(await screen.findByText('Nora Quinn', {}, { timeout: 30_000 })).toBeInTheDocument();
    // The page's own query is the prefetched one: still one entry, still one request.
    expect(purchaseListsCached()).toBe(1);
    expect(seen).toHaveLength(1);
  });

  it('focusing the link with the keyboard prefetches too', async () => {
    signInAs(1);
    const seen: SeenQueries = [];
    server.use(institutionOptionsHandler, ...currentPurchaseHandlers(seen));
    renderConsole('/', <SiderMenu />);
    fireEvent.focus(await screen.findByRole('link', { name: 'Purchases' }));
    await waitFor(() => expect(seen).toHaveLength(1));
  });
});
