import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { usePermissions } from '@refinedev/core';
import { Button, Flex, Grid, Layout, Spin, Typography, theme } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { RESOURCES } from '../resources';
import type { ResourceDefinition } from '../resources/types';
import { MINI_SIDEBAR_WIDTH, SIDEBAR_WIDTH, TOPBAR_HEIGHT } from '../theme/constants';
import { SiderMenu } from './SiderMenu';
import { UserMenu } from './UserMenu';

export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <Flex justify="center" align="center" style={{ minHeight: 240 }}>
      <Spin aria-label={t('app.loading')} />
    </Flex>
  );
}

/** The main layout: sider 270 px (mini 87 px), header 70 px, the page in the content area. */
export function MainLayout({
  resources = RESOURCES,
}: {
  resources?: readonly ResourceDefinition[];
}) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const [collapsed, setCollapsed] = useState(false);
  const { data: role } = usePermissions<number | null>({});
  const mini = collapsed || screens.lg === false;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={SIDEBAR_WIDTH}
        collapsedWidth={MINI_SIDEBAR_WIDTH}
        collapsed={mini}
        trigger={null}
        theme="light"
        style={{
          borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
          position: 'sticky',
          top: 0,
          height: '100vh',
          overflow: 'auto',
        }}
      >
        <Flex align="center" justify="center" style={{ height: TOPBAR_HEIGHT, padding: '0 16px' }}>
          <Link to="/dashboards/modern" style={{ color: token.colorPrimary }}>
            <Typography.Title level={4} style={{ margin: 0, color: 'inherit' }}>
              {mini ? t('app.shortName').slice(0, 2) : t('app.name')}
            </Typography.Title>
          </Link>
        </Flex>
        <SiderMenu role={role} resources={resources} collapsed={mini} />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            height: TOPBAR_HEIGHT,
            lineHeight: `${TOPBAR_HEIGHT}px`,
            position: 'sticky',
            top: 0,
            zIndex: 10,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <Flex align="center" justify="space-between" style={{ height: '100%' }}>
            <Button
              type="text"
              aria-label={t(mini ? 'header.expandSider' : 'header.collapseSider')}
              icon={mini ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => setCollapsed((c) => !c)}
            />
            <UserMenu />
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
