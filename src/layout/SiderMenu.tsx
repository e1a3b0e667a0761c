import { Menu, type MenuProps } from 'antd';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ResourceDefinition } from '../resources/types';
import { FirstMenu } from './FirstMenu';
import { firstMenuInUse, subscribeFirstMenuUse } from './firstMenuInUse';
import { buildMenu, type MenuEntry, type MenuGroupEntry } from './menuItems';

interface SiderMenuProps {
  role: number | null | undefined;
  resources: readonly ResourceDefinition[];
  collapsed: boolean;
  /** `inline` in the sider (vertical layout); `horizontal` in the top bar (horizontal layout). */
  mode?: 'inline' | 'horizontal';
}

/**
 * antd Menu's items, made only when antd's Menu is drawn. A top bar has no room for group
 * titles: its entries follow one another in group order and antd folds the ones that do not fit
 * into a "more" item. The current page's link says so to assistive technology, as FirstMenu's
 * does.
 */
function antdItems(
  groups: MenuGroupEntry[],
  selected: string[],
  mode: 'inline' | 'horizontal',
  collapsed: boolean,
): MenuProps['items'] {
  const toItem = (item: MenuEntry) => ({
    key: item.key,
    icon: item.icon,
    label: (
      <Link to={item.path} aria-current={selected.includes(item.key) ? 'page' : undefined}>
        {item.label}
      </Link>
    ),
    title: item.label,
  });
  if (mode === 'horizontal') return groups.flatMap((group) => group.children.map(toItem));
  return groups.map((group) => ({
    type: 'group' as const,
    key: group.key,
    label: collapsed ? null : group.label,
    children: group.children.map(toItem),
  }));
}

/** antd's Menu has been drawn in this page: a later menu (after signing in again) starts with it. */
let menuDrawn = false;

/**
 * The main menu: in the sider, first FirstMenu's plain links and antd's Menu once the page is
 * quiet and FirstMenu is not in use (firstMenuInUse.ts); in the top bar, antd's Menu at once (it
 * folds what does not fit into "more").
 */
export function SiderMenu({ role, resources, collapsed, mode = 'inline' }: SiderMenuProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const groups = useMemo(() => buildMenu(role, resources, t), [role, resources, t]);
  const [full, setFull] = useState(() => menuDrawn);
  const drawMenu = useCallback(() => {
    menuDrawn = true;
    setFull(true);
  }, []);
  const inUse = useSyncExternalStore(subscribeFirstMenuUse, firstMenuInUse);

  const selected = groups
    .flatMap((g) => g.children)
    .filter((i) => pathname === i.path || pathname.startsWith(`${i.path}/`))
    .map((i) => i.key);

  return (
    <nav aria-label={t('menu.label')} style={mode === 'horizontal' ? { flex: 1, minWidth: 0 } : {}}>
      {(full && !inUse) || mode === 'horizontal' ? (
        <Menu
          mode={mode}
          items={antdItems(groups, selected, mode, collapsed)}
          selectedKeys={selected}
          inlineCollapsed={mode === 'inline' ? collapsed : undefined}
          style={{ borderInlineEnd: 'none', borderBottom: 'none' }}
        />
      ) : (
        <FirstMenu groups={groups} selected={selected} collapsed={collapsed} onDone={drawMenu} />
      )}
    </nav>
  );
}
