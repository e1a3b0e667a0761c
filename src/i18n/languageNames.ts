// The names i18next and the entry's text preload share (src/i18n/localeFiles.ts), kept apart
// from i18next so that the entry can read them without loading it.

/** Namespaces loaded at start: the shell (menu, header, sign-in) and Refine's own texts. */
export const CORE_NAMESPACES = ['common', 'auth', 'landing', 'refine'] as const;

/** The console's own languages (SPEC §3 Language): every namespace file exists in each. */
export const SUPPORTED_LANGUAGES = ['en', 'fr', 'vi', 'zh', 'ar'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE = 'en';
export const LANGUAGE_STORAGE_KEY = 'partypass.language';
