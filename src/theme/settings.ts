import { BORDER_RADIUS } from './constants';

/** The six colour themes of SPEC §9; each has a light and a dark variant (themes.ts). */
export const THEME_NAMES = [
  'BLUE_THEME',
  'AQUA_THEME',
  'PURPLE_THEME',
  'GREEN_THEME',
  'CYAN_THEME',
  'ORANGE_THEME',
] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export type Mode = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

/** What the customizer drawer changes. Persisted per browser (appearanceStore.ts). */
export interface AppearanceSettings {
  mode: Mode;
  direction: Direction;
  theme: ThemeName;
  container: 'boxed' | 'full';
  sidebar: 'full' | 'mini';
  card: 'shadow' | 'border';
  borderRadius: number;
  layout: 'vertical' | 'horizontal';
}
export type AppearanceKey = keyof AppearanceSettings;

/** SPEC §4 "Appearance defaults". The mode default is only used until the system says otherwise. */
export const DEFAULT_APPEARANCE: Readonly<AppearanceSettings> = {
  mode: 'light',
  direction: 'ltr',
  theme: 'BLUE_THEME',
  container: 'boxed',
  sidebar: 'full',
  card: 'shadow',
  borderRadius: BORDER_RADIUS,
  layout: 'vertical',
};

/** The border radius slider's range (DESIGN.md "Appearance and language"). */
export const RADIUS_MIN = 4;
export const RADIUS_MAX = 24;

/**
 * localStorage key. public/boot-appearance.js reads the same key before React mounts: keep the
 * two in step (tests/console/theme-boot.test.ts checks it).
 */
export const APPEARANCE_STORAGE_KEY = 'partypass.appearance';

const CHOICES: { [K in Exclude<AppearanceKey, 'borderRadius'>]: readonly AppearanceSettings[K][] } =
  {
    mode: ['light', 'dark'],
    direction: ['ltr', 'rtl'],
    theme: THEME_NAMES,
    container: ['boxed', 'full'],
    sidebar: ['full', 'mini'],
    card: ['shadow', 'border'],
    layout: ['vertical', 'horizontal'],
  };

/** The allowed values of each enumerated setting (the customizer renders one option per value). */
export const SETTING_CHOICES = CHOICES;

const isValid = <K extends AppearanceKey>(
  key: K,
  value: unknown,
): value is AppearanceSettings[K] =>
  key === 'borderRadius'
    ? typeof value === 'number' &&
      Number.isInteger(value) &&
      value >= RADIUS_MIN &&
      value <= RADIUS_MAX
    : (CHOICES[key as Exclude<AppearanceKey, 'borderRadius'>] as readonly unknown[]).includes(
        value,
      );

/**
 * Only the values the user chose are stored, so an unset `mode` keeps following the system. The
 * stored text comes from the browser and may be stale or edited: anything unknown is dropped.
 */
export function parseStoredAppearance(raw: string | null): Partial<AppearanceSettings> {
  if (!raw) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  const chosen: Partial<Record<AppearanceKey, unknown>> = {};
  for (const key of Object.keys(DEFAULT_APPEARANCE) as AppearanceKey[]) {
    const value = (data as Record<string, unknown>)[key];
    if (isValid(key, value)) chosen[key] = value;
  }
  return chosen as Partial<AppearanceSettings>;
}

export function isValidSetting<K extends AppearanceKey>(
  key: K,
  value: unknown,
): value is AppearanceSettings[K] {
  return isValid(key, value);
}
