import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { PolicyResource } from '../access/policy';

export type ResourceAction = 'list' | 'show' | 'create' | 'edit';
export type MenuGroup = 'home' | 'management' | 'venue' | 'account' | 'apps';

export interface ResourceRoute {
  /** React Router path, e.g. `/tickets/:id/edit`. */
  path: string;
  component: LazyExoticComponent<ComponentType> | ComponentType;
}

/** One resource of the console: its routes, icon, label key and scope. */
export interface ResourceDefinition {
  name: PolicyResource;
  /** i18n key (namespace common) of the menu label. */
  labelKey: string;
  icon: ReactNode;
  group: MenuGroup;
  /** `all`: every institution (System Admin); `own`: the user's institution (roles 2, 3). */
  scope: 'all' | 'own';
  /** The action whose route the menu opens (default `list`). */
  menuAction?: ResourceAction;
  hideInMenu?: boolean;
  routes: Partial<Record<ResourceAction, ResourceRoute>>;
}

/** Sider group order. */
export const MENU_GROUPS: readonly MenuGroup[] = ['home', 'management', 'venue', 'apps', 'account'];
