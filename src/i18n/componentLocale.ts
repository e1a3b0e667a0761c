import type { ConfigProviderProps } from 'antd';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from './languages';

/** An antd locale, as ConfigProvider takes it. */
export type Locale = NonNullable<ConfigProviderProps['locale']>;

/**
 * The language of antd's components (pagination, pickers, empty states...). By default it follows
 * the interface language; the user may pick any antd locale instead (stored per browser), even one
 * the console's own texts do not exist in.
 */
export const COMPONENT_LOCALE_STORAGE_KEY = 'partypass.componentLocale';

/**
 * The shape of antd's locale file names (`de_DE`, `kmr_IQ`). The list of those that exist, and
 * their loaders, is a module of its own (./antdLocales) fetched with the first locale, so it is
 * not part of the first load; a well-formed code antd does not have fails to load and leaves the
 * components in their current language.
 */
const LOCALE_CODE = /^[a-z]{2,3}_[A-Z]{2}$/;
const isAntdLocaleCode = (code: unknown): code is string =>
  typeof code === 'string' && LOCALE_CODE.test(code);

const loadAntdLocale = (code: string) =>
  import('./antdLocales').then((locales) => locales.loadAntdLocale(code));

/** The locale antd and dayjs have built in. */
const ANTD_DEFAULT_LOCALE = 'en_US';

const listeners = new Set<() => void>();

const readChoice = (): string | null => {
  try {
    const stored = localStorage.getItem(COMPONENT_LOCALE_STORAGE_KEY);
    return isAntdLocaleCode(stored) ? stored : null;
  } catch {
    return null;
  }
};

let choice = typeof localStorage === 'undefined' ? null : readChoice();

/** The user's antd locale, or null to follow the interface language. */
export const getComponentLocaleChoice = () => choice;

export function setComponentLocaleChoice(code: string | null): void {
  if (code !== null && !isAntdLocaleCode(code)) return;
  choice = code;
  try {
    if (code === null) localStorage.removeItem(COMPONENT_LOCALE_STORAGE_KEY);
    else localStorage.setItem(COMPONENT_LOCALE_STORAGE_KEY, code);
  } catch {
    // Private mode or a full quota: the choice still applies until the page is reloaded.
  }
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useComponentLocaleChoice = () =>
  useSyncExternalStore(subscribe, getComponentLocaleChoice, getComponentLocaleChoice);

/** The antd locale code in effect: the user's choice, else the interface language's. */
export function useComponentLocaleCode(): string {
  const { i18n } = useTranslation();
  const chosen = useComponentLocaleChoice();
  return chosen ?? languageOf(i18n.resolvedLanguage ?? i18n.language).antdLocale;
}

/**
 * antd's built-in English texts, named: a locale with no texts of its own, for which every
 * component uses antd's defaults. ConfigProvider wraps its children in a locale provider only
 * when it is given a locale, so going from none to one would mount the whole app anew and lose
 * what a user had typed.
 */
export const BUILT_IN_ENGLISH: Locale = { locale: 'en' };

/**
 * The loaded antd locale for ConfigProvider's `locale`. Until the chunk arrives it keeps the
 * previous one (at first antd's built-in English), so a switch never flashes empty labels.
 */
export function useAntdLocale(): Locale {
  const code = useComponentLocaleCode();
  const [loaded, setLoaded] = useState<{ code: string; locale: Locale } | undefined>();
  const leftEnglish = useRef(false);
  useEffect(() => {
    // antd and dayjs start in English: nothing to download until another locale has been used.
    if (code === ANTD_DEFAULT_LOCALE && !leftEnglish.current) return;
    leftEnglish.current = true;
    let current = true;
    loadAntdLocale(code).then(
      (locale) => {
        if (current) setLoaded({ code, locale });
      },
      () => undefined, // a chunk that failed to download: keep the previous locale
    );
    return () => {
      current = false;
    };
  }, [code]);
  return loaded?.locale ?? BUILT_IN_ENGLISH;
}
