import type { Locale } from './componentLocale';
import dayjs from 'dayjs';

/*
 * Every antd locale and every dayjs locale as its own lazy chunk: import.meta.glob turns each file
 * into a dynamic import, so only the one in use is downloaded and none sits in the main bundle.
 * They are antd's public `antd/locale/<code>` files (`*_*` skips anything else in that folder).
 */
const ANTD_LOCALES = import.meta.glob<{ default: Locale | { default: Locale } }>(
  '/node_modules/antd/locale/*_*.js',
);
const DAYJS_LOCALES = import.meta.glob<{ default: ILocale }>('/node_modules/dayjs/locale/*.js');

const codeOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.js'.length);
const byCode = <T>(modules: Record<string, T>) =>
  Object.fromEntries(Object.entries(modules).map(([path, load]) => [codeOf(path), load]));

const antdLoaders = byCode(ANTD_LOCALES);
const dayjsLoaders = byCode(DAYJS_LOCALES);

/** antd's locale codes (`de_DE`, `zh_CN`...), sorted: the component language chooser's options. */
export const ANTD_LOCALE_CODES: readonly string[] = Object.keys(antdLoaders).sort();

export const isAntdLocaleCode = (code: unknown): code is string =>
  typeof code === 'string' && Object.hasOwn(antdLoaders, code);

/** `de_DE` -> `de-DE`, for Intl.DisplayNames. */
export const antdCodeToTag = (code: string) => code.replace('_', '-');

/**
 * The dayjs locale for an antd locale: antd names it in `locale.locale` (`zh-cn`, `pt-br`, `de`);
 * otherwise the region form, then the bare language, then English.
 */
export function dayjsLocaleFor(code: string, declared?: string): string {
  const lower = code.toLowerCase().replace('_', '-');
  const candidates = [declared?.toLowerCase(), lower, lower.split('-')[0]];
  return candidates.find((c): c is string => !!c && Object.hasOwn(dayjsLoaders, c)) ?? 'en';
}

/**
 * Loads antd's locale `code` (an antd file name, e.g. `de_DE`) and the matching dayjs locale, and
 * makes that dayjs locale the global one (antd's pickers format with the global dayjs locale).
 * Unknown codes are rejected rather than silently falling back.
 */
export async function loadAntdLocale(code: string): Promise<Locale> {
  if (!isAntdLocaleCode(code)) throw new Error(`Unknown antd locale: ${code}`);
  // antd's public locale files are CommonJS (`module.exports = require('../lib/locale/…')`): a
  // dynamic import hands over that module object, whose own `default` is the locale.
  const loaded = (await antdLoaders[code]()).default;
  const locale = 'default' in loaded ? loaded.default : loaded;
  const dayjsCode = dayjsLocaleFor(code, locale.locale);
  if (dayjsCode !== 'en') {
    // The UMD file registers itself on dayjs when run; registering again is harmless and also
    // covers a bundler that gives the file its own dayjs instance.
    const { default: dayjsLocale } = await dayjsLoaders[dayjsCode]();
    dayjs.locale(dayjsLocale, undefined, true);
  }
  dayjs.locale(dayjsCode);
  return locale;
}
