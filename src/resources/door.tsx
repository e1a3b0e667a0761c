import { ScanOutlined } from '@ant-design/icons';
import { lazyPage } from '../i18n/lazyPage';
import type { ResourceDefinition } from './types';

/**
 * The door of the night (issue 43): staff, their admin, and a System Admin who picks the venue.
 * In the Home group, beside the dashboard, because a System Admin has no "My venue" group.
 */
export const doorResource: ResourceDefinition = {
  name: 'door',
  labelKey: 'menu.door',
  icon: <ScanOutlined />,
  group: 'home',
  scope: 'own',
  routes: {
    list: {
      path: '/door',
      component: lazyPage(() => import('../pages/door/DoorPage'), ['door', 'purchases']),
    },
  },
};
