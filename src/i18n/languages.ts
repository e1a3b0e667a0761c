import { SUPPORTED_LANGUAGES, type SupportedLanguage } from './index';

/** One interface language of SPEC §3 (Language: flagname, icon). */
export interface LanguageInfo {
  code: SupportedLanguage;
  /** BCP 47 tag for Intl (dates, numbers, currency). Arabic is Sudan's (SPEC §3). */
  intl: string;
  /** antd's component locale used while the user has not chosen another (antdLocales.ts). */
  antdLocale: string;
}

export const LANGUAGES: Record<SupportedLanguage, LanguageInfo> = {
  en: { code: 'en', intl: 'en-US', antdLocale: 'en_US' },
  fr: { code: 'fr', intl: 'fr-FR', antdLocale: 'fr_FR' },
  vi: { code: 'vi', intl: 'vi-VN', antdLocale: 'vi_VN' },
  zh: { code: 'zh', intl: 'zh-CN', antdLocale: 'zh_CN' },
  ar: { code: 'ar', intl: 'ar-SD', antdLocale: 'ar_EG' },
};

export const isSupportedLanguage = (lng: unknown): lng is SupportedLanguage =>
  (SUPPORTED_LANGUAGES as readonly unknown[]).includes(lng);

/** The supported language of an i18next code such as `fr-CA`, or English. */
export function languageOf(lng: string | undefined): LanguageInfo {
  const base = (lng ?? '').split('-')[0];
  return isSupportedLanguage(base) ? LANGUAGES[base] : LANGUAGES.en;
}

/**
 * A language's own name ("Français", "العربية (السودان)") from the browser's Intl data, so the
 * picker needs no text per language and reads the same whatever the current language is.
 */
export function nativeLanguageName(code: SupportedLanguage): string {
  const tag = LANGUAGES[code].intl;
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(code === 'ar' ? tag : code);
  return name ? name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) : code;
}
