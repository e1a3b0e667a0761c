import { Layout } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from './PageLoading';

/** Layout of /auth/* and /landingpage: no sider, no header. Its page: `children`, or the route's. */
export function BlankLayout({ children }: { children?: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Suspense fallback={<PageLoading />}>{children ?? <Outlet />}</Suspense>
    </Layout>
  );
}
