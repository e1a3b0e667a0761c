import { theme as antdTheme, type ThemeConfig } from 'antd';
import { FONT_FAMILY, MINI_SIDEBAR_WIDTH, TOPBAR_HEIGHT } from './constants';
import type { AppearanceSettings } from './settings';
import { SECONDARY_COLOR, SURFACES, THEMES } from './themes';

/**
 * The antd theme for a set of appearance settings: the mode picks the algorithm and surfaces, the
 * colour theme the primary colours, and the radius slider the base radius. Components read the
 * result through `theme.useToken()`; none of them hard-codes a colour.
 */
export function buildTheme(
  settings: Pick<AppearanceSettings, 'mode' | 'theme' | 'borderRadius'>,
): ThemeConfig {
  const dark = settings.mode === 'dark';
  const variant = THEMES[settings.theme][settings.mode];
  const surfaces = SURFACES[settings.mode];
  return {
    algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: variant.colorPrimary,
      colorLink: variant.colorPrimary,
      colorPrimaryBg: variant.colorPrimaryBg,
      colorInfo: SECONDARY_COLOR,
      colorBgLayout: surfaces.colorBgLayout,
      colorBgContainer: surfaces.colorBgContainer,
      colorBgElevated: surfaces.colorBgElevated,
      // antd gives borderless cards this shadow: the "card shadow" setting relies on it.
      boxShadowTertiary: surfaces.boxShadowCard,
      borderRadius: settings.borderRadius,
      fontFamily: FONT_FAMILY,
    },
    components: {
      Layout: {
        headerHeight: TOPBAR_HEIGHT,
        headerBg: surfaces.colorBgContainer,
        siderBg: surfaces.colorBgContainer,
        headerPadding: '0 24px',
        bodyBg: surfaces.colorBgLayout,
        footerBg: surfaces.colorBgLayout,
      },
      Menu: {
        itemBorderRadius: settings.borderRadius,
        collapsedWidth: MINI_SIDEBAR_WIDTH,
        itemBg: 'transparent',
        subMenuItemBg: 'transparent',
        horizontalItemSelectedBg: 'transparent',
        itemSelectedBg: variant.colorPrimaryBg,
        itemSelectedColor: variant.colorPrimary,
        darkItemBg: 'transparent',
      },
      // Cards take the slider's value itself (antd would derive a larger "LG" radius from it).
      Card: { borderRadiusLG: settings.borderRadius },
    },
  };
}
