import { lazy } from 'react';
import { TeamOutlined } from '@ant-design/icons';
import type { ResourceDefinition } from './types';

/** SPEC §2 System Admin routes `/users`, `/users/{id}`, `/users/{id}/edit`, `/users/create`. */
export const usersResource: ResourceDefinition = {
  name: 'users',
  labelKey: 'menu.users',
  icon: <TeamOutlined />,
  group: 'management',
  scope: 'all',
  routes: {
    list: { path: '/users', component: lazy(() => import('../pages/users/UserList')) },
    create: { path: '/users/create', component: lazy(() => import('../pages/users/UserCreate')) },
    show: { path: '/users/:id', component: lazy(() => import('../pages/users/UserShow')) },
    edit: { path: '/users/:id/edit', component: lazy(() => import('../pages/users/UserEdit')) },
  },
};
