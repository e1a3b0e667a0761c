import type { ReadCallback, ResourceKey } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import auth from '../../public/locales/en/auth.json';
import common from '../../public/locales/en/common.json';
import landing from '../../public/locales/en/landing.json';
import refine from '../../public/locales/en/refine.json';
import { CORE_NAMESPACES, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES } from './languageNames';

/**
 * The default language's core namespaces (CORE_NAMESPACES) come with the code:
 * English is every other language's fallback, so every first load needs them before it draws.
 */
const BUNDLED: Record<string, Record<string, ResourceKey>> = {
  en: { auth, common, landing, refine },
};

/** Reads started before i18next asks (preloadLocaleFiles), by URL, each taken once. */
const preloaded = new Map<string, Promise<Response>>();

const localeUrl = (lng: string, ns: string) => `/locales/${lng}/${ns}.json`;

/**
 * Starts reading a language's namespaces at once, before the code that asks for them has run
 * (src/main.tsx, for the language the visitor chose before): i18next then gets these replies.
 */
export function preloadLocaleFiles(lng: string, namespaces: readonly string[]): void {
  for (const ns of namespaces) {
    const url = localeUrl(lng, ns);
    if (BUNDLED[lng]?.[ns] || preloaded.has(url)) continue;
    const reply = fetch(url);
    // A failed preload is read again when i18next asks.
    reply.catch(() => preloaded.delete(url));
    preloaded.set(url, reply);
  }
}

/**
 * The core texts of the language this browser chose before (the language detector keeps it in
 * localStorage), read from the entry while the rest of the code loads. A first visit in another
 * language reads them once i18next has detected it.
 */
export function preloadStoredLanguage(): void {
  const lng = localStorage.getItem(LANGUAGE_STORAGE_KEY)?.split('-')[0];
  if (lng && (SUPPORTED_LANGUAGES as readonly string[]).includes(lng)) {
    preloadLocaleFiles(lng, CORE_NAMESPACES);
  }
}

const take = (url: string): Promise<Response> => {
  const reply = preloaded.get(url);
  preloaded.delete(url);
  return reply ?? fetch(url);
};

/**
 * Reads one namespace's texts (`public/locales/<lng>/<ns>.json`) with the browser's fetch, or
 * from the bundle. The second argument of `done` tells i18next whether to try again: yes when
 * the network or the server failed, no for a file that is not there (i18next then falls back to
 * English) or is not JSON. `done` is called once, even if it throws.
 */
export function readLocaleFile(lng: string, ns: string, done: ReadCallback): void {
  const bundled = BUNDLED[lng]?.[ns];
  if (bundled) {
    done(null, bundled);
    return;
  }
  const url = localeUrl(lng, ns);
  void take(url).then(
    (res) =>
      res.ok
        ? res.json().then(
            (texts: Record<string, unknown>) => done(null, texts),
            (error: Error) => done(error, false),
          )
        : done(new Error(`failed loading ${url}: status ${res.status}`), res.status >= 500),
    (error: Error) => done(error, true),
  );
}

/**
 * The console's i18next backend: the locale files of `public/locales/`, one request a namespace.
 * i18next-http-backend did the same with ~5 KB gzip more on every page's first load (its own
 * request layer, fallbacks for XMLHttpRequest and older runtimes).
 */
export const localeFiles = resourcesToBackend(readLocaleFile);
