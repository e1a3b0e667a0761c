import { ConfigProvider, theme } from 'antd';
import { useContext } from 'react';
import { formatCurrency } from '../../i18n/format';

/** What the charts take from the antd theme: mode, direction and a few token colours. */
export interface ChartLook {
  dark: boolean;
  rtl: boolean;
  primary: string;
  muted: string;
  success: string;
  warning: string;
  neutral: string;
  /** Axis labels and titles. */
  text: string;
  money: (value: number | string) => string;
}

const usesDark = (algorithm: unknown): boolean =>
  Array.isArray(algorithm)
    ? algorithm.includes(theme.darkAlgorithm)
    : algorithm === theme.darkAlgorithm;

/**
 * Read from the ConfigProvider (src/theme/ThemeProvider.tsx sets the algorithm and direction), so
 * the charts follow the customizer's dark mode, colour theme and right-to-left layout.
 */
export function useChartLook(): ChartLook {
  const { token } = theme.useToken();
  const config = useContext(ConfigProvider.ConfigContext);
  return {
    dark: usesDark(config.theme?.algorithm),
    rtl: config.direction === 'rtl',
    primary: token.colorPrimary,
    muted: token.colorFillSecondary,
    success: token.colorSuccess,
    warning: token.colorWarning,
    neutral: token.colorTextQuaternary,
    text: token.colorTextSecondary,
    money: (value) => formatCurrency(value),
  };
}
