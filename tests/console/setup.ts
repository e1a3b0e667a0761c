import '@testing-library/jest-dom/vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { NAMESPACES, initI18n } from '../../src/i18n';

// Files that test plain functions run in the node environment (`// @vitest-environment node`):
// they skip the DOM shims and the layout import, which cost seconds of CPU per file.
const dom = typeof window !== 'undefined';

if (dom) {
  // antd reads matchMedia (Grid, responsive observers).
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }

  // rc-resize-observer and antd's Menu overflow need ResizeObserver.
  if (!('ResizeObserver' in window)) {
    class ResizeObserverShim {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverShim });
    Object.defineProperty(globalThis, 'ResizeObserver', {
      writable: true,
      value: ResizeObserverShim,
    });
  }

  // jsdom's getComputedStyle does not implement pseudo elements (antd asks for ::-webkit-scrollbar).
  const { getComputedStyle } = window;
  window.getComputedStyle = (elt: Element, pseudoElt?: string | null) =>
    getComputedStyle(elt, pseudoElt ? undefined : pseudoElt);

  // Lazy pages compile on first use under vitest: give findBy* queries time.
  configure({ asyncUtilTimeout: 15_000 });

  // The main layout is a lazy chunk in the app (the login page does not load it). Tests import it
  // up front, as the static import did before, so no test's time-outs include its first transform.
  await import('../../src/layout/MainLayout');

  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
}

// The console's live provider, for every console test: built on tests/console/live-connection.ts,
// which opens no stream unless a test asks for one (no request MSW would have to answer).
vi.mock('../../src/api/liveProvider', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/api/liveProvider')>();
  const { liveConnection } = await import('./live-connection');
  return { ...actual, liveProvider: actual.createLiveProvider(liveConnection) };
});

// Texts from the real locale files, without HTTP.
const resources = {
  en: Object.fromEntries(
    NAMESPACES.map((ns) => [
      ns,
      JSON.parse(readFileSync(resolve(__dirname, `../../public/locales/en/${ns}.json`), 'utf8')),
    ]),
  ),
};
await initI18n({ resources, lng: 'en' });

afterEach(async () => {
  if (!dom) return;
  cleanup();
  sessionStorage.clear();
  (await import('../../src/api/liveProvider')).liveProvider.close();
  (await import('./live-connection')).resetLiveConnection();
});

// kbar leaves its visual-state timer (0 ms, kbar/lib/InternalEvents.js) running when the palette
// unmounts; run after the last test, it found jsdom's window gone and failed a CI run
// (kbar-actions.test.tsx). Timers due now run before the file's environment is torn down.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
