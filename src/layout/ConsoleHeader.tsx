import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useThemedLayoutContext } from '@refinedev/antd';
import { Button, Flex, Layout, Menu, theme } from 'antd';
import { useEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../resources/types';
import { useSiderInDrawer } from '../hooks/useScreenAtLeast';
import { useAppearance } from '../theme';
import { TOPBAR_HEIGHT } from '../theme/constants';
import { LazyCommandPalette } from '../kbar/LazyCommandPalette';
import { CustomizerButton } from './customizer/CustomizerButton';
import { LanguagePicker } from './LanguagePicker';
import { PhoneBrand } from './PhoneBrand';
import { ConsoleTitle } from './ConsoleTitle';
import { useMenuGroups } from './menuItems';
import { useServedResources } from './servedResources';
import { topMenuItems } from './menuLinks';
import { ProfileRefresh } from './ProfileRefresh';
import { UserMenu } from './UserMenu';

/** The header's controls: the palette, the language, the customizer and the user menu. */
function HeaderActions({ resources }: { resources: readonly ResourceDefinition[] }) {
  const served = useServedResources(resources);
  return (
    <Flex align="center" gap={8} style={{ flexShrink: 0, marginInlineStart: 'auto' }}>
      <LazyCommandPalette resources={served} />
      <ProfileRefresh />
      <LanguagePicker />
      <CustomizerButton />
      <UserMenu />
    </Flex>
  );
}

/** The top bar's menu in the horizontal layout, from the same entries as the sider's. */
function TopMenu({ resources }: { resources: readonly ResourceDefinition[] }) {
  const { t } = useTranslation('common');
  const { groups, selectedKey } = useMenuGroups(resources);
  return (
    <nav aria-label={t('menu.label')} style={{ flex: 1, minWidth: 0 }}>
      <Menu
        mode="horizontal"
        items={topMenuItems(groups, selectedKey)}
        selectedKeys={selectedKey ? [selectedKey] : []}
        style={{ borderBottom: 'none', lineHeight: `${TOPBAR_HEIGHT - 2}px` }}
      />
    </nav>
  );
}

/**
 * The sider's fold button, and the customizer's sidebar setting kept in step with ThemedLayout's
 * collapse state both ways (ThemedLayout reports the other way through `onSiderCollapsed`).
 * Phones get ThemedSider's drawer button instead.
 */
function FoldButton() {
  const { t } = useTranslation('common');
  const { settings, effectiveDirection } = useAppearance();
  const { siderCollapsed, setSiderCollapsed } = useThemedLayoutContext();
  const drawer = useSiderInDrawer();
  const mini = settings.sidebar === 'mini';
  useEffect(() => {
    if (siderCollapsed !== mini) setSiderCollapsed(mini);
    // Only the setting leads here; a click on the sider's own trigger changes the setting too.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mini]);
  if (drawer) return null;
  // The fold arrows point towards the sider: mirrored when the sider sits on the right.
  const mirrored: CSSProperties | undefined =
    effectiveDirection === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  return (
    <Button
      type="text"
      aria-label={t(siderCollapsed ? 'header.expandSider' : 'header.collapseSider')}
      icon={
        siderCollapsed ? (
          <MenuUnfoldOutlined style={mirrored} />
        ) : (
          <MenuFoldOutlined style={mirrored} />
        )
      }
      onClick={() => setSiderCollapsed(!siderCollapsed)}
    />
  );
}

/** ThemedLayout's `Header` slot: 70 px, sticky, with the top menu in the horizontal layout. */
export function ConsoleHeader({
  resources,
  horizontal,
  boxed,
}: {
  resources: readonly ResourceDefinition[];
  horizontal: boolean;
  boxed: CSSProperties;
}) {
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        height: TOPBAR_HEIGHT,
        lineHeight: `${TOPBAR_HEIGHT}px`,
        position: 'sticky',
        top: 0,
        zIndex: 10,
        paddingInline: 24,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex
        align="center"
        gap={horizontal ? 24 : 8}
        style={{ height: '100%', ...(horizontal ? boxed : {}) }}
      >
        {horizontal ? (
          <>
            <ConsoleTitle collapsed={false} />
            <TopMenu resources={resources} />
          </>
        ) : (
          <>
            <FoldButton />
            <PhoneBrand />
          </>
        )}
        <HeaderActions resources={resources} />
      </Flex>
    </Layout.Header>
  );
}
