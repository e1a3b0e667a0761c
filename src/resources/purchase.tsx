import { lazyPage } from '../i18n/lazyPage';
import { ShoppingCartOutlined } from '@ant-design/icons';
import type { ResourceDefinition } from './types';
import { PURCHASE_LIST } from '../pages/listQueries';

/** Pages shared by both purchase resources: the route's resource gives the scope. */
export const purchasePages = {
  list: lazyPage(() => import('../pages/purchases/PurchaseList'), 'purchases'),
  show: lazyPage(() => import('../pages/purchases/PurchaseShow'), 'purchases'),
};

/** System Admin: every purchase (SPEC §2 `/purchase`), read only. */
export const purchaseResource: ResourceDefinition = {
  name: 'purchase',
  firstList: PURCHASE_LIST,
  labelKey: 'menu.purchase',
  icon: <ShoppingCartOutlined />,
  group: 'management',
  scope: 'all',
  routes: {
    list: { path: '/purchase', component: purchasePages.list },
    show: { path: '/purchase/:id', component: purchasePages.show },
  },
};
