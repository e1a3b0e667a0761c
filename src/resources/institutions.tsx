import { BankOutlined } from '@ant-design/icons';
import { lazyPage } from '../i18n/lazyPage';
import type { ResourceDefinition } from './types';
import { INSTITUTION_LIST } from '../pages/listQueries';

/** Pages shared by both institution resources: the route's resource gives the scope. */
export const institutionPages = {
  list: lazyPage(() => import('../pages/institutions/InstitutionList'), 'institutions'),
  show: lazyPage(() => import('../pages/institutions/InstitutionShow'), 'institutions'),
  create: lazyPage(() => import('../pages/institutions/InstitutionCreate'), 'institutions'),
  edit: lazyPage(() => import('../pages/institutions/InstitutionEdit'), 'institutions'),
};

/** System Admin: every institution (SPEC §2 `/institutions`). */
export const institutionsResource: ResourceDefinition = {
  name: 'institutions',
  firstList: INSTITUTION_LIST,
  labelKey: 'menu.institutions',
  icon: <BankOutlined />,
  group: 'management',
  scope: 'all',
  routes: {
    list: {
      path: '/institutions',
      component: institutionPages.list,
    },
    create: { path: '/institutions/create', component: institutionPages.create },
    show: { path: '/institutions/:id', component: institutionPages.show },
    edit: { path: '/institutions/:id/edit', component: institutionPages.edit },
  },
};
