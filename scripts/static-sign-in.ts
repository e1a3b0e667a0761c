import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { LOGIN_PATH } from '../src/api/redirect';
import { BlankLayout } from '../src/layout/BlankLayout';
import LoginPage from '../src/pages/auth/LoginPage';
import { DEFAULT_APPEARANCE, type Mode } from '../src/theme/settings';
import { ThemeConfig } from '../src/theme/ThemeConfig';
import { defaultAppearance, DRAWN_LANGUAGES, drawnWhole, staticTexts } from './static-render';
import type { StaticScreenIndex } from './vite-static-screens';

/**
 * The sign-in screen as the browser draws it for a visitor with the default settings in `mode`:
 * the same components, texts and theme, rendered with react-dom's server renderer. The build
 * writes it into index.html (scripts/vite-static-screens.ts) so that the form is on screen before
 * the console's code has run. Must run with NODE_ENV=production, as the build does: antd names its
 * class hashes differently in development, and the markup must match the first style sheets
 * (scripts/antd-first-styles.ts).
 */
export function renderStaticSignIn(mode: Mode, root: string = process.cwd()): string {
  const html = renderToString(
    h(
      I18nextProvider,
      { i18n: staticTexts(['auth'], root) },
      h(
        MemoryRouter,
        { initialEntries: [LOGIN_PATH] },
        h(ThemeConfig, {
          store: defaultAppearance(mode),
          children: h(BlankLayout, { children: h(LoginPage) }),
        }),
      ),
    ),
  );
  return drawnWhole(html, 'the sign-in screen');
}

/** Who gets the drawn sign-in screen (public/boot-appearance.js checks it). */
export const STATIC_SIGN_IN_SETTINGS: StaticScreenIndex = {
  path: LOGIN_PATH,
  signedIn: false,
  // What the screen's look depends on; the others (the layout's) it does not draw.
  settings: {
    theme: DEFAULT_APPEARANCE.theme,
    card: DEFAULT_APPEARANCE.card,
    borderRadius: DEFAULT_APPEARANCE.borderRadius,
    direction: DEFAULT_APPEARANCE.direction,
  },
  ...DRAWN_LANGUAGES,
};
