import { Menu, type MenuProps } from 'antd';
import { Link } from 'react-router';
import { usePrefetchFirstList } from '../api/listPrefetch';
import type { MenuEntry, MenuGroupEntry } from './menuItems';

/**
 * An entry's link. Pointing at it or focusing it starts loading its page's code and texts and,
 * for a list, the list's first page (under the key the page's useTable reads), so a click finds
 * them in, or nearly.
 */
function EntryLink({ entry, current }: { entry: MenuEntry; current: boolean }) {
  const prefetchList = usePrefetchFirstList();
  const preload = () => {
    void entry.preload?.().catch(() => undefined);
    if (entry.firstList) prefetchList(entry.firstList.resource, entry.firstList.query);
  };
  return (
    <Link
      to={entry.path}
      aria-current={current ? 'page' : undefined}
      onPointerEnter={preload}
      onFocus={preload}
    >
      {entry.label}
    </Link>
  );
}

/** The sider's groups as the children ThemedSider's `render` puts in its Menu; no titles when mini. */
export function siderMenuChildren(
  groups: MenuGroupEntry[],
  selectedKey: string,
  collapsed: boolean,
) {
  return groups.map((group) => (
    <Menu.ItemGroup key={group.key} title={collapsed ? null : group.label}>
      {group.children.map((entry) => (
        <Menu.Item key={entry.key} icon={entry.icon} title={entry.label}>
          <EntryLink entry={entry} current={entry.key === selectedKey} />
        </Menu.Item>
      ))}
    </Menu.ItemGroup>
  ));
}

/**
 * The top bar's items (horizontal layout): no room for group titles, so the entries follow one
 * another in group order and antd folds the ones that do not fit into its "more" item.
 */
export function topMenuItems(groups: MenuGroupEntry[], selectedKey: string): MenuProps['items'] {
  return groups.flatMap((group) =>
    group.children.map((entry) => ({
      key: entry.key,
      icon: entry.icon,
      title: entry.label,
      label: <EntryLink entry={entry} current={entry.key === selectedKey} />,
    })),
  );
}
