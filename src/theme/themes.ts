import { PRIMARY_COLOR, SECONDARY_COLOR } from './constants';
import type { Mode, ThemeName } from './settings';

/** The colours one theme variant sets; everything else is derived by antd's algorithm. */
export interface ThemeVariant {
  /** Buttons, links, the selected menu item. */
  colorPrimary: string;
  /** The soft background behind selected items and highlights. */
  colorPrimaryBg: string;
}

/**
 * SPEC §9 themes. The primary colour stays the brand hex in both modes (it reads on the light
 * and on the dark surfaces below); the dark variant swaps the pale highlight for a deep one so a
 * selected menu item keeps its contrast.
 */
export const THEMES: Record<ThemeName, Record<Mode, ThemeVariant>> = {
  BLUE_THEME: {
    light: { colorPrimary: PRIMARY_COLOR, colorPrimaryBg: '#ECF2FF' },
    dark: { colorPrimary: PRIMARY_COLOR, colorPrimaryBg: '#253662' },
  },
  AQUA_THEME: {
    light: { colorPrimary: '#0074BA', colorPrimaryBg: '#EBF3FE' },
    dark: { colorPrimary: '#0074BA', colorPrimaryBg: '#103247' },
  },
  PURPLE_THEME: {
    light: { colorPrimary: '#763EBD', colorPrimaryBg: '#F2ECF9' },
    dark: { colorPrimary: '#763EBD', colorPrimaryBg: '#26153C' },
  },
  GREEN_THEME: {
    light: { colorPrimary: '#0A7EA4', colorPrimaryBg: '#E6F3F7' },
    dark: { colorPrimary: '#0A7EA4', colorPrimaryBg: '#05313F' },
  },
  CYAN_THEME: {
    light: { colorPrimary: '#01C0C8', colorPrimaryBg: '#EBF9FA' },
    dark: { colorPrimary: '#01C0C8', colorPrimaryBg: '#003638' },
  },
  ORANGE_THEME: {
    light: { colorPrimary: '#FA896B', colorPrimaryBg: '#FBF2EF' },
    dark: { colorPrimary: '#FA896B', colorPrimaryBg: '#402E32' },
  },
};

/** SPEC §9: one secondary colour for every theme (antd's "info" role). */
export { SECONDARY_COLOR };

/** The page and card surfaces of each mode, and the card shadow that goes with them. */
export interface ModeSurfaces {
  colorBgLayout: string;
  colorBgContainer: string;
  colorBgElevated: string;
  boxShadowCard: string;
}

/**
 * public/boot-appearance.js paints `colorBgLayout` on <html> before React mounts, so it repeats
 * these two values; tests/console/theme-boot.test.ts fails if they drift apart.
 */
export const SURFACES: Record<Mode, ModeSurfaces> = {
  light: {
    colorBgLayout: '#F4F7FB',
    colorBgContainer: '#FFFFFF',
    colorBgElevated: '#FFFFFF',
    boxShadowCard:
      'rgba(145, 158, 171, 0.3) 0px 0px 2px 0px, rgba(145, 158, 171, 0.12) 0px 12px 24px -4px',
  },
  dark: {
    colorBgLayout: '#202936',
    colorBgContainer: '#2A3447',
    colorBgElevated: '#323D52',
    boxShadowCard: 'rgba(0, 0, 0, 0.35) 0px 0px 2px 0px, rgba(0, 0, 0, 0.2) 0px 12px 24px -4px',
  },
};
