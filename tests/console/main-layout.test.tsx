import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { App } from '../../src/App';
import { PAGE_LOADING_DELAY_MS, PageLoading } from '../../src/layout/PageLoading';
import { RESOURCES } from '../../src/resources';
import type { ResourceDefinition } from '../../src/resources/types';
import { appearanceStore } from '../../src/theme';
import { currentServerHandlers } from '../../mocks/v1/handlers';
import { makeToken } from '../../mocks/v1/jwt';
import { setScreenWidth, withScreenWidth } from './desktopScreen';
import { setupMswServer } from './msw';

const server = setupMswServer();
withScreenWidth();

const signIn = (role: number, institution_id: number | null = null) =>
  sessionStorage.setItem('token', makeToken({ name: 'Vera Venue', id: 2, role, institution_id }));

const renderAt = (path: string, resources: readonly ResourceDefinition[] = RESOURCES) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App resources={resources} />
    </MemoryRouter>,
  );

beforeEach(() => {
  server.use(...currentServerHandlers);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => act(() => appearanceStore.reset()));

describe('the main layout (ThemedLayout)', { timeout: 60_000 }, () => {
  it("shows the role's groups and links in the sider, the current page's entry marked", async () => {
    signIn(1);
    renderAt('/purchase');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const purchases = await within(nav).findByRole('link', { name: 'Purchases' });
    expect(purchases).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByText('Management')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Institutions' })).toBeInTheDocument();
    expect(nav.querySelector('aside.ant-layout-sider')).not.toBeNull();
  });

  it('gives role 2 its own venue and no management group', async () => {
    signIn(2, 7);
    renderAt('/dashboards/modern');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await within(nav).findByRole('link', { name: 'Dashboard' });
    expect(within(nav).queryByText('Management')).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Institutions' })).not.toBeInTheDocument();
    expect(within(nav).getByText('My venue')).toBeInTheDocument();
  });

  it('folds the sider to mini from the header and keeps the setting', async () => {
    signIn(1);
    renderAt('/dashboards/modern');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await within(nav).findByRole('link', { name: 'Dashboard' });
    const header = screen.getByRole('banner');
    await userEvent.click(within(header).getByRole('button', { name: 'Collapse the side menu' }));
    expect(nav.querySelector('aside')).toHaveClass('ant-layout-sider-collapsed');
    // The sider's own collapse bar is named too, for what it does now.
    expect(within(nav).getByRole('button', { name: 'Expand the side menu' })).toBeInTheDocument();
    expect(appearanceStore.getState().settings.sidebar).toBe('mini');
    expect(within(nav).queryByText('Management')).not.toBeInTheDocument();

    act(() => appearanceStore.setSetting('sidebar', 'full'));
    expect(nav.querySelector('aside')).not.toHaveClass('ant-layout-sider-collapsed');
    expect(
      within(header).getByRole('button', { name: 'Collapse the side menu' }),
    ).toBeInTheDocument();
  });

  it('puts the menu in the header in the horizontal layout', async () => {
    signIn(1);
    act(() => appearanceStore.setSetting('layout', 'horizontal'));
    const view = renderAt('/dashboards/modern');
    const header = await screen.findByRole('banner');
    const nav = await within(header).findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('menu')).toHaveClass('ant-menu-horizontal');
    expect(view.container.querySelector('aside.ant-layout-sider')).toBeNull();
  });

  it('turns the sider into a drawer on a phone', async () => {
    setScreenWidth(390);
    signIn(1);
    renderAt('/dashboards/modern');
    const userMenu = await screen.findByRole('button', { name: /user menu/i });
    // Its name holds the name it shows (WCAG 2.5.3, label in name).
    expect(userMenu.textContent?.trim()).not.toBe('');
    expect(userMenu).toHaveAccessibleName(expect.stringContaining(userMenu.textContent!.trim()));
    expect(document.querySelector('aside.ant-layout-sider')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Collapse the side menu' })).toBeNull();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'PartyPass' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle the side menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it("loads a page's code when its menu link is pointed at or focused", async () => {
    const preload = vi.fn(() => Promise.resolve());
    const Stub = Object.assign(() => <p>institutions list</p>, { preload });
    const resources: readonly ResourceDefinition[] = [
      ...RESOURCES.filter((r) => r.name !== 'institutions'),
      {
        name: 'institutions',
        labelKey: 'menu.institutions',
        icon: null,
        group: 'management',
        scope: 'all',
        routes: { list: { path: '/institutions', component: Stub } },
      },
    ];
    signIn(1);
    renderAt('/dashboards/modern', resources);
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const link = await within(nav).findByRole('link', { name: 'Institutions' });
    expect(preload).not.toHaveBeenCalled();
    fireEvent.pointerEnter(link);
    expect(preload).toHaveBeenCalledTimes(1);
    fireEvent.focus(link);
    expect(preload).toHaveBeenCalledTimes(2);
  });
});

describe('the loading state of a screen', () => {
  it('shows only once the screen has taken longer than a moment', async () => {
    vi.useFakeTimers();
    try {
      const view = render(<PageLoading />);
      expect(view.container.querySelector('.ant-spin-spinning')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(PAGE_LOADING_DELAY_MS + 50));
      expect(view.container.querySelector('.ant-spin-spinning')).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
