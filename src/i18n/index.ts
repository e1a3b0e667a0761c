import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { localeFiles } from './localeFiles';
import {
  CORE_NAMESPACES,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
} from './languageNames';

export {
  CORE_NAMESPACES,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from './languageNames';

/**
 * Every namespace, one JSON file each under `public/locales/<lng>/`. Pages load their own on
 * demand (`useTranslation('tickets')`), so a language switch fetches only what is on screen.
 */
export const NAMESPACES = [
  ...CORE_NAMESPACES,
  'institutions',
  'lockers',
  'tickets',
  'users',
  'purchases',
  'dashboard',
  'demo',
  'door',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export interface InitI18nOptions {
  /** Texts given directly (tests): no locale files, no language detection. */
  resources?: Resource;
  lng?: string;
}

// Only `lang`: `dir` also depends on the user's chosen direction, so the appearance side sets it
// (effectiveDirection in direction.ts).
const applyDocumentLanguage = (lng: string): void => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng;
};

/**
 * Initialises the one i18next instance of the console. In the browser the texts load from
 * `public/locales/<lng>/<ns>.json` (./localeFiles.ts); tests pass `resources` read from the same
 * files.
 */
export async function initI18n(options: InitI18nOptions = {}): Promise<typeof i18n> {
  if (i18n.isInitialized) return i18n;
  if (!options.resources) i18n.use(localeFiles).use(LanguageDetector);
  i18n.use(initReactI18next);
  i18n.on('languageChanged', applyDocumentLanguage);
  await i18n.init({
    resources: options.resources,
    lng: options.lng ?? (options.resources ? DEFAULT_LANGUAGE : undefined),
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'languageOnly',
    ns: options.resources ? [...NAMESPACES] : [...CORE_NAMESPACES],
    defaultNS: 'common',
    fallbackNS: ['auth', 'refine'],
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
    // Re-render on a language change only. A page's namespace is in before it renders
    // (lazyPage), and a component whose namespace is not is re-rendered alone once it loads;
    // re-rendering every translated component on each namespace load re-drew the whole console
    // twice while a page opened.
    react: { useSuspense: false, bindI18n: 'languageChanged' },
  });
  applyDocumentLanguage(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);
  return i18n;
}

export { i18n };
