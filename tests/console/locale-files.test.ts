import { createInstance } from 'i18next';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { localeFiles, readLocaleFile } from '../../src/i18n/localeFiles';
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
      mswHttp.get(file('fr', 'common'), () =>
        ++tries === 1
          ? new HttpResponse(null, { status: 502 })
          : HttpResponse.json({ save: 'Enregistrer' }),
      ),
      mswHttp.get(file('en', 'common'), () => HttpResponse.json({ save: 'Save', close: 'Close' })),
    );
    const i18n = createInstance().use(localeFiles);
    await i18n.init({ lng: 'fr', fallbackLng: 'en', ns: ['common'], defaultNS: 'common' });
    expect(tries).toBe(2);
    expect(i18n.t('save')).toBe('Enregistrer');
    expect(i18n.t('close')).toBe('Close');
  });
});
