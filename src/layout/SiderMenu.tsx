import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ResourceDefinition } from '../resources/types';
import { buildMenu } from './menuItems';

interface SiderMenuProps {
  role: number | null | undefined;
  resources: readonly ResourceDefinition[];
  collapsed: boolean;
}

export function SiderMenu({ role, resources, collapsed }: SiderMenuProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const groups = useMemo(() => buildMenu(role, resources, t), [role, resources, t]);

  const items: MenuProps['items'] = groups.map((group) => ({
    type: 'group' as const,
    key: group.key,
    label: collapsed ? null : group.label,
    children: group.children.map((item) => ({
      key: item.key,
      icon: item.icon,
      label: <Link to={item.path}>{item.label}</Link>,
      title: item.label,
    })),
  }));
  const selected = groups
    .flatMap((g) => g.children)
    .filter((i) => pathname === i.path || pathname.startsWith(`${i.path}/`))
    .map((i) => i.key);

  return (
    <nav aria-label={t('menu.label')}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={selected}
        inlineCollapsed={collapsed}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
