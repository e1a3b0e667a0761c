/** The console's appearance: settings store, hook, antd theme and provider. */
export { appearanceStore, createAppearanceStore } from './appearanceStore';
export type { AppearanceState, AppearanceStore } from './appearanceStore';
export { useAppearance } from './useAppearance';
export { buildTheme } from './theme';
export { ThemeProvider } from './ThemeProvider';
export {
  APPEARANCE_STORAGE_KEY,
  DEFAULT_APPEARANCE,
  RADIUS_MAX,
  RADIUS_MIN,
  SETTING_CHOICES,
  THEME_NAMES,
} from './settings';
export type { AppearanceKey, AppearanceSettings, Direction, Mode, ThemeName } from './settings';
export { SURFACES, THEMES } from './themes';
