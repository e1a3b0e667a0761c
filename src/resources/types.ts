import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { PolicyResource } from '../access/policy';
import type { FirstListQuery } from '../api/listPrefetch';
import type { ServerCapability } from '../api/serverIdentity';

export type ResourceAction = 'list' | 'show' | 'create' | 'edit';
export type MenuGroup = 'home' | 'management' | 'venue' | 'account' | 'apps';

export interface ResourceRoute {
  /** React Router path, e.g. `/tickets/:id/edit`. */
  path: string;
  component: LazyExoticComponent<ComponentType> | ComponentType;
}

/** One resource of the console: its routes, icon, label key and scope. */
export interface ResourceDefinition {
  /** Refine's resource name, unique. Resources of the policy table use their policy name. */
  name: string;
  /** The policy table entry that decides access (default `name`); demo sections share `apps`. */
  policy?: PolicyResource;
  /** i18n key of the menu label (namespace common; `demo:` prefix for the demo sections). */
  labelKey: string;
  icon: ReactNode;
  group: MenuGroup;
  /** `all`: every institution (System Admin); `own`: the user's institution (roles 2, 3). */
  scope: 'all' | 'own';
  /** The action whose route the menu opens (default `list`). */
  menuAction?: ResourceAction;
  hideInMenu?: boolean;
  routes: Partial<Record<ResourceAction, ResourceRoute>>;
  /** The list page's first query, read ahead when its menu link is pointed at or focused. */
  firstList?: FirstListQuery;
  /**
   * A capability the server must have (src/api/serverIdentity.ts): without it the resource is
   * left out of the menu and the palette (the legacy server has no audit history).
   */
  requires?: ServerCapability;
}

/** The policy entry that decides who may open a resource. */
export const policyOf = (def: Pick<ResourceDefinition, 'name' | 'policy'>): string =>
  def.policy ?? def.name;

/** Sider group order. */
export const MENU_GROUPS: readonly MenuGroup[] = ['home', 'management', 'venue', 'account', 'apps'];
