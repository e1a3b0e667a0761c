import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../src/i18n';
import { applyDocumentAppearance } from '../../src/theme/documentAppearance';
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
}: {
  stored?: object;
  language?: string;
  systemDark?: boolean;
}) {
  localStorage.clear();
  if (stored) localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify(stored));
  if (language) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    return {
      matches: systemDark && query === '(prefers-color-scheme: dark)',
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
  vi.unstubAllGlobals();
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

describe('boot-appearance.js paints what React will (no flash of the wrong theme)', () => {
  /** The attributes and styles of <html> that decide the first paint's colours and direction. */
  const painted = (element: HTMLElement) => ({
    dir: element.dir,
    theme: element.dataset.theme,
    colorTheme: element.dataset.colorTheme,
    colorScheme: element.style.colorScheme,
    background: element.style.backgroundColor,
  });

  it('matches src/theme for each of the 24 modes, colour themes and directions', () => {
    let combinations = 0;
    for (const mode of ['light', 'dark'] as const) {
      for (const theme of THEME_NAMES) {
        for (const direction of ['ltr', 'rtl'] as const) {
          boot({ stored: { mode, theme, direction }, systemDark: mode === 'light' });
          const react = document.createElement('html');
          applyDocumentAppearance(react, { mode, theme, direction });
          expect(painted(root)).toEqual(painted(react));
          combinations += 1;
        }
      }
    }
    expect(combinations).toBe(24);
  });

  it('fetches nothing and writes nothing into the page', () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const write = vi.spyOn(document, 'write').mockImplementation(() => undefined);
    try {
      sessionStorage.setItem('token', 'a.b.c');
      boot({ stored: { mode: 'dark' } });
      expect(fetchMock).not.toHaveBeenCalled();
      expect(write).not.toHaveBeenCalled();
      expect(source).not.toMatch(/fetch\(|XMLHttpRequest|document\.write|sessionStorage/);
    } finally {
      write.mockRestore();
    }
  });
});
