/**
 * What the layout and the lists know on their first render, so that they are not drawn twice
 * before their first paint: the signed-in role, the window's
 * breakpoints, and no re-render of the whole console when a namespace of texts loads.
 */
import { Refine, type AuthProvider } from '@refinedev/core';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRole } from '../../src/access/useRole';
import { useScreenAtLeast } from '../../src/hooks/useScreenAtLeast';
import { i18n } from '../../src/i18n';
import { lazyPage } from '../../src/i18n/lazyPage';
import { PageLoading } from '../../src/layout/PageLoading';
import { signInAs } from './kit-render';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('useRole', () => {
  function renderRole(getPermissions: AuthProvider['getPermissions']) {
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useRole());
      return null;
    }
    const authProvider: AuthProvider = {
      login: async () => ({ success: true }),
      logout: async () => ({ success: true }),
      check: async () => ({ authenticated: true }),
      onError: async () => ({}),
      getPermissions,
    };
    render(
      <MemoryRouter>
        <Refine authProvider={authProvider} options={{ disableTelemetry: true }}>
          <Probe />
        </Refine>
      </MemoryRouter>,
    );
    return seen;
  }

  it('is the role of the token from the first render, before the auth provider answers', () => {
    signInAs(2, 7);
    // An answer that never comes: whatever is seen comes from the first render's data.
    const seen = renderRole(() => new Promise(() => undefined));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((role) => role === 2)).toBe(true);
  });

  it('is null when nobody is signed in, and then what the auth provider says', async () => {
    const seen = renderRole(async () => 3);
    expect(seen[0]).toBeNull();
    await vi.waitFor(() => expect(seen.at(-1)).toBe(3));
  });
});

describe('useScreenAtLeast', () => {
  /** A window `width` px wide: matchMedia answers min-width queries from it, and says changes. */
  function windowOf(width: number) {
    const listeners = new Set<() => void>();
    const state = { width };
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
      const min = Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0);
      // A live list, as the browser's: `matches` follows the window.
      return {
        get matches() {
          return state.width >= min;
        },
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
        dispatchEvent: () => false,
      } as unknown as MediaQueryList;
    });
    return {
      resize(to: number) {
        state.width = to;
        act(() => listeners.forEach((listener) => listener()));
      },
    };
  }

  function renderLarge() {
    const seen: boolean[] = [];
    function Probe() {
      const large = useScreenAtLeast('lg');
      seen.push(large);
      return <p>{large ? 'large' : 'small'}</p>;
    }
    render(<Probe />);
    return seen;
  }

  it("answers from the first render, at antd's lg breakpoint (992 px)", () => {
    windowOf(1366);
    expect(renderLarge()).toEqual([true]);
  });

  it('is false below 992 px from the first render', () => {
    windowOf(991);
    expect(renderLarge()).toEqual([false]);
  });

  it('follows the window when it is resized across the breakpoint', () => {
    const window = windowOf(1366);
    renderLarge();
    window.resize(800);
    expect(screen.getByText('small')).toBeInTheDocument();
    window.resize(1200);
    expect(screen.getByText('large')).toBeInTheDocument();
  });
});

describe('texts', () => {
  it('a namespace that loads does not re-render what is on screen; a language change does', async () => {
    let renders = 0;
    function Header() {
      renders += 1;
      const { t } = useTranslation('common');
      return <h1>{t('app.name')}</h1>;
    }
    render(<Header />);
    const before = renders;
    act(() => {
      i18n.emit('loaded', { en: ['tickets'] });
    });
    expect(renders).toBe(before);
    await act(() => i18n.changeLanguage('fr'));
    expect(renders).toBeGreaterThan(before);
    await act(() => i18n.changeLanguage('en'));
  });

  it('lazyPage shows the page only once its code and all of its namespaces are in', async () => {
    let finish: () => void = () => undefined;
    const load = vi
      .spyOn(i18n, 'loadNamespaces')
      .mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const Page = lazyPage(
      async () => ({ default: () => <p>the page</p> }),
      ['dashboard', 'purchases'],
    );
    // As the layouts draw a route: inside a Suspense boundary with the loading state.
    render(
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>,
    );
    expect(load).toHaveBeenCalledWith(['dashboard', 'purchases']);
    await act(async () => undefined);
    expect(screen.getByLabelText(i18n.t('common:app.loading'))).toBeInTheDocument();
    expect(screen.queryByText('the page')).toBeNull();
    await act(async () => finish());
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });
  it("lazyPage's preload loads the code and texts once, for the page to use, and again after a failure", async () => {
    vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
    const code = vi
      .fn<() => Promise<{ default: () => ReactNode }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: () => <p>the page</p> });
    const Page = lazyPage(code, 'tickets');
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    await Page.preload();
    expect(code).toHaveBeenCalledTimes(2);
    render(
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(code).toHaveBeenCalledTimes(2);
  });
});
