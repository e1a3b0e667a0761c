import { InboxOutlined } from '@ant-design/icons';
import { lazyPage } from '../i18n/lazyPage';
import type { ResourceDefinition } from './types';

/**
 * A System Admin's read-only view of one institution's lockers, reached from the institution's
 * page (not the menu). The same list component as `lockers`, in the `all` scope with the
 * institution taken from the route.
 */
export const institutionLockersResource: ResourceDefinition = {
  name: 'institution_lockers',
  labelKey: 'menu.lockers',
  icon: <InboxOutlined />,
  group: 'management',
  scope: 'all',
  hideInMenu: true,
  routes: {
    list: {
      path: '/institutions/:id/lockers',
      component: lazyPage(() => import('../pages/lockers/LockerList'), 'lockers'),
    },
  },
};
