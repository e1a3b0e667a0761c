import { lazy } from 'react';
import { ShoppingCartOutlined } from '@ant-design/icons';
import type { ResourceDefinition } from './types';

/** Pages shared by both purchase resources: the route's resource gives the scope. */
export const purchasePages = {
  list: lazy(() => import('../pages/purchases/PurchaseList')),
  show: lazy(() => import('../pages/purchases/PurchaseShow')),
};

/** System Admin: every purchase (SPEC §2 `/purchase`), read only. */
export const purchaseResource: ResourceDefinition = {
  name: 'purchase',
  labelKey: 'menu.purchase',
  icon: <ShoppingCartOutlined />,
  group: 'management',
  scope: 'all',
  routes: {
    list: { path: '/purchase', component: purchasePages.list },
    show: { path: '/purchase/:id', component: purchasePages.show },
  },
};
