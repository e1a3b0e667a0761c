import { InboxOutlined } from '@ant-design/icons';
import { lazyPage } from '../i18n/lazyPage';
import type { ResourceDefinition } from './types';

/** An Institutional Admin's lockers (SPEC §2): always its own institution. */
export const lockersResource: ResourceDefinition = {
  name: 'lockers',
  labelKey: 'menu.lockers',
  icon: <InboxOutlined />,
  group: 'venue',
  scope: 'own',
  routes: {
    list: {
      path: '/lockers',
      component: lazyPage(() => import('../pages/lockers/LockerList'), 'lockers'),
    },
    create: {
      path: '/lockers/create',
      component: lazyPage(() => import('../pages/lockers/LockerCreate'), 'lockers'),
    },
    show: {
      path: '/lockers/:id',
      component: lazyPage(() => import('../pages/lockers/LockerShow'), 'lockers'),
    },
    edit: {
      path: '/lockers/:id/edit',
      component: lazyPage(() => import('../pages/lockers/LockerEdit'), 'lockers'),
    },
  },
};
