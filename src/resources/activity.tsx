import { HistoryOutlined } from '@ant-design/icons';
import { lazyPage } from '../i18n/lazyPage';
import type { ResourceDefinition } from './types';

/** One page for both activity resources: the route's resource gives the scope. */
const activityList = lazyPage(() => import('../pages/activity/ActivityList'), 'common');

/** System Admin: the audit history of every institution (issue 44). */
export const activityResource: ResourceDefinition = {
  name: 'activity',
  labelKey: 'menu.activity',
  icon: <HistoryOutlined />,
  group: 'management',
  scope: 'all',
  requires: 'audit',
  routes: { list: { path: '/activity', component: activityList } },
};

/** Institutional Admin: its own institution's audit history (the server holds it to it). */
export const activityInstitutionResource: ResourceDefinition = {
  name: 'activity_institution',
  labelKey: 'menu.activityInstitution',
  icon: <HistoryOutlined />,
  group: 'venue',
  scope: 'own',
  requires: 'audit',
  routes: { list: { path: '/activity_institution', component: activityList } },
};
