import { ShoppingCartOutlined } from '@ant-design/icons';
import { purchasePages } from './purchase';
import type { ResourceDefinition } from './types';
import { PURCHASE_LIST } from '../pages/listQueries';

/** Institutional Admin: purchases of its own ticket types (SPEC §2 `/purchase_institution`). */
export const purchaseInstitutionResource: ResourceDefinition = {
  name: 'purchase_institution',
  firstList: PURCHASE_LIST,
  labelKey: 'menu.purchaseInstitution',
  icon: <ShoppingCartOutlined />,
  group: 'venue',
  scope: 'own',
  routes: {
    list: {
      path: '/purchase_institution',
      component: purchasePages.list,
    },
    show: { path: '/purchase_institution/:id', component: purchasePages.show },
  },
};
