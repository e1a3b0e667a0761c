/**
 * The shell and the page's own component first (issue 56): until the page's first rows are
 * drawn, the header's extras (the palette's code, the language menu) and the list's
 * heavier filters (the date range's code, the institution filter and its request) are neither
 * loaded nor mounted, their places held; once the rows are drawn they come; and a shortcut or a
 * click on one of them before that still works.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../contract';
import { App } from '../../src/App';
import { appearanceStore } from '../../src/theme';
import { api, currentServerHandlers } from '../../mocks/v1/handlers';
import { currentPurchaseHandlers } from '../../mocks/v1/purchases';
import { makeToken } from '../../mocks/v1/jwt';
import { withScreenWidth } from './desktopScreen';
import { setupMswServer } from './msw';
import { institutionOptionsHandler } from './purchases-render';

/** The modules that must wait for the rows, by name, once imported. */
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('../../src/kbar/CommandPalette', async (importOriginal) => {
  loaded.add('palette');
  return importOriginal();
});
vi.mock('../../src/layout/LanguageMenu', async (importOriginal) => {
  loaded.add('language menu');
  return importOriginal();
});
vi.mock('../../src/pages/purchases/DateRangeFilter', async (importOriginal) => {
  loaded.add('date range');
  return importOriginal();
});

// kbar animates its window with the Web Animations API, which jsdom lacks.
if (!Element.prototype.animate) {
  Element.prototype.animate = function animate() {
    return { finished: Promise.resolve(), cancel() {}, onfinish: null } as unknown as Animation;
  };
}

const server = setupMswServer();
withScreenWidth();

/** The purchase list answers only once `release` is called; the institutions asked are counted. */
function holdPurchases() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const institutionReads = { count: 0 };
  server.use(
    // Answering nothing passes the request on to the current server's own handler.
    http.get(api(paths.purchaseList), async () => {
      await released;
    }),
    http.get(api(paths.institutionList), () => {
      institutionReads.count += 1;
    }),
    institutionOptionsHandler,
    ...currentPurchaseHandlers(),
    ...currentServerHandlers,
  );
  return { release: () => act(async () => release()), institutionReads };
}

const openPurchases = () => {
  sessionStorage.setItem(
    'token',
    makeToken({ name: 'Vera Venue', id: 2, role: 1, institution_id: null }),
  );
  return render(
    <MemoryRouter initialEntries={['/purchase']}>
      <App />
    </MemoryRouter>,
  );
};

/** Generous: the whole console under jsdom, on a busy machine. */
const SLOW = { timeout: 20_000 };

const header = () => screen.getByRole('banner');
const languageButton = () => within(header()).getByRole('button', { name: /^Language:/ });
const userButton = () => within(header()).getByRole('button', { name: /: user menu$/ });

beforeEach(() => {
  // The held list must not time out while jsdom draws the whole console on a busy machine.
  window.__PARTYPASS_REQUEST_TIMEOUT_MS__ = 300_000;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  delete window.__PARTYPASS_REQUEST_TIMEOUT_MS__;
  act(() => appearanceStore.reset());
});

describe("the shell's extras and the list's heavier filters", { timeout: 120_000 }, () => {
  it('wait for the rows, their places held, and come once the rows are drawn', async () => {
    const { release, institutionReads } = holdPurchases();
    const { container } = openPurchases();
    await screen.findByRole('navigation', { name: 'Main menu' });
    await screen.findByRole('button', { name: 'Search and commands' });
    await screen.findByRole('button', { name: /: user menu$/ });
    await waitFor(() => expect(container.querySelector('.ant-table')).not.toBeNull());
    // Time for anything that would load without waiting to do so.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));

    expect([...loaded]).toEqual([]);
    // The sider has the console's own sections, not yet the demo sections' entries.
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Purchases' })).toBeInTheDocument();
    expect(within(menu).queryByText('Apps')).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Chats' })).toBeNull();
    expect(languageButton()).not.toHaveClass('ant-dropdown-trigger');
    expect(screen.queryByPlaceholderText('Purchased from')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Institution' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Ticket status' })).toBeNull();
    expect(institutionReads.count).toBe(0);
    // Their places are held in the filter bar, at their widths (ticket status, institution, dates).
    expect(container.querySelectorAll('.ant-space .ant-skeleton-input')).toHaveLength(3);

    await release();
    expect(await screen.findAllByRole('row')).not.toHaveLength(0);
    await waitFor(() => expect(container.querySelector('.ant-table-row')).not.toBeNull(), SLOW);

    expect(await within(menu).findByRole('link', { name: 'Chats' }, SLOW)).toBeInTheDocument();
    expect(within(menu).getByText('Apps')).toBeInTheDocument();
    expect(await screen.findByPlaceholderText('Purchased from', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Institution' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(institutionReads.count).toBeGreaterThan(0), SLOW);
    await waitFor(() => expect(languageButton()).toHaveClass('ant-dropdown-trigger'), SLOW);
    await waitFor(() => expect(loaded).toContain('palette'), SLOW);
    expect(loaded).toContain('language menu');
    expect(loaded).toContain('date range');
    expect(container.querySelectorAll('.ant-space .ant-skeleton-input')).toHaveLength(0);
  });

  it('open at once on first use, before the rows: Ctrl+K, the language and the user menus', async () => {
    const { release } = holdPurchases();
    const { container } = openPurchases();
    await screen.findByRole('button', { name: /: user menu$/ });
    const user = userEvent.setup();

    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('listbox', {}, SLOW)).toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull(), SLOW);

    await user.click(languageButton());
    expect(await screen.findByRole('menuitem', { name: /Français/ }, SLOW)).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(userButton());
    expect(await screen.findByRole('menuitem', { name: /Log out/ }, SLOW)).toBeInTheDocument();

    // All of it while the list's rows were still on their way.
    expect(container.querySelector('.ant-table-row')).toBeNull();
    await release();
  });

  it("draw the demo sections' entries at once when one of their pages is open", async () => {
    holdPurchases();
    sessionStorage.setItem(
      'token',
      makeToken({ name: 'Vera Venue', id: 2, role: 1, institution_id: null }),
    );
    render(
      <MemoryRouter initialEntries={['/apps/notes']}>
        <App />
      </MemoryRouter>,
    );
    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, SLOW);
    const current = await within(menu).findByRole('link', { name: 'Notes' }, SLOW);
    expect(current).toHaveAttribute('aria-current', 'page');
  });

  it('open the language menu on a press alone: its release may land on the button that replaced it', async () => {
    const { release } = holdPurchases();
    openPurchases();
    await screen.findByRole('button', { name: /: user menu$/ });
    fireEvent.mouseDown(languageButton());
    expect(await screen.findByRole('menuitem', { name: /Français/ }, SLOW)).toBeInTheDocument();
    await release();
  });
});
