import type { ReadCallback } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';

/**
 * Reads one namespace's texts (`public/locales/<lng>/<ns>.json`) with the browser's fetch. The
 * second argument of `done` tells i18next whether to try again: yes when the network or the
 * server failed, no for a file that is not there (i18next then falls back to English) or is not
 * JSON. `done` is called once, even if it throws.
 */
export function readLocaleFile(lng: string, ns: string, done: ReadCallback): void {
  const url = `/locales/${lng}/${ns}.json`;
  void fetch(url).then(
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
