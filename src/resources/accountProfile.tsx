import { lazyPage } from '../i18n/lazyPage';
import { UserOutlined } from '@ant-design/icons';
import type { ResourceDefinition } from './types';

export const accountProfileResource: ResourceDefinition = {
  name: 'account-profile',
  labelKey: 'menu.accountProfile',
  icon: <UserOutlined />,
  group: 'account',
  scope: 'own',
  routes: {
    list: {
      path: '/account-profile',
      component: lazyPage(() => import('../pages/account-profile/AccountProfilePage'), 'users'),
    },
  },
};
