import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../contract';
import { FIRST_STYLES_META, type FirstStylesIndex } from '../../scripts/vite-antd-first-styles';
import { staticScreenMeta, type StaticScreenIndex } from '../../scripts/vite-static-screens';
import { STATIC_SIGN_IN_SETTINGS } from '../../scripts/static-sign-in';
import { STATIC_DASHBOARD_SETTINGS } from '../../scripts/static-dashboard';
import { STATIC_PURCHASES_SETTINGS } from '../../scripts/static-purchases';
import { LANGUAGE_STORAGE_KEY } from '../../src/i18n';
import { APPEARANCE_STORAGE_KEY, THEME_NAMES } from '../../src/theme/settings';
import { SURFACES } from '../../src/theme/themes';

/*
 * public/boot-appearance.js runs before React and cannot import src/theme: these tests run the
 * real file and compare what it paints with the values React would use.
 */
const source = readFileSync(resolve(__dirname, '../../public/boot-appearance.js'), 'utf8');
const root = document.documentElement;

function boot({
  stored,
  language,
  systemDark = false,
  width = 1280,
}: {
  stored?: object;
  language?: string;
  systemDark?: boolean;
  /** The window's width, in CSS pixels. */
  width?: number;
}) {
  localStorage.clear();
  if (stored) localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify(stored));
  if (language) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const minWidth = /^\(min-width: (\d+)px\)$/.exec(query);
    return {
      matches: minWidth
        ? width >= Number(minWidth[1])
        : systemDark && query === '(prefers-color-scheme: dark)',
      media: query,
    } as MediaQueryList;
  }) as typeof window.matchMedia;
  try {
    new Function(source)();
  } finally {
    window.matchMedia = original;
  }
}

/** The colour as the browser normalises it (jsdom turns #rrggbb into rgb()). */
function cssColour(value: string): string {
  const probe = document.createElement('div');
  probe.style.backgroundColor = value;
  return probe.style.backgroundColor;
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  delete window.__partypassFirstReply;
  vi.unstubAllGlobals();
  document.head.querySelector(`meta[name="${FIRST_STYLES_META}"]`)?.remove();
  for (const screen of ['sign-in', 'dashboard', 'purchases']) {
    document.head.querySelector(`meta[name="${staticScreenMeta(screen)}"]`)?.remove();
    root.removeAttribute(`data-static-${screen}`);
  }
  root.removeAttribute('dir');
  root.removeAttribute('style');
  root.removeAttribute('data-theme');
  root.removeAttribute('data-color-theme');
  root.lang = 'en';
});

describe('boot-appearance.js (before the first paint)', () => {
  it('uses the storage keys and theme names of src/', () => {
    expect(source).toContain(`'${APPEARANCE_STORAGE_KEY}'`);
    expect(source).toContain(`'${LANGUAGE_STORAGE_KEY}'`);
    expect(source).toContain(`'${TOKEN_STORAGE_KEY}'`);
    for (const name of THEME_NAMES) expect(source).toContain(`'${name}'`);
  });

  it('paints a new visitor light and left to right', () => {
    boot({});
    expect(root.dir).toBe('ltr');
    expect(root.dataset.theme).toBe('light');
    expect(root.dataset.colorTheme).toBe('BLUE_THEME');
    expect(root.style.backgroundColor).toBe(cssColour(SURFACES.light.colorBgLayout));
  });

  it('follows a dark system until the user chose a mode', () => {
    boot({ systemDark: true });
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');
    expect(root.style.backgroundColor).toBe(cssColour(SURFACES.dark.colorBgLayout));
    boot({ systemDark: true, stored: { mode: 'light' } });
    expect(root.dataset.theme).toBe('light');
  });

  it('applies the stored dark mode, theme and rtl', () => {
    boot({ stored: { mode: 'dark', theme: 'PURPLE_THEME', direction: 'rtl' } });
    expect(root.dir).toBe('rtl');
    expect(root.dataset.theme).toBe('dark');
    expect(root.dataset.colorTheme).toBe('PURPLE_THEME');
    expect(root.style.backgroundColor).toBe(cssColour(SURFACES.dark.colorBgLayout));
  });

  it('makes an Arabic page rtl even when the chosen direction is ltr', () => {
    boot({ stored: { direction: 'ltr' }, language: 'ar' });
    expect(root.dir).toBe('rtl');
    expect(root.lang).toBe('ar');
    boot({ stored: { direction: 'ltr' }, language: 'fr' });
    expect(root.dir).toBe('ltr');
  });

  it('falls back to the defaults on unreadable or unknown values', () => {
    localStorage.setItem(APPEARANCE_STORAGE_KEY, '{oops');
    new Function(source)();
    expect(root.dir).toBe('ltr');
    expect(root.dataset.theme).toBe('light');
    boot({ stored: { mode: 'sepia', theme: 'PINK', direction: 'up' } });
    expect(root.dataset.theme).toBe('light');
    expect(root.dataset.colorTheme).toBe('BLUE_THEME');
    expect(root.dir).toBe('ltr');
  });
});

describe("boot-appearance.js picks antd's prepared style sheet", () => {
  const INDEX: FirstStylesIndex = {
    radius: 7,
    files: {
      'light BLUE_THEME': '/assets/antd-light-blue.css',
      'dark PURPLE_THEME': '/assets/antd-dark-purple.css',
    },
    signedIn: {
      'light BLUE_THEME': '/assets/antd-signed-in-light-blue.css',
      'dark PURPLE_THEME': '/assets/antd-signed-in-dark-purple.css',
    },
  };

  /** Runs the file with the build's index in <head>; what it writes into the page. */
  function written(stored?: object, index: FirstStylesIndex | string | null = INDEX): string[] {
    document.head.querySelector(`meta[name="${FIRST_STYLES_META}"]`)?.remove();
    if (index !== null) {
      const meta = document.createElement('meta');
      meta.name = FIRST_STYLES_META;
      meta.content = typeof index === 'string' ? index : JSON.stringify(index);
      document.head.append(meta);
    }
    // The parser's document.write: after the page has loaded it would replace the document.
    const write = vi.spyOn(document, 'write').mockImplementation(() => undefined);
    try {
      boot({ stored });
      return write.mock.calls.map((args) => args.join(''));
    } finally {
      write.mockRestore();
    }
  }

  it("writes the link of the sheet for the page's mode and colour theme", () => {
    expect(written()).toEqual(['<link rel="stylesheet" href="/assets/antd-light-blue.css" />']);
    expect(written({ mode: 'dark', theme: 'PURPLE_THEME', borderRadius: 7 })).toEqual([
      '<link rel="stylesheet" href="/assets/antd-dark-purple.css" />',
    ]);
  });

  it("writes the signed-in set's sheet on a page opened with a session in the tab", () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'a.b.c');
    window.history.replaceState(null, '', '/purchase');
    expect(written()).toEqual([
      '<link rel="stylesheet" href="/assets/antd-signed-in-light-blue.css" />',
    ]);
    expect(written({ mode: 'dark', theme: 'PURPLE_THEME' })).toEqual([
      '<link rel="stylesheet" href="/assets/antd-signed-in-dark-purple.css" />',
    ]);
    // The sign-in pages draw the sign-in screen, session or not.
    window.history.replaceState(null, '', '/auth/login');
    expect(written()).toEqual(['<link rel="stylesheet" href="/assets/antd-light-blue.css" />']);
    // An index without the signed-in set: the sign-in screen's sheet.
    window.history.replaceState(null, '', '/purchase');
    expect(written(undefined, { radius: 7, files: INDEX.files })).toEqual([
      '<link rel="stylesheet" href="/assets/antd-light-blue.css" />',
    ]);
  });

  it('writes none for another radius, a pair without a sheet, or no index', () => {
    // antd would not find its record for other tokens: the sheet would only cost its download.
    expect(written({ borderRadius: 12 })).toEqual([]);
    expect(written({ mode: 'dark' })).toEqual([]);
    // The development server's index.html has no index.
    expect(written(undefined, null)).toEqual([]);
  });

  it('still paints the appearance when the index cannot be read', () => {
    expect(written({ mode: 'dark' }, '{broken')).toEqual([]);
    expect(root.dataset.theme).toBe('dark');
  });
});

/** A token as the server signs it (the boot script reads its claims, not its signature). */
function tokenOf(claims: object): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const SYSTEM_ADMIN = tokenOf({
  name: 'Ada',
  id: 1,
  role: 1,
  institution_id: null,
  exp: inAnHour(),
});
const VENUE_STAFF = tokenOf({ name: 'Sam', id: 9, role: 3, institution_id: 2, exp: inAnHour() });
const APP_USER = tokenOf({ name: 'Al', id: 7, role: 0, institution_id: null, exp: inAnHour() });
const VENUE_ADMIN = tokenOf({ name: 'Vi', id: 8, role: 2, institution_id: 2, exp: inAnHour() });

describe('boot-appearance.js shows the screens the build drew', () => {
  const SHEETS: FirstStylesIndex = {
    radius: STATIC_SIGN_IN_SETTINGS.settings.borderRadius!,
    files: {
      'light BLUE_THEME': '/assets/antd-light-blue.css',
      'dark BLUE_THEME': '/assets/antd-dark-blue.css',
      'light PURPLE_THEME': '/assets/antd-light-purple.css',
    },
    signedIn: {
      'light BLUE_THEME': '/assets/antd-signed-in-light-blue.css',
      'dark BLUE_THEME': '/assets/antd-signed-in-dark-blue.css',
      'light PURPLE_THEME': '/assets/antd-signed-in-light-purple.css',
    },
  };

  /** The boot script's fetch: by default a call that is still on its way. */
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
  });

  /**
   * Runs the file on `path` with the build's indexes (the sheets', and the three screens'); the
   * drawing it shows of each screen, if any.
   */
  function shown({
    path = '/auth/login',
    token,
    stored,
    language,
    browserLanguages = ['en-US', 'en'],
    systemDark = false,
    width,
    signIn = STATIC_SIGN_IN_SETTINGS,
    dashboard = STATIC_DASHBOARD_SETTINGS,
    purchases = STATIC_PURCHASES_SETTINGS,
  }: {
    path?: string;
    token?: string;
    stored?: object;
    language?: string;
    browserLanguages?: string[];
    systemDark?: boolean;
    width?: number;
    signIn?: StaticScreenIndex | null;
    dashboard?: StaticScreenIndex | null;
    purchases?: StaticScreenIndex | null;
  } = {}): { 'sign-in': string | null; dashboard: string | null; purchases: string | null } {
    window.history.replaceState(null, '', path);
    sessionStorage.clear();
    if (token) sessionStorage.setItem(TOKEN_STORAGE_KEY, token);
    for (const [name, content] of [
      [FIRST_STYLES_META, SHEETS],
      [staticScreenMeta('sign-in'), signIn],
      [staticScreenMeta('dashboard'), dashboard],
      [staticScreenMeta('purchases'), purchases],
    ] as const) {
      document.head.querySelector(`meta[name="${name}"]`)?.remove();
      if (!content) continue;
      const meta = document.createElement('meta');
      meta.name = name;
      meta.content = JSON.stringify(content);
      document.head.append(meta);
    }
    root.removeAttribute('data-static-sign-in');
    root.removeAttribute('data-static-dashboard');
    root.removeAttribute('data-static-purchases');
    delete window.__partypassFirstReply;
    const write = vi.spyOn(document, 'write').mockImplementation(() => undefined);
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browserLanguages);
    try {
      boot({ stored, language, systemDark, width });
      return {
        'sign-in': root.getAttribute('data-static-sign-in'),
        dashboard: root.getAttribute('data-static-dashboard'),
        purchases: root.getAttribute('data-static-purchases'),
      };
    } finally {
      write.mockRestore();
      languages.mockRestore();
    }
  }
  const signInShown = (options: Parameters<typeof shown>[0] = {}) => shown(options)['sign-in'];
  const dashboardShown = (options: Parameters<typeof shown>[0] = {}) =>
    shown({ path: '/dashboards/modern', token: SYSTEM_ADMIN, ...options }).dashboard;

  it('shows a new visitor the drawing of their mode', () => {
    expect(shown()).toEqual({ 'sign-in': 'light', dashboard: null, purchases: null });
    expect(signInShown({ systemDark: true })).toBe('dark');
    expect(
      signInShown({ stored: { mode: 'dark', card: 'shadow' }, path: '/auth/login?to=/purchase' }),
    ).toBe('dark');
  });

  it('shows none on another page, with a session, or without the drawing', () => {
    expect(signInShown({ path: '/purchase' })).toBeNull();
    expect(signInShown({ token: SYSTEM_ADMIN })).toBeNull();
    // The development server's index.html has neither.
    expect(signInShown({ signIn: null })).toBeNull();
  });

  it('shows none for settings it was not drawn with', () => {
    expect(signInShown({ stored: { theme: 'PURPLE_THEME' } })).toBeNull();
    expect(signInShown({ stored: { card: 'border' } })).toBeNull();
    expect(signInShown({ stored: { direction: 'rtl' } })).toBeNull();
    // Another radius gets no style sheet for antd, so the drawing would be unstyled.
    expect(signInShown({ stored: { borderRadius: 12 } })).toBeNull();
    // The layout's settings are not drawn on the sign-in screen.
    expect(signInShown({ stored: { sidebar: 'mini', layout: 'horizontal' } })).toBe('light');
  });

  it("shows none unless i18next will pick the drawing's language", () => {
    expect(signInShown({ language: 'fr' })).toBeNull();
    expect(signInShown({ browserLanguages: ['fr-FR', 'en'] })).toBeNull();
    expect(signInShown({ browserLanguages: ['ar'] })).toBeNull();
    // Languages the console has no texts in are passed over, as i18next does.
    expect(signInShown({ browserLanguages: ['de-DE', 'en-GB'] })).toBe('light');
    expect(signInShown({ browserLanguages: ['de-DE'] })).toBe('light');
    expect(signInShown({ language: 'en', browserLanguages: ['fr-FR'] })).toBe('light');
  });

  it("shows a signed-in user the dashboard's drawing of their mode, on the dashboard only", () => {
    expect(shown({ path: '/dashboards/modern', token: SYSTEM_ADMIN })).toEqual({
      'sign-in': null,
      dashboard: 'light',
      purchases: null,
    });
    expect(dashboardShown({ systemDark: true })).toBe('dark');
    expect(dashboardShown({ token: VENUE_STAFF })).toBe('light');
    expect(dashboardShown({ path: '/purchase' })).toBeNull();
    expect(dashboardShown({ path: '/' })).toBeNull();
    expect(dashboardShown({ path: '/dashboards/modern/' })).toBe('light');
    expect(dashboardShown({ path: '/dashboards/modern/7' })).toBeNull();
    expect(dashboardShown({ dashboard: null })).toBeNull();
  });

  it('shows the dashboard to no visitor it would not be right for', () => {
    // Signed out, or a session the console would not open the dashboard with.
    expect(dashboardShown({ token: '' })).toBeNull();
    expect(dashboardShown({ token: 'not-a-token' })).toBeNull();
    const expired = tokenOf({ name: 'Ada', id: 1, role: 1, institution_id: null, exp: 1 });
    expect(dashboardShown({ token: expired })).toBeNull();
    // App users get a welcome page there.
    expect(dashboardShown({ token: APP_USER })).toBeNull();
    // Below antd's `lg` breakpoint the sider is mini.
    expect(dashboardShown({ width: STATIC_DASHBOARD_SETTINGS.minWidth! - 1 })).toBeNull();
    expect(dashboardShown({ width: STATIC_DASHBOARD_SETTINGS.minWidth })).toBe('light');
  });

  /** A setting other than the default for each one a signed-in drawing's look depends on. */
  const OTHER_SETTINGS = [
    { sidebar: 'mini' },
    { layout: 'horizontal' },
    { container: 'full' },
    { theme: 'PURPLE_THEME' },
    { card: 'border' },
    { direction: 'rtl' },
    { borderRadius: 12 },
  ];

  it('shows the dashboard only with the settings and language it was drawn with', () => {
    for (const stored of OTHER_SETTINGS) {
      expect(dashboardShown({ stored })).toBeNull();
    }
    expect(dashboardShown({ stored: { sidebar: 'full', mode: 'dark' } })).toBe('dark');
    expect(dashboardShown({ language: 'fr' })).toBeNull();
  });

  const purchasesShown = (options: Parameters<typeof shown>[0] = {}) =>
    shown({ path: '/purchase', token: SYSTEM_ADMIN, ...options }).purchases;

  it("shows a System Admin /purchase's drawing of their mode, on the list only", () => {
    expect(STATIC_PURCHASES_SETTINGS.roles).toEqual([1]);
    expect(shown({ path: '/purchase', token: SYSTEM_ADMIN })).toEqual({
      'sign-in': null,
      dashboard: null,
      purchases: 'light',
    });
    expect(purchasesShown({ systemDark: true })).toBe('dark');
    expect(purchasesShown({ stored: { mode: 'dark' } })).toBe('dark');
    expect(purchasesShown({ path: '/purchase/' })).toBe('light');
    expect(purchasesShown({ path: '/purchase/', stored: { mode: 'dark' } })).toBe('dark');
    expect(purchasesShown({ path: '/purchase_institution' })).toBeNull();
    expect(purchasesShown({ path: '/purchase/show/1' })).toBeNull();
    expect(purchasesShown({ path: '/dashboards/modern' })).toBeNull();
    expect(purchasesShown({ purchases: null })).toBeNull();
  });

  it('shows /purchase to no visitor it would not be right for', () => {
    // Other roles see another list there (an institution's), or none.
    expect(purchasesShown({ token: APP_USER })).toBeNull();
    expect(purchasesShown({ token: VENUE_ADMIN })).toBeNull();
    expect(purchasesShown({ token: VENUE_STAFF })).toBeNull();
    // Signed out, or a session the console would not open the list with.
    expect(purchasesShown({ token: '' })).toBeNull();
    expect(purchasesShown({ token: 'not-a-token' })).toBeNull();
    const expired = tokenOf({ name: 'Ada', id: 1, role: 1, institution_id: null, exp: 1 });
    expect(purchasesShown({ token: expired })).toBeNull();
    expect(STATIC_PURCHASES_SETTINGS.minWidth).toBe(STATIC_DASHBOARD_SETTINGS.minWidth);
    expect(purchasesShown({ width: STATIC_PURCHASES_SETTINGS.minWidth! - 1 })).toBeNull();
    expect(purchasesShown({ width: STATIC_PURCHASES_SETTINGS.minWidth })).toBe('light');
  });

  it('shows /purchase only with the settings and language it was drawn with', () => {
    for (const stored of OTHER_SETTINGS) {
      expect(purchasesShown({ stored })).toBeNull();
    }
    expect(purchasesShown({ stored: { sidebar: 'full', mode: 'dark' } })).toBe('dark');
    expect(purchasesShown({ language: 'fr' })).toBeNull();
    expect(purchasesShown({ browserLanguages: ['ar'] })).toBeNull();
  });

  it("asks for the drawn list's first rows with the session's token as the page starts", async () => {
    const list = STATIC_PURCHASES_SETTINGS.list!;
    expect(list).toMatch(/^\/api\/v1\/purchase\/list\?/);
    const body = JSON.stringify({ status: 'success', data: [{ purchase_id: 1 }], total: 1 });
    fetchMock.mockResolvedValue(new Response(body, { status: 200 }));
    expect(purchasesShown({ path: '/purchase/' })).toBe('light');
    const url = `${window.location.origin}${list}`;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(url, {
      headers: {
        Accept: 'application/json, text/plain, */*',
        Authorization: `Bearer ${SYSTEM_ADMIN}`,
      },
    });
    const first = window.__partypassFirstReply;
    expect(first).toMatchObject({ url, token: SYSTEM_ADMIN });
    await expect(first?.reply).resolves.toEqual({ ok: true, status: 200, text: body });
  });

  it('keeps a failed answer as the reply, and a failed call as one that is not ok', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Server down', { status: 503 }));
    expect(purchasesShown()).toBe('light');
    await expect(window.__partypassFirstReply?.reply).resolves.toEqual({
      ok: false,
      status: 503,
      text: 'Server down',
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(purchasesShown({ stored: { mode: 'dark' } })).toBe('dark');
    await expect(window.__partypassFirstReply?.reply).resolves.toEqual({
      ok: false,
      status: 0,
      text: '',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks for nothing when the list is not drawn', () => {
    for (const options of [
      { token: VENUE_ADMIN },
      { token: APP_USER },
      { token: '' },
      { width: STATIC_PURCHASES_SETTINGS.minWidth! - 1 },
      { path: '/purchase/show/1' },
      // A list's state in its address: not the first page the drawing and its call are of.
      { path: '/purchase?currentPage=3' },
      { stored: { sidebar: 'mini' } },
      { language: 'fr' },
      // The dashboard's and the sign-in screen's drawings have no list.
      { path: '/dashboards/modern' },
      { path: '/auth/login', token: '' },
    ]) {
      purchasesShown(options);
      expect(root.getAttribute('data-static-purchases')).toBeNull();
      expect(window.__partypassFirstReply).toBeUndefined();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
