import type { ReactNode } from 'react';
import { isAllowed } from '../access/policy';
import { MENU_GROUPS, policyOf, type ResourceDefinition } from '../resources/types';

export interface MenuEntry {
  key: string;
  label: string;
  icon: ReactNode;
  path: string;
}
export interface MenuGroupEntry {
  key: string;
  label: string;
  children: MenuEntry[];
}

/**
 * The sider menu for a role: only resources the policy lets it open, and no empty groups.
 */
export function buildMenu(
  role: unknown,
  resources: readonly ResourceDefinition[],
  t: (key: string) => string,
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
        return [{ key: route.path, label: t(r.labelKey), icon: r.icon, path: route.path }];
      }),
  })).filter((group) => group.children.length > 0);
}
