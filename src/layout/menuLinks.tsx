import { Menu, type MenuProps } from 'antd';
import { Link } from 'react-router';
import type { MenuEntry, MenuGroupEntry } from './menuItems';

/**
 * An entry's link. Pointing at it or focusing it starts loading its page's code and texts, so a
 * click finds them in, or nearly. A page's first query is not prefetched: its key is built by
 * the page's own useTable from its filters, sorters and page size, which the menu cannot know
 * for sure, and a prefetch under another key would be a request the page never reads.
 */
function EntryLink({ entry, current }: { entry: MenuEntry; current: boolean }) {
  const preload = () => void entry.preload?.().catch(() => undefined);
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
