import type { ResourceProps } from '@refinedev/core';
import { accountProfileResource } from './accountProfile';
import { dashboardResource } from './dashboard';
import type { ResourceDefinition } from './types';

/**
 * Every resource with screens. A later issue adds one file and one line here
 * (institutions, tickets, lockers, users, purchases...).
 */
export const RESOURCES: readonly ResourceDefinition[] = [dashboardResource, accountProfileResource];

/** Refine's `resources` prop from the definitions. */
export const toRefineResources = (defs: readonly ResourceDefinition[]): ResourceProps[] =>
  defs.map((def) => ({
    name: def.name,
    list: def.routes.list?.path,
    show: def.routes.show?.path,
    create: def.routes.create?.path,
    edit: def.routes.edit?.path,
    meta: { label: def.labelKey, icon: def.icon, scope: def.scope, hide: def.hideInMenu },
  }));

export type { ResourceDefinition } from './types';
