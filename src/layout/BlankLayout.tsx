import { Layout, theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * Layout of /auth/* and /landingpage: no sider, no header. The signed-out screens (src/shell.ts)
 * give it their page as `children`, already loaded; the console's routes use BlankRouteLayout
 * (./BlankRouteLayout), which adds the loading state of a lazy page, so that those screens do
 * not fetch the spinner they never show.
 */
export function BlankLayout({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Layout
      style={{
        minHeight: '100vh',
        // The text style antd's App gives the console (src/theme/ThemeProvider.tsx), which the
        // screens of src/shell.ts render without: App brings message, notification and modal.
        color: token.colorText,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
      }}
    >
      {children}
    </Layout>
  );
}
