import { Layout } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from './PageLoading';

/** Layout of /auth/* and /landingpage: no sider, no header. */
export function BlankLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </Layout>
  );
}
