// @vitest-environment node
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, SUPPORTED_LANGUAGES } from '../../src/i18n';
import { LOCALES_DIR, readLanguage } from './i18n-helpers';

/** `{a:{b:'x'}}` -> `{'a.b':'x'}`; anything that is not an object or a string is kept as is. */
function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.assign(
      {},
      ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)),
    );
  }
  return { [prefix]: value };
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const texts = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((lng) => [lng, readLanguage(lng)] as const),
);

describe('locale files', () => {
  it('exist for exactly the supported languages', () => {
    const dirs = readdirSync(LOCALES_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    expect(dirs).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  it('hold every namespace the console loads, and only those, in every language', () => {
    for (const lng of SUPPORTED_LANGUAGES) {
      expect(Object.keys(texts[lng]).sort(), lng).toEqual([...NAMESPACES].sort());
    }
  });

  describe.each(SUPPORTED_LANGUAGES.filter((lng) => lng !== 'en'))('%s', (lng) => {
    it.each([...NAMESPACES])('has the same keys as English in %s', (ns) => {
      const en = flatten(texts.en[ns]);
      const other = flatten(texts[lng][ns]);
      const missing = Object.keys(en).filter((k) => !(k in other));
      const extra = Object.keys(other).filter((k) => !(k in en));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it.each([...NAMESPACES])('translates every text of %s, keeping its placeholders', (ns) => {
      const en = flatten(texts.en[ns]);
      const other = flatten(texts[lng][ns]);
      for (const [key, value] of Object.entries(other)) {
        expect(typeof value === 'string' && value.trim() !== '', `${lng}/${ns}:${key}`).toBe(true);
        expect(placeholders(String(value)), `${lng}/${ns}:${key}`).toEqual(
          placeholders(String(en[key])),
        );
      }
    });
  });

  it('also compares keys present in another language but not in English', () => {
    // English is the reference above; this checks the other direction between all pairs.
    for (const a of SUPPORTED_LANGUAGES) {
      for (const b of SUPPORTED_LANGUAGES) {
        for (const ns of NAMESPACES) {
          const keysA = Object.keys(flatten(texts[a][ns])).sort();
          const keysB = Object.keys(flatten(texts[b][ns])).sort();
          expect(keysA, `${a} vs ${b} in ${ns}`).toEqual(keysB);
        }
      }
    }
  });
});
