import { createInstance } from 'i18next';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CORE_NAMESPACES, LANGUAGE_STORAGE_KEY } from '../../src/i18n/languageNames';
import { localeFiles, preloadStoredLanguage, readLocaleFile } from '../../src/i18n/localeFiles';
import { setupMswServer } from './msw';

const server = setupMswServer();
const file = (lng: string, ns: string) =>
  new URL(`/locales/${lng}/${ns}.json`, location.origin).href;

/** What `readLocaleFile` hands to i18next: the error (as text), the data or the retry flag. */
const read = (lng: string, ns: string) =>
  new Promise<[string | null, unknown]>((resolve) =>
    readLocaleFile(lng, ns, (err, data) => resolve([err ? String(err) : null, data])),
  );

describe('locale files', () => {
  it('reads a namespace from public/locales', async () => {
    server.use(mswHttp.get(file('fr', 'tickets'), () => HttpResponse.json({ title: 'Billets' })));
    expect(await read('fr', 'tickets')).toEqual([null, { title: 'Billets' }]);
  });

  it('asks i18next to try again when the network or the server fails, not for a missing file', async () => {
    server.use(
      mswHttp.get(file('fr', 'a'), () => new HttpResponse(null, { status: 503 })),
      mswHttp.get(file('fr', 'b'), () => HttpResponse.error()),
      mswHttp.get(file('fr', 'c'), () => new HttpResponse(null, { status: 404 })),
      mswHttp.get(file('fr', 'd'), () => new HttpResponse('{ not json', { status: 200 })),
    );
    const [a, b, c, d] = await Promise.all(['a', 'b', 'c', 'd'].map((ns) => read('fr', ns)));
    expect(a).toEqual([expect.stringContaining('/locales/fr/a.json: status 503'), true]);
    expect(b[1]).toBe(true);
    expect(c).toEqual([expect.stringContaining('/locales/fr/c.json: status 404'), false]);
    expect(d[1]).toBe(false);
  });

  it('shows the texts after a failed first read, and English for a text a language lacks', async () => {
    let tries = 0;
    server.use(
      mswHttp.get(file('fr', 'tickets'), () =>
        ++tries === 1
          ? new HttpResponse(null, { status: 502 })
          : HttpResponse.json({ save: 'Enregistrer' }),
      ),
      mswHttp.get(file('en', 'tickets'), () => HttpResponse.json({ save: 'Save', close: 'Close' })),
    );
    const i18n = createInstance().use(localeFiles);
    await i18n.init({ lng: 'fr', fallbackLng: 'en', ns: ['tickets'], defaultNS: 'tickets' });
    expect(tries).toBe(2);
    expect(i18n.t('save')).toBe('Enregistrer');
    expect(i18n.t('close')).toBe('Close');
  });
});

describe('core texts on a first load', () => {
  /** The locale files asked of the network while `run` runs. */
  async function requested(run: () => Promise<unknown>) {
    const urls: string[] = [];
    const listener = ({ request }: { request: Request }) => void urls.push(request.url);
    server.events.on('request:start', listener);
    try {
      await run();
    } finally {
      server.events.removeListener('request:start', listener);
    }
    return urls.map((url) => new URL(url).pathname);
  }

  it("English's core namespaces come with the code: no request before the first screen draws", async () => {
    const i18n = createInstance().use(localeFiles);
    const urls = await requested(() =>
      i18n.init({ lng: 'en', fallbackLng: 'en', ns: [...CORE_NAMESPACES], defaultNS: 'common' }),
    );
    expect(urls).toEqual([]);
    expect(i18n.t('menu.purchase')).toBe('Purchases');
    expect(i18n.t('auth:login.submit')).toBe('Sign in');
  });

  it("a chosen language's core files are asked for at once, and i18next gets those replies", async () => {
    let asked = 0;
    server.use(
      mswHttp.get(new URL('/locales/vi/:ns.json', location.origin).href, ({ params }) => {
        asked += 1;
        return HttpResponse.json({ probe: `vi ${String(params.ns)}` });
      }),
    );
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'vi');
    const urls = await requested(async () => preloadStoredLanguage());
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    expect(urls.sort()).toEqual(CORE_NAMESPACES.map((ns) => `/locales/vi/${ns}.json`).sort());

    const i18n = createInstance().use(localeFiles);
    await i18n.init({
      lng: 'vi',
      fallbackLng: 'en',
      ns: [...CORE_NAMESPACES],
      defaultNS: 'common',
    });
    expect(i18n.t('probe')).toBe('vi common');
    expect(i18n.t('auth:probe')).toBe('vi auth');
    expect(asked).toBe(CORE_NAMESPACES.length);
  });
});
