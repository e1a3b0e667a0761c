import { lazy } from 'react';
import { InboxOutlined } from '@ant-design/icons';
import type { ResourceDefinition } from './types';

/** An Institutional Admin's lockers (SPEC §2): always its own institution. */
export const lockersResource: ResourceDefinition = {
  name: 'lockers',
  labelKey: 'menu.lockers',
  icon: <InboxOutlined />,
  group: 'venue',
  scope: 'own',
  routes: {
    list: { path: '/lockers', component: lazy(() => import('../pages/lockers/LockerList')) },
    create: {
      path: '/lockers/create',
      component: lazy(() => import('../pages/lockers/LockerCreate')),
    },
    show: { path: '/lockers/:id', component: lazy(() => import('../pages/lockers/LockerShow')) },
    edit: {
      path: '/lockers/:id/edit',
      component: lazy(() => import('../pages/lockers/LockerEdit')),
    },
  },
};
