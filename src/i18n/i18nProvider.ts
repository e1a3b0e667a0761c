import type { I18nProvider } from '@refinedev/core';
import { i18n } from './index';

/**
 * Refine's i18nProvider over the console's i18next instance. Refine's own keys (buttons,
 * notifications, pages.error, ...) live in the `refine` namespace; resource labels in `common`.
 */
export const i18nProvider: I18nProvider = {
  translate: (key, options, defaultMessage) => {
    const params = typeof options === 'object' && options !== null ? options : {};
    const fallback = typeof options === 'string' ? options : defaultMessage;
    return String(
      i18n.t(key, { ns: ['refine', 'common', 'auth'], defaultValue: fallback, ...params }),
    );
  },
  changeLocale: (lang) => i18n.changeLanguage(lang),
  getLocale: () => i18n.resolvedLanguage ?? i18n.language,
};
