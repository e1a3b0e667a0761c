import type { ReadCallback } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';

/** Where one namespace's texts are served: `public/locales/<lng>/<ns>.json`. */
export const localeFileUrl = (lng: string, ns: string): string => `/locales/${lng}/${ns}.json`;

/**
 * Reads one namespace's texts with the browser's fetch. The second argument of `done` tells
 * i18next whether to try again: yes when the network or the server failed, no for a file that
 * is not there (i18next then falls back to English) or is not JSON.
 */
export function readLocaleFile(lng: string, ns: string, done: ReadCallback): void {
  const url = localeFileUrl(lng, ns);
  fetch(url).then(
    async (res) => {
      if (!res.ok) {
        done(new Error(`failed loading ${url}: status ${res.status}`), res.status >= 500);
        return;
      }
      try {
        done(null, (await res.json()) as Record<string, unknown>);
      } catch (error) {
        done(error instanceof Error ? error : new Error(String(error)), false);
      }
    },
    (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), true),
  );
}

/**
 * The console's i18next backend: the locale files of `public/locales/`, one request a namespace.
 * i18next-http-backend did the same with ~5 KB gzip more on every page's first load (its own
 * request layer, fallbacks for XMLHttpRequest and older runtimes).
 */
export const localeFiles = resourcesToBackend(readLocaleFile);
