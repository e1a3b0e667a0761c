import { useLogout } from '@refinedev/core';
import { useRole } from '../access/useRole';
import { KBarProvider, useKBar, useRegisterActions } from '@refinedev/kbar';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SUPPORTED_LANGUAGES } from '../i18n';
import { nativeLanguageName } from '../i18n/languages';
import { openCustomizer } from '../layout/customizer/customizerOpen';
import { RESOURCES } from '../resources';
import type { ResourceDefinition } from '../resources/types';
import { appearanceStore, THEME_NAMES } from '../theme';
import { CommandBar } from './CommandBar';
import { recordSourcesFor } from './recordSources';
import { buildScreenActions } from './screenActions';
import { buildSettingsActions } from './settingsActions';
import { useRecordSearch } from './useRecordSearch';

/** Given the palette's open/close function once it is mounted; returns what undoes that. */
export type PaletteConnect = (toggle: () => void) => () => void;

const LANGUAGE_CHOICES = SUPPORTED_LANGUAGES.map((code) => ({
  code,
  name: nativeLanguageName(code),
}));

/**
 * Registers every action at the layout level, so all of them are there on the first Ctrl+K on any
 * page (Refine's own RefineKbar registers a resource's actions only on that resource's routes).
 */
function PaletteActions({
  resources,
  connect,
}: {
  resources: readonly ResourceDefinition[];
  connect?: PaletteConnect;
}) {
  const { t, i18n } = useTranslation('common');
  const navigate = useNavigate();
  const role = useRole();
  const { mutate: logout } = useLogout();
  const { query, search } = useKBar((state) => ({ search: state.searchQuery }));

  const screens = useMemo(
    () => buildScreenActions(role, resources, t, navigate),
    [role, resources, t, navigate],
  );
  const settingsActions = useMemo(
    () =>
      buildSettingsActions({
        t,
        themes: THEME_NAMES,
        languages: LANGUAGE_CHOICES,
        toggleMode: () => {
          const { mode } = appearanceStore.getState().settings;
          appearanceStore.setSetting('mode', mode === 'dark' ? 'light' : 'dark');
        },
        toggleDirection: () => {
          const { chosenDirection } = appearanceStore.getState();
          appearanceStore.setSetting('direction', chosenDirection === 'rtl' ? 'ltr' : 'rtl');
        },
        setTheme: (theme) => appearanceStore.setSetting('theme', theme),
        setLanguage: (code) => void i18n.changeLanguage(code),
        openCustomizer,
        signOut: () => logout(),
      }),
    [t, i18n, logout],
  );
  const sources = useMemo(() => recordSourcesFor(role, resources), [role, resources]);
  const { actions: records, searching } = useRecordSearch(search, sources, t, navigate);

  useRegisterActions(screens, [screens]);
  useRegisterActions(settingsActions, [settingsActions]);
  useRegisterActions(records, [records]);

  // The header's button (./LazyCommandPalette) opens the palette through this.
  useEffect(() => connect?.(() => query.toggle()), [connect, query]);

  return <CommandBar searching={searching} />;
}

/**
 * The command palette (Ctrl+K / Cmd+K). Its own chunk, mounted once in the main layout's header
 * by ./LazyCommandPalette (which draws the header button), so it exists on every signed-in page
 * and nowhere else.
 */
export function CommandPalette({
  resources = RESOURCES,
  connect,
}: {
  resources?: readonly ResourceDefinition[];
  connect?: PaletteConnect;
}) {
  return (
    <KBarProvider options={{ enableHistory: false }}>
      <PaletteActions resources={resources} connect={connect} />
    </KBarProvider>
  );
}
