import { lazyPage } from '../i18n/lazyPage';
import { TeamOutlined } from '@ant-design/icons';
import type { ResourceDefinition } from './types';
import { USER_LIST } from '../pages/listQueries';

/** SPEC §2 System Admin routes `/users`, `/users/{id}`, `/users/{id}/edit`, `/users/create`. */
export const usersResource: ResourceDefinition = {
  name: 'users',
  firstList: USER_LIST,
  labelKey: 'menu.users',
  icon: <TeamOutlined />,
  group: 'management',
  scope: 'all',
  routes: {
    list: {
      path: '/users',
      component: lazyPage(() => import('../pages/users/UserList'), 'users'),
    },
    create: {
      path: '/users/create',
      component: lazyPage(() => import('../pages/users/UserCreate'), 'users'),
    },
    show: {
      path: '/users/:id',
      component: lazyPage(() => import('../pages/users/UserShow'), 'users'),
    },
    edit: {
      path: '/users/:id/edit',
      component: lazyPage(() => import('../pages/users/UserEdit'), 'users'),
    },
  },
};
