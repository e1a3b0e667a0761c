import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, theme } from 'antd';
import { Suspense, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useRole } from '../access/useRole';
import { afterNextPaint } from '../components/AfterPaint';
import { useScreenAtLeast } from '../hooks/useScreenAtLeast';
import { RESOURCES } from '../resources';
import type { ResourceDefinition } from '../resources/types';
import { useAppearance } from '../theme';
import { BREAKPOINTS, MINI_SIDEBAR_WIDTH, SIDEBAR_WIDTH, TOPBAR_HEIGHT } from '../theme/constants';
import { LazyCommandPalette } from '../kbar/LazyCommandPalette';
import { CustomizerButton } from './customizer/CustomizerButton';
import { LanguagePicker } from './LanguagePicker';
import { focusMainContent, MAIN_ID } from './mainContent';
import { FocusOnRouteChange } from './FocusOnRouteChange';
import { ProfileRefresh } from './ProfileRefresh';
import { PageLoading } from './PageLoading';
import { SiderMenu } from './SiderMenu';
import { UserMenu } from './UserMenu';

export { PageLoading };

/** The console's name, linking home; two letters when the sider is mini. */
function Brand({ short }: { short: boolean }) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  return (
    <Link
      to="/dashboards/modern"
      aria-label={short ? t('app.name') : undefined}
      style={{
        color: token.colorLink,
        whiteSpace: 'nowrap',
        fontSize: token.fontSizeHeading4,
        fontWeight: token.fontWeightStrong,
      }}
    >
      {short ? t('app.shortName').slice(0, 2) : t('app.name')}
    </Link>
  );
}

/**
 * "Skip to content" (WCAG 2.4.1): the first stop of the Tab key, shown only when focused, jumps
 * over the menu and the header to the page itself.
 */
function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      className="pp-skip-link"
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        focusMainContent();
      }}
    >
      {t('app.skipToContent')}
    </a>
  );
}

/**
 * The main layout, shaped by the appearance settings: vertical (sider 270 px, mini 87 px, beside
 * a 70 px header) or horizontal (the menu in the header), boxed (content at most 1200 px wide,
 * centred) or full width.
 */
export function MainLayout({
  resources = RESOURCES,
}: {
  resources?: readonly ResourceDefinition[];
}) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const large = useScreenAtLeast('lg');
  const { settings, setSetting, effectiveDirection } = useAppearance();
  const role = useRole();
  // The page paints first, the menu and the header's controls a frame later; their boxes (sider,
  // header, brand) are there from the start.
  const [chromeLater, setChromeLater] = useState(true);
  useEffect(
    () => (chromeLater ? afterNextPaint(() => setChromeLater(false)) : undefined),
    [chromeLater],
  );
  const afterPage = (node: ReactNode) => (chromeLater ? null : node);
  const horizontal = settings.layout === 'horizontal';
  const mini = settings.sidebar === 'mini' || !large;
  const boxed: CSSProperties =
    settings.container === 'boxed'
      ? { maxWidth: BREAKPOINTS.lg, marginInline: 'auto', width: '100%' }
      : { width: '100%' };
  // The fold arrows point towards the sider: mirror them when the sider sits on the right.
  const mirrored: CSSProperties | undefined =
    effectiveDirection === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;

  const actions = (
    <Flex align="center" gap={8} style={{ flexShrink: 0 }}>
      {afterPage(
        <>
          <LazyCommandPalette resources={resources} />
          <ProfileRefresh />
          <LanguagePicker />
          <CustomizerButton />
          <UserMenu />
        </>,
      )}
    </Flex>
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <FocusOnRouteChange />
      <SkipLink />
      {horizontal ? null : (
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
          <Flex
            align="center"
            justify="center"
            style={{ height: TOPBAR_HEIGHT, padding: '0 16px' }}
          >
            <Brand short={mini} />
          </Flex>
          {afterPage(<SiderMenu role={role} resources={resources} collapsed={mini} />)}
        </Layout.Sider>
      )}
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
          {horizontal ? (
            <Flex align="center" gap={24} style={{ height: '100%', ...boxed }}>
              <Brand short={false} />
              {afterPage(
                <SiderMenu role={role} resources={resources} collapsed={false} mode="horizontal" />,
              )}
              {actions}
            </Flex>
          ) : (
            <Flex align="center" justify="space-between" style={{ height: '100%' }}>
              <Button
                type="text"
                aria-label={t(mini ? 'header.expandSider' : 'header.collapseSider')}
                icon={
                  mini ? (
                    <MenuUnfoldOutlined style={mirrored} />
                  ) : (
                    <MenuFoldOutlined style={mirrored} />
                  )
                }
                onClick={() => setSetting('sidebar', mini ? 'full' : 'mini')}
              />
              {actions}
            </Flex>
          )}
        </Layout.Header>
        <Layout.Content id={MAIN_ID} tabIndex={-1} style={{ padding: 24 }}>
          <div style={boxed}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
