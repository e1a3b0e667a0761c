import { lazyPage } from '../i18n/lazyPage';
import { DashboardOutlined } from '@ant-design/icons';
import type { ResourceDefinition } from './types';

export const dashboardResource: ResourceDefinition = {
  name: 'dashboard',
  labelKey: 'menu.dashboard',
  icon: <DashboardOutlined />,
  group: 'home',
  scope: 'all',
  routes: {
    list: {
      path: '/dashboards/modern',
      component: lazyPage(
        () => import('../pages/dashboard/DashboardPage'),
        ['dashboard', 'purchases'],
      ),
    },
  },
};
