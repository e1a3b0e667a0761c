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
  /** `inline` in the sider (vertical layout); `horizontal` in the top bar (horizontal layout). */
  mode?: 'inline' | 'horizontal';
}

export function SiderMenu({ role, resources, collapsed, mode = 'inline' }: SiderMenuProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const groups = useMemo(() => buildMenu(role, resources, t), [role, resources, t]);

  const toItem = (item: (typeof groups)[number]['children'][number]) => ({
    key: item.key,
    icon: item.icon,
    label: <Link to={item.path}>{item.label}</Link>,
    title: item.label,
  });
  // A top bar has no room for group titles: its entries follow one another in group order and
  // antd folds the ones that do not fit into a "more" item.
  const items: MenuProps['items'] =
    mode === 'horizontal'
      ? groups.flatMap((group) => group.children.map(toItem))
      : groups.map((group) => ({
          type: 'group' as const,
          key: group.key,
          label: collapsed ? null : group.label,
          children: group.children.map(toItem),
        }));
  const selected = groups
    .flatMap((g) => g.children)
    .filter((i) => pathname === i.path || pathname.startsWith(`${i.path}/`))
    .map((i) => i.key);

  return (
    <nav aria-label={t('menu.label')} style={mode === 'horizontal' ? { flex: 1, minWidth: 0 } : {}}>
      <Menu
        mode={mode}
        items={items}
        selectedKeys={selected}
        inlineCollapsed={mode === 'inline' ? collapsed : undefined}
        style={{ borderInlineEnd: 'none', borderBottom: 'none' }}
      />
    </nav>
  );
}
