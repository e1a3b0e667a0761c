import type { ResourceProps } from '@refinedev/core';
import { accountProfileResource } from './accountProfile';
import { dashboardResource } from './dashboard';
import { institutionDetailResource } from './institutionDetail';
import { institutionLockersResource } from './institutionLockers';
import { institutionsResource } from './institutions';
import { lockersResource } from './lockers';
import { purchaseResource } from './purchase';
import { purchaseInstitutionResource } from './purchaseInstitution';
import { ticketsResource } from './tickets';
import { ticketsInstitutionResource } from './ticketsInstitution';
import { usersResource } from './users';
import { doorResource } from './door';
import { activityInstitutionResource, activityResource } from './activity';
import { DEMO_RESOURCES } from '../demo/resources';
import { policyOf, type ResourceDefinition } from './types';

/**
 * Every resource with screens. A later issue adds one file and one line here
 * (institutions, tickets, lockers, users, purchases...).
 */
export const RESOURCES: readonly ResourceDefinition[] = [
  dashboardResource,
  accountProfileResource,
  institutionsResource,
  institutionDetailResource,
  institutionLockersResource,
  lockersResource,
  ticketsResource,
  ticketsInstitutionResource,
  usersResource,
  purchaseResource,
  purchaseInstitutionResource,
  activityResource,
  activityInstitutionResource,
  doorResource,
  // Empty with VITE_DEMO_APPS=false (src/demo/resources.tsx).
  ...DEMO_RESOURCES,
];

/**
 * Refine's `resources` prop from the definitions. Refine shows `meta.label` as is (breadcrumbs,
 * default buttons), so it gets the translated text, not the key.
 */
export const toRefineResources = (
  defs: readonly ResourceDefinition[],
  translate: (key: string) => string = (key) => key,
): ResourceProps[] =>
  defs.map((def) => ({
    name: def.name,
    list: def.routes.list?.path,
    show: def.routes.show?.path,
    create: def.routes.create?.path,
    edit: def.routes.edit?.path,
    meta: {
      label: translate(def.labelKey),
      icon: def.icon,
      scope: def.scope,
      hide: def.hideInMenu,
      policy: policyOf(def),
    },
  }));

export type { ResourceDefinition } from './types';
