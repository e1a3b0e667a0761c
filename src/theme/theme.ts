import { theme as antdTheme, type ThemeConfig } from 'antd';
import {
  BORDER_RADIUS,
  FONT_FAMILY,
  MINI_SIDEBAR_WIDTH,
  PRIMARY_COLOR,
  SIDEBAR_WIDTH,
  TOPBAR_HEIGHT,
} from './constants';

/** The default light theme (BLUE_THEME). The customizer issue adds the others. */
export const lightTheme: ThemeConfig = {
  algorithm: antdTheme.defaultAlgorithm,
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorInfo: PRIMARY_COLOR,
    borderRadius: BORDER_RADIUS,
    fontFamily: FONT_FAMILY,
  },
  components: {
    Layout: {
      headerHeight: TOPBAR_HEIGHT,
      headerBg: '#ffffff',
      siderBg: '#ffffff',
      headerPadding: '0 24px',
    },
    Menu: { itemBorderRadius: BORDER_RADIUS, collapsedWidth: MINI_SIDEBAR_WIDTH },
  },
};

export { SIDEBAR_WIDTH, MINI_SIDEBAR_WIDTH, TOPBAR_HEIGHT };
