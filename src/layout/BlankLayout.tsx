import { Layout } from 'antd';
import type { ReactNode } from 'react';

/**
 * Layout of /auth/* and /landingpage: no sider, no header. The signed-out screens (src/shell.ts)
 * give it their page as `children`, already loaded; the console's routes use BlankRouteLayout
 * (./BlankRouteLayout), which adds the loading state of a lazy page, so that those screens do
 * not fetch the spinner they never show.
 */
export function BlankLayout({ children }: { children: ReactNode }) {
  return <Layout style={{ minHeight: '100vh' }}>{children}</Layout>;
}
