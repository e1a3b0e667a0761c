import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance, type ResourceKey } from 'i18next';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { LOGIN_PATH } from '../src/api/redirect';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../src/i18n';
import { BlankLayout } from '../src/layout/BlankLayout';
import LoginPage from '../src/pages/auth/LoginPage';
import { createAppearanceStore } from '../src/theme/appearanceStore';
import { DEFAULT_APPEARANCE, type Mode } from '../src/theme/settings';
import { ThemeConfig } from '../src/theme/ThemeConfig';
import type { StaticSignInIndex } from './vite-static-sign-in';

/**
 * The sign-in screen as the browser draws it for a visitor with the default settings in `mode`:
 * the same components, texts and theme, rendered with react-dom's server renderer. The build
 * writes it into index.html (scripts/vite-static-sign-in.ts) so that the form is on screen before
 * the console's code has run. Must run with NODE_ENV=production, as the build does: antd names its
 * class hashes differently in development, and the markup must match the first style sheets
 * (scripts/antd-first-styles.ts).
 */
export function renderStaticSignIn(mode: Mode, root: string = process.cwd()): string {
  const auth = JSON.parse(
    readFileSync(path.join(root, 'public/locales', DEFAULT_LANGUAGE, 'auth.json'), 'utf8'),
  ) as ResourceKey;
  // Given by the provider only: `initReactI18next` would make it every component's instance.
  const i18n = createInstance();
  void i18n.init({
    lng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: { auth } },
    defaultNS: 'auth',
    initAsync: false,
    interpolation: { escapeValue: false },
    // The texts are all given: nothing to wait for, and the server renderer would not wait.
    react: { useSuspense: false },
  });
  // The defaults, with the system's mode as `mode`: what a visitor without stored settings gets.
  const store = createAppearanceStore({
    storage: null,
    matchMedia: (query) => ({ matches: mode === 'dark', media: query }) as MediaQueryList,
  });
  if (store.getState().settings.mode !== mode) throw new Error(`no ${mode} mode by default`);
  const html = renderToString(
    h(
      I18nextProvider,
      { i18n },
      h(
        MemoryRouter,
        { initialEntries: [LOGIN_PATH] },
        h(ThemeConfig, { store, children: h(BlankLayout, { children: h(LoginPage) }) }),
      ),
    ),
  );
  // A part React could not draw here is left to the browser (`<!--$!-->`): not for the build.
  const failed = html.indexOf('<!--$!-->');
  if (failed !== -1) {
    throw new Error(
      `the sign-in screen could not be drawn in Node: ${html.slice(failed, failed + 400)}`,
    );
  }
  return html;
}

/** The settings the static sign-in screen is drawn with (public/boot-appearance.js checks them). */
export const STATIC_SIGN_IN_SETTINGS: StaticSignInIndex = {
  theme: DEFAULT_APPEARANCE.theme,
  card: DEFAULT_APPEARANCE.card,
  radius: DEFAULT_APPEARANCE.borderRadius,
  direction: DEFAULT_APPEARANCE.direction,
  language: DEFAULT_LANGUAGE,
  languages: [...SUPPORTED_LANGUAGES],
};
