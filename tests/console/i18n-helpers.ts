import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { i18n } from '../../src/i18n';
import { SUPPORTED_LANGUAGES } from '../../src/i18n';

export const LOCALES_DIR = resolve(__dirname, '../../public/locales');

/** Every namespace file of a language, read from public/locales (what the browser downloads). */
export function readLanguage(lng: string): Record<string, unknown> {
  const dir = resolve(LOCALES_DIR, lng);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.slice(0, -'.json'.length), JSON.parse(readFileSync(resolve(dir, f), 'utf8'))]),
  );
}

/** Loads every language's texts into the test i18n instance (setup.ts loads English only). */
export function addAllLanguages(): void {
  for (const lng of SUPPORTED_LANGUAGES) {
    for (const [ns, texts] of Object.entries(readLanguage(lng))) {
      i18n.addResourceBundle(lng, ns, texts, true, true);
    }
  }
}
