import { lazyPage } from '../i18n/lazyPage';
import { DashboardOutlined } from '@ant-design/icons';
import { currentRole } from '../api/session';
import { showsFigures } from '../pages/dashboard/analyticsQuery';
import { loadCharts } from '../pages/dashboard/loadCharts';
import type { ResourceDefinition } from './types';

/**
 * The dashboard's code, and for a role that sees figures its charts' chunk at the same time:
 * requested after the page's code had run, the charts would wait a round trip more.
 */
const loadDashboard = () => {
  if (showsFigures(currentRole())) void loadCharts().catch(() => undefined);
  return import('../pages/dashboard/DashboardPage');
};

export const dashboardResource: ResourceDefinition = {
  name: 'dashboard',
  labelKey: 'menu.dashboard',
  icon: <DashboardOutlined />,
  group: 'home',
  scope: 'all',
  routes: {
    list: {
      path: '/dashboards/modern',
      component: lazyPage(loadDashboard, ['dashboard', 'purchases']),
    },
  },
};
