import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { effectiveDirection } from '../i18n/direction';
import { appearanceStore, type AppearanceStore } from './appearanceStore';

/**
 * The appearance settings and their setter, for the customizer, the layout and the command
 * palette: `{ settings, setSetting, resetSettings, chosenDirection, effectiveDirection, ... }`.
 *
 * How the language plugs in: `effectiveDirection` combines the user's `chosenDirection` with the
 * current i18next language through src/i18n/direction.ts (a right-to-left language such as
 * Arabic forces rtl). The choice itself is never overwritten, so switching back to a
 * left-to-right language restores it. Only ThemeProvider writes `<html dir>`, from this value;
 * `setSetting('direction', ...)` changes the choice (the customizer, a palette action).
 */
export function useAppearance(store: AppearanceStore = appearanceStore) {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const { i18n } = useTranslation();
  return {
    ...state,
    // The requested language, not the resolved one: an Arabic page whose texts are still
    // loading (or fell back to English) is already laid out right to left.
    effectiveDirection: effectiveDirection(state.chosenDirection, i18n.language),
    /** True until the user picks light or dark: the mode follows the operating system. */
    followsSystemMode: state.chosen.mode === undefined,
    setSetting: store.setSetting,
    resetSettings: store.reset,
  };
}
