import { theme as antdTheme, type ThemeConfig } from 'antd';
import { FONT_FAMILY, MINI_SIDEBAR_WIDTH, TOPBAR_HEIGHT } from './constants';
import type { AppearanceSettings } from './settings';
import { readableAlgorithm, readableColours } from './readableColours';
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
  const readable = readableColours(settings.mode, variant);
  return {
    // The mode's algorithm, then the readable shades over what it derived (see readableAlgorithm).
    algorithm: [
      dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
      readableAlgorithm(settings.mode, readable),
    ],
    token: {
      colorPrimary: variant.colorPrimary,
      colorPrimaryBg: variant.colorPrimaryBg,
      // antd's "description" grey (secondary Typography, menu group titles, result subtitles) is
      // too faint for 4.5:1 on the page colour; it takes the secondary text colour instead.
      colorTextDescription: readable.secondaryText,
      // Placeholders are the only hint some fields have (selects, search): readable too.
      colorTextPlaceholder: readable.secondaryText,
      // The ring around a focused field (antd's activeShadow): strong enough to see (WCAG 2.4.7).
      controlOutline: `${readable.text}99`,
      controlOutlineWidth: 2,
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
        itemSelectedColor: readable.text,
        horizontalItemSelectedColor: readable.text,
        groupTitleColor: readable.secondaryText,
        darkItemBg: 'transparent',
      },
      Descriptions: { labelColor: readable.secondaryText },
      Tabs: { itemSelectedColor: readable.text, itemActiveColor: readable.text },
      // Today's date is brand text on the brand tint; other months' days are not disabled.
      Calendar: { colorPrimary: readable.text, colorTextDisabled: readable.secondaryText },
      // An empty table's message is antd's "disabled" grey.
      Table: { colorTextDisabled: readable.secondaryText },
      // A "processing" tag writes the info colour (SPEC's secondary #49BEFF) as text.
      Tag: { colorInfo: readable.infoText },
      // Primary buttons carry white text: their fill is the brand's shade that reads under it.
      Button: {
        colorPrimary: readable.fill,
        colorPrimaryHover: readable.fillHover,
        colorPrimaryActive: readable.fillHover,
        colorError: readable.danger,
        colorErrorHover: readable.danger,
        colorErrorActive: readable.danger,
        dangerColor: readable.onDanger,
        colorLink: readable.text,
        colorLinkHover: readable.text,
      },
      // Cards take the slider's value itself (antd would derive a larger "LG" radius from it).
      Card: { borderRadiusLG: settings.borderRadius },
    },
  };
}
