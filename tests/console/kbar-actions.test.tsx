import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App';
import { i18n } from '../../src/i18n';
import { buildScreenActions } from '../../src/kbar/screenActions';
import { recordSourcesFor } from '../../src/kbar/recordSources';
import { RESOURCES } from '../../src/resources';
import type { ResourceDefinition } from '../../src/resources/types';
import { http, HttpResponse } from 'msw';
import { paths } from '../../contract';
import { api, currentServerHandlers } from '../../mocks/v1/handlers';
import { makeToken } from '../../mocks/v1/jwt';
import { setupMswServer } from './msw';

const server = setupMswServer();
// The whole console renders under jsdom here: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

// kbar animates its window with the Web Animations API, which jsdom lacks.
if (!Element.prototype.animate) {
  Element.prototype.animate = function animate() {
    return { finished: Promise.resolve(), cancel() {}, onfinish: null } as unknown as Animation;
  };
}
// kbar's result list is virtualised from the heights of its box and rows, which jsdom reports as
// 0 (rows of height 0 make it skip the first ones): give them real heights.
const { getBoundingClientRect } = HTMLElement.prototype;
HTMLElement.prototype.getBoundingClientRect = function rect(this: HTMLElement) {
  if (this.querySelector(':scope > [role="listbox"]')) {
    return {
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      width: 600,
      height: 2000,
      right: 600,
      bottom: 2000,
      toJSON() {},
    } as DOMRect;
  }
  return getBoundingClientRect.call(this);
};
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
  configurable: true,
  get(this: HTMLElement) {
    if (this.parentElement?.getAttribute('role') === 'listbox') return 40;
    return offsetHeight?.get?.call(this) ?? 0;
  },
});

const Stub = () => <p>stub</p>;
/** Screens of both roles, for the policy to choose from (the real ones come with their issues). */
const stub = (
  name: ResourceDefinition['name'],
  labelKey: string,
  base: string,
  group: ResourceDefinition['group'],
): ResourceDefinition => ({
  name,
  labelKey,
  icon: null,
  group,
  scope: group === 'venue' ? 'own' : 'all',
  routes: {
    list: { path: base, component: Stub },
    create: { path: `${base}/create`, component: Stub },
    show: { path: `${base}/:id`, component: Stub },
  },
});
const WITH_BOTH_ROLES: readonly ResourceDefinition[] = [
  ...RESOURCES.filter((r) => !['institutions', 'users', 'lockers'].includes(r.name)),
  stub('institutions', 'menu.institutions', '/institutions', 'management'),
  stub('users', 'menu.users', '/users', 'management'),
  stub('lockers', 'menu.lockers', '/lockers', 'venue'),
];

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options) as string;
const names = (role: number) =>
  buildScreenActions(role, WITH_BOTH_ROLES, t, () => undefined).map((a) => a.name);

describe('buildScreenActions', () => {
  it('gives an Institutional Admin (2) its venue screens and never the System Admin ones', () => {
    const role2 = names(2);
    expect(role2).toEqual(
      expect.arrayContaining(['Dashboard', 'Account settings', 'Lockers', 'Create: Lockers']),
    );
    expect(role2).not.toContain('Users');
    expect(role2).not.toContain('Institutions');
    expect(role2.some((n) => n.includes('Users') || n.includes('Institutions'))).toBe(false);
  });

  it('gives a System Admin (1) the management screens and not the venue ones', () => {
    const role1 = names(1);
    expect(role1).toEqual(
      expect.arrayContaining(['Dashboard', 'Users', 'Institutions', 'Create: Users']),
    );
    expect(role1).not.toContain('Lockers');
    expect(role1).not.toContain('Create: Lockers');
  });

  it('gives Institutional Staff (3) the Door screen from the policy table, and an App User not', () => {
    const navigate = vi.fn();
    const door = buildScreenActions(3, RESOURCES, t, navigate).find((a) => a.id === 'screen:door');
    expect(door?.name).toBe('Door');
    door?.perform?.(undefined as never);
    expect(navigate).toHaveBeenCalledWith('/door');
    expect(names(0)).not.toContain('Door');
  });

  it('gives a signed-out or unknown role nothing', () => {
    expect(names(99)).toEqual([]);
    expect(buildScreenActions(null, WITH_BOTH_ROLES, t, () => undefined)).toEqual([]);
  });

  it('opens the screen when run', () => {
    const navigate = vi.fn();
    const lockers = buildScreenActions(2, WITH_BOTH_ROLES, t, navigate).find(
      (a) => a.id === 'create:lockers',
    );
    lockers?.perform?.(undefined as never);
    expect(navigate).toHaveBeenCalledWith('/lockers/create');
  });

  it('searches records only in the lists a role may open', () => {
    const role1 = recordSourcesFor(1, WITH_BOTH_ROLES).map((s) => s.resource);
    expect(role1).toEqual(expect.arrayContaining(['institutions', 'users']));
    expect(role1).not.toContain('tickets_institution');
    const role2 = recordSourcesFor(2, WITH_BOTH_ROLES).map((s) => s.resource);
    expect(role2).not.toContain('institutions');
    expect(role2).not.toContain('users');
    expect(role2).not.toContain('tickets');
  });
});

describe('the palette in the layout', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  const openAs = async (role: number, institution_id: number | null) => {
    server.use(...currentServerHandlers);
    sessionStorage.setItem('token', makeToken({ name: 'Vera Venue', id: 2, role, institution_id }));
    render(
      <MemoryRouter initialEntries={['/account-profile']}>
        <App resources={WITH_BOTH_ROLES} />
      </MemoryRouter>,
    );
    await screen.findByRole('navigation', { name: 'Main menu' });
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    const listbox = await screen.findByRole('listbox');
    return { user, listbox };
  };

  it('opens with Ctrl+K anywhere and lists the allowed screens of role 2 only', async () => {
    const { user } = await openAs(2, 1);
    // Searched one by one: the list is virtualised, and jsdom cannot lay all of it out.
    const search = async (term: string) => {
      await user.clear(screen.getByRole('combobox'));
      await user.paste(term);
    };
    await search('dashboard');
    expect(
      await within(await screen.findByRole('listbox')).findByText('Dashboard'),
    ).toBeInTheDocument();
    await search('lockers');
    const lockers = await screen.findByRole('listbox');
    expect(await within(lockers).findByText('Lockers')).toBeInTheDocument();
    expect(within(lockers).getByText('Create: Lockers')).toBeInTheDocument();
    await search('users');
    expect(await screen.findByText('No results')).toBeInTheDocument();
  });

  it('filters as the user types', async () => {
    const { user } = await openAs(2, 1);
    expect(screen.getByRole('combobox')).toHaveFocus();
    await user.keyboard('dark');
    // The list is drawn anew while the typed words are searched for, so it is looked up again.
    await waitFor(
      () => {
        const filtered = screen.getByRole('listbox');
        expect(within(filtered).getByText('Toggle dark mode')).toBeInTheDocument();
        expect(within(filtered).queryByText('Lockers')).not.toBeInTheDocument();
      },
      { timeout: 10_000 },
    );
  });

  it('loads and opens on the first Ctrl+K when the browser has not been idle yet', async () => {
    // The palette's code otherwise loads at idle time (src/kbar/LazyCommandPalette.tsx).
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 1),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    try {
      const { listbox } = await openAs(2, 1);
      expect(within(listbox).getByText('Toggle dark mode')).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows its labels in the current language', async () => {
    await act(() => i18n.changeLanguage('en'));
    const { listbox } = await openAs(1, null);
    expect(within(listbox).getByText('Toggle dark mode')).toBeInTheDocument();
    expect(within(listbox).getByText('Users')).toBeInTheDocument();
  });

  it('keeps every key typed right after Ctrl+K, while its code is still loading', async () => {
    // The palette's code otherwise loads at idle time (src/kbar/LazyCommandPalette.tsx).
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 1),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    try {
      server.use(...currentServerHandlers);
      sessionStorage.setItem(
        'token',
        makeToken({ name: 'Vera Venue', id: 2, role: 2, institution_id: 1 }),
      );
      render(
        <MemoryRouter initialEntries={['/account-profile']}>
          <App resources={WITH_BOTH_ROLES} />
        </MemoryRouter>,
      );
      await screen.findByRole('navigation', { name: 'Main menu' });
      const user = userEvent.setup();
      await user.keyboard('{Control>}k{/Control}Neon');
      await waitFor(() => expect(screen.getByRole('combobox')).toHaveValue('Neon'));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('neither loses nor doubles a key typed right after Ctrl+K once it is loaded', async () => {
    const { user } = await openAs(2, 1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
    await user.keyboard('{Control>}k{/Control}Neon');
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveValue('Neon'));
  });

  it('keeps every key typed while the page is too busy to draw the box between keys', async () => {
    const { user } = await openAs(2, 1);
    const box = screen.getByRole<HTMLInputElement>('combobox');
    // As a browser types: the new text in the box, then an input event, each key a task of its
    // own (its microtasks run) but with no other task between them, as when a page still drawing
    // holds up the palette's redraw after each key.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const type = async (key: string) => {
      setValue.call(box, box.value + key);
      box.dispatchEvent(new Event('input', { bubbles: true }));
      for (let i = 0; i < 3; i++) await Promise.resolve();
    };
    await type('N');
    await type('e');
    await type('o');
    await waitFor(() => expect(box).toHaveValue('Neo'));
    await user.keyboard('n');
    await waitFor(() => expect(box).toHaveValue('Neon'));
  });

  it('gives the page its keys back when Ctrl+K closes the palette', async () => {
    const { user } = await openAs(2, 1);
    // The focus on the results box, not the search box: the palette is still open.
    screen.getByRole('combobox').blur();
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
    const key = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    document.body.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(false);
  });

  it('lists a record whose name matches above the screens that match too', async () => {
    const { user } = await openAs(1, null);
    server.use(
      http.get(api(paths.institutionList), () =>
        HttpResponse.json({
          status: 'success',
          data: [{ institution_id: 5, name: 'Dashboard Bar' }],
        }),
      ),
      http.get(api(paths.userList), () => HttpResponse.json({ status: 'success', data: [] })),
    );
    await user.keyboard('dashboard');
    const record = await within(screen.getByRole('listbox')).findByText(
      'Dashboard Bar',
      {},
      { timeout: 10_000 },
    );
    const listbox = screen.getByRole('listbox');
    const screenRow = within(listbox).getByText('Dashboard');
    // The record's row comes first in the list.
    expect(
      record.compareDocumentPosition(screenRow) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
