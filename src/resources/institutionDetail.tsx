import { BankOutlined } from '@ant-design/icons';
import { institutionPages } from './institutions';
import type { ResourceDefinition } from './types';

/**
 * Institutional Admin: its own institution (SPEC §2 `/institution_detail`), the same show page
 * and form as the System Admin's, with no id in the path (the user's institution is used).
 */
export const institutionDetailResource: ResourceDefinition = {
  name: 'institution_detail',
  labelKey: 'menu.institutionDetail',
  icon: <BankOutlined />,
  group: 'venue',
  scope: 'own',
  menuAction: 'show',
  routes: {
    show: { path: '/institution_detail', component: institutionPages.show },
    edit: { path: '/institution_detail/edit', component: institutionPages.edit },
  },
};
