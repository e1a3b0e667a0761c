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

/** What an untranslated key looks like on screen: `menu.dashboard`, `palette.sections.create`. */
const RAW_KEY = /(^|[\s(:"'])[a-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+($|[\s),:"'])/;
const isEmailOrNumber = (text: string) => /@|\d\.\d/.test(text);

/** Every text a user can read or hear: text nodes and the labelling attributes. */
function readableTexts(root: ParentNode): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  for (const el of root.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
    for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = el.getAttribute(attr)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}

/** The texts on the page that look like untranslated keys (none is expected). */
export const rawKeys = () =>
  readableTexts(document.body).filter((t) => RAW_KEY.test(t) && !isEmailOrNumber(t));
