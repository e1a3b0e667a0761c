import type { Action } from '@refinedev/kbar';
import type { SupportedLanguage } from '../i18n';
import type { ThemeName } from '../theme';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the appearance, language and account actions act on (the stores and hooks in use). */
export interface SettingsActionDeps {
  t: Translate;
  themes: readonly ThemeName[];
  languages: readonly { code: SupportedLanguage; name: string }[];
  /** Read when the action runs, so a registered action never acts on a stale mode. */
  toggleMode: () => void;
  toggleDirection: () => void;
  setTheme: (theme: ThemeName) => void;
  setLanguage: (code: SupportedLanguage) => void;
  openCustomizer: () => void;
  signOut: () => void;
}

/** Theme, dark mode, direction, language, customizer and sign-out actions of the palette. */
export function buildSettingsActions(deps: SettingsActionDeps): Action[] {
  const { t } = deps;
  const appearance = { name: t('palette.sections.appearance'), priority: 40 };
  const language = { name: t('palette.sections.language'), priority: 30 };
  const account = { name: t('palette.sections.account'), priority: 20 };
  return [
    {
      id: 'appearance:dark',
      name: t('palette.toggleDark'),
      keywords: 'dark light mode theme night',
      section: appearance,
      perform: () => deps.toggleMode(),
    },
    {
      id: 'appearance:direction',
      name: t('palette.toggleDirection'),
      keywords: 'rtl ltr direction right left',
      section: appearance,
      perform: () => deps.toggleDirection(),
    },
    {
      id: 'appearance:theme',
      name: t('palette.switchTheme'),
      keywords: 'colour color theme',
      section: appearance,
    },
    ...deps.themes.map((theme) => ({
      id: `appearance:theme:${theme}`,
      name: t(`customizer.theme.${theme}`),
      parent: 'appearance:theme',
      perform: () => deps.setTheme(theme),
    })),
    {
      id: 'appearance:customizer',
      name: t('palette.openCustomizer'),
      keywords: 'settings customizer appearance',
      section: appearance,
      perform: () => deps.openCustomizer(),
    },
    {
      id: 'language',
      name: t('palette.switchLanguage'),
      keywords: 'language locale translate',
      section: language,
    },
    ...deps.languages.map(({ code, name }) => ({
      id: `language:${code}`,
      name,
      keywords: code,
      parent: 'language',
      perform: () => deps.setLanguage(code),
    })),
    {
      id: 'account:sign-out',
      name: t('palette.signOut'),
      keywords: 'logout sign out exit',
      section: account,
      perform: () => deps.signOut(),
    },
  ];
}
