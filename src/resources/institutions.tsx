import { lazy } from 'react';
import { BankOutlined } from '@ant-design/icons';
import type { ResourceDefinition } from './types';

/** Pages shared by both institution resources: the route's resource gives the scope. */
export const institutionPages = {
  list: lazy(() => import('../pages/institutions/InstitutionList')),
  show: lazy(() => import('../pages/institutions/InstitutionShow')),
  create: lazy(() => import('../pages/institutions/InstitutionCreate')),
  edit: lazy(() => import('../pages/institutions/InstitutionEdit')),
};

/** System Admin: every institution (SPEC §2 `/institutions`). */
export const institutionsResource: ResourceDefinition = {
  name: 'institutions',
  labelKey: 'menu.institutions',
  icon: <BankOutlined />,
  group: 'management',
  scope: 'all',
  routes: {
    list: { path: '/institutions', component: institutionPages.list },
    create: { path: '/institutions/create', component: institutionPages.create },
    show: { path: '/institutions/:id', component: institutionPages.show },
    edit: { path: '/institutions/:id/edit', component: institutionPages.edit },
  },
};
