import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance, type i18n as I18n, type ResourceKey } from 'i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../src/i18n';
import { createAppearanceStore, type AppearanceStore } from '../src/theme/appearanceStore';
import type { Mode } from '../src/theme/settings';

/*
 * What the build's drawings of a screen (scripts/static-sign-in.ts, scripts/static-dashboard.ts)
 * share: the English texts, the default settings in a mode, and the check that React drew it all.
 */

/** An i18next of its own with the English texts of `namespaces` (public/locales/en). */
export function staticTexts(namespaces: readonly string[], root: string): I18n {
  const texts = Object.fromEntries(
    namespaces.map((namespace) => [
      namespace,
      JSON.parse(
        readFileSync(
          path.join(root, 'public/locales', DEFAULT_LANGUAGE, `${namespace}.json`),
          'utf8',
        ),
      ) as ResourceKey,
    ]),
  );
  // Given by the provider only: `initReactI18next` would make it every component's instance.
  const i18n = createInstance();
  void i18n.init({
    lng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: texts },
    defaultNS: namespaces[0],
    initAsync: false,
    interpolation: { escapeValue: false },
    // The texts are all given: nothing to wait for, and the server renderer would not wait.
    react: { useSuspense: false },
  });
  return i18n;
}

/** The defaults, with the system's mode as `mode`: what a visitor without stored settings gets. */
export function defaultAppearance(mode: Mode): AppearanceStore {
  const store = createAppearanceStore({
    storage: null,
    matchMedia: (query) => ({ matches: mode === 'dark', media: query }) as MediaQueryList,
  });
  if (store.getState().settings.mode !== mode) throw new Error(`no ${mode} mode by default`);
  return store;
}

/** The markup, unless React left a part of it to the browser (`<!--$!-->`): not for the build. */
export function drawnWhole(html: string, screen: string): string {
  const failed = html.indexOf('<!--$!-->');
  if (failed !== -1) {
    throw new Error(`${screen} could not be drawn in Node: ${html.slice(failed, failed + 400)}`);
  }
  return html;
}

/** The language a drawing is in, and the console's, in which a visitor's are looked up. */
export const DRAWN_LANGUAGES = {
  language: DEFAULT_LANGUAGE,
  languages: [...SUPPORTED_LANGUAGES],
};
