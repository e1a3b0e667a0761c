import { useMenu } from '@refinedev/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isAllowed } from '../access/policy';
import { useRole } from '../access/useRole';
import type { FirstListQuery } from '../api/listPrefetch';
import { useFirstDataDrawn } from '../hooks/firstDataDrawn';
import { MENU_GROUPS, policyOf, type ResourceDefinition } from '../resources/types';
import { useServedResources } from './servedResources';

export interface MenuEntry {
  /** Refine's menu key of the resource (`/<name>`), what useMenu's `selectedKey` names. */
  key: string;
  label: string;
  icon: ReactNode;
  path: string;
  /** The page's code, loaded ahead when the entry is pointed at or focused. */
  preload?: () => Promise<unknown>;
  /** The list page's first query, read ahead with the code: its resource and what it asks. */
  firstList?: { resource: string; query: FirstListQuery };
}
export interface MenuGroupEntry {
  key: string;
  label: string;
  children: MenuEntry[];
}

/** A lazyPage's `preload`; the demo sections' pages are React.lazy, which has none. */
const preloadOf = (component: unknown): (() => Promise<unknown>) | undefined => {
  const preload = (component as { preload?: unknown } | null)?.preload;
  return typeof preload === 'function' ? (preload as () => Promise<unknown>) : undefined;
};

/**
 * The sider menu for a role: only resources the policy lets it open, and no empty groups.
 * `refineItems` are useMenu's entries by resource name: their route wins, as Refine resolves it;
 * useMenu lists list screens only, so a menu opening another screen (the institutional admin's
 * own institution) takes its definition's route. Labels are translated here, where the demo
 * sections' namespace is known to be in.
 */
export function buildMenu(
  role: unknown,
  resources: readonly ResourceDefinition[],
  t: (key: string) => string,
  refineItems: ReadonlyMap<string, { route?: string }> = new Map(),
): MenuGroupEntry[] {
  return MENU_GROUPS.map((group) => ({
    key: group,
    label: t(`menu.groups.${group}`),
    children: resources
      .filter((r) => r.group === group && !r.hideInMenu)
      .flatMap((r) => {
        const action = r.menuAction ?? 'list';
        const route = r.routes[action];
        if (!route || !isAllowed(role, policyOf(r), action)) return [];
        const item = refineItems.get(r.name);
        return [
          {
            key: `/${r.name}`,
            label: t(r.labelKey),
            icon: r.icon,
            path: item?.route ?? route.path,
            preload: preloadOf(route.component),
            firstList:
              action === 'list' && r.firstList
                ? { resource: r.name, query: r.firstList }
                : undefined,
          },
        ];
      }),
  })).filter((group) => group.children.length > 0);
}

/**
 * The signed-in role's menu from Refine's useMenu, in the console's groups, of the resources the
 * server can serve; and the current entry.
 */
export function useAllMenuGroups(resources: readonly ResourceDefinition[]): {
  groups: MenuGroupEntry[];
  selectedKey: string;
} {
  const { t } = useTranslation('common');
  const role = useRole();
  const { menuItems, selectedKey } = useMenu();
  const served = useServedResources(resources);
  const refineItems = new Map(menuItems.map((item) => [item.name, item]));
  return { groups: buildMenu(role, served, t, refineItems), selectedKey };
}

/** The demo sections' group: most of the entries, and none a signed-in first load opens. */
const LATER_GROUP = 'apps';

/**
 * The shell's menu: useAllMenuGroups, but the demo sections' group joins once the page's first
 * data is on screen (at once when one of its pages is open), so drawing the sider or the top bar
 * does not hold up the page. It is appended below the others: nothing drawn moves.
 */
export function useMenuGroups(resources: readonly ResourceDefinition[]): {
  groups: MenuGroupEntry[];
  selectedKey: string;
} {
  const menu = useAllMenuGroups(resources);
  const drawn = useFirstDataDrawn();
  const later = menu.groups.find((group) => group.key === LATER_GROUP);
  if (drawn || !later || later.children.some((entry) => entry.key === menu.selectedKey)) {
    return menu;
  }
  return { ...menu, groups: menu.groups.filter((group) => group !== later) };
}
