import { SUPPORTED_LANGUAGES, type SupportedLanguage } from './index';

/** One interface language of SPEC §3 (Language: flagname, icon). */
export interface LanguageInfo {
  code: SupportedLanguage;
  /** BCP 47 tag for Intl (dates, numbers, currency). Arabic is Sudan's (SPEC §3). */
  intl: string;
  /** antd's component locale used while the user has not chosen another (antdLocales.ts). */
  antdLocale: string;
  /**
   * The language's own name, as `Intl.DisplayNames` in that language gives it (the region too
   * for Arabic); tests/console/language-picker.test.tsx checks they agree.
   */
  nativeName: string;
}

export const LANGUAGES: Record<SupportedLanguage, LanguageInfo> = {
  en: { code: 'en', intl: 'en-US', antdLocale: 'en_US', nativeName: 'English' },
  fr: { code: 'fr', intl: 'fr-FR', antdLocale: 'fr_FR', nativeName: 'Français' },
  vi: { code: 'vi', intl: 'vi-VN', antdLocale: 'vi_VN', nativeName: 'Tiếng Việt' },
  zh: { code: 'zh', intl: 'zh-CN', antdLocale: 'zh_CN', nativeName: '中文' },
  ar: { code: 'ar', intl: 'ar-SD', antdLocale: 'ar_EG', nativeName: 'العربية (السودان)' },
};

export const isSupportedLanguage = (lng: unknown): lng is SupportedLanguage =>
  (SUPPORTED_LANGUAGES as readonly unknown[]).includes(lng);

/** The supported language of an i18next code such as `fr-CA`, or English. */
export function languageOf(lng: string | undefined): LanguageInfo {
  const base = (lng ?? '').split('-')[0];
  return isSupportedLanguage(base) ? LANGUAGES[base] : LANGUAGES.en;
}

/**
 * A language's own name ("Français", "العربية (السودان)"): the picker reads the same whatever the
 * current language is. Written out rather than asked of `Intl.DisplayNames`, whose first use
 * loads the browser's language names (~25 ms of every signed-in first load at 4× CPU, for the
 * picker button's label).
 */
export const nativeLanguageName = (code: SupportedLanguage): string => LANGUAGES[code].nativeName;
