import type { Locale } from 'antd/es/locale';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isAntdLocaleCode, loadAntdLocale } from './antdLocales';
import { languageOf } from './languages';

/**
 * The language of antd's components (pagination, pickers, empty states...). By default it follows
 * the interface language; the user may pick any antd locale instead (stored per browser), even one
 * the console's own texts do not exist in.
 */
export const COMPONENT_LOCALE_STORAGE_KEY = 'partypass.componentLocale';

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
 * The loaded antd locale for ConfigProvider's `locale`. Until the chunk arrives it keeps the
 * previous one (undefined = antd's built-in English), so a switch never flashes empty labels.
 */
export function useAntdLocale(): Locale | undefined {
  const code = useComponentLocaleCode();
  const [loaded, setLoaded] = useState<{ code: string; locale: Locale } | undefined>();
  useEffect(() => {
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
  return loaded?.locale;
}
