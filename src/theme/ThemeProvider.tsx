import type { ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { lightTheme } from './theme';

/** antd ConfigProvider + App (for App.useApp()). The customizer issue makes this switchable. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={lightTheme} locale={enUS} direction="ltr">
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}
