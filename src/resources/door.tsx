import { ScanOutlined } from '@ant-design/icons';
import { lazyPage } from '../i18n/lazyPage';
import type { ResourceDefinition } from './types';

/** The door of the night (issue 43): staff, their admin, and a System Admin who picks the venue. */
export const doorResource: ResourceDefinition = {
  name: 'door',
  labelKey: 'menu.door',
  icon: <ScanOutlined />,
  group: 'venue',
  scope: 'own',
  routes: {
    list: {
      path: '/door',
      component: lazyPage(() => import('../pages/door/DoorPage'), ['door', 'purchases']),
    },
  },
};
