import { TagsOutlined } from '@ant-design/icons';
import { ticketPages } from './tickets';
import type { ResourceDefinition } from './types';
import { TICKET_LIST } from '../pages/listQueries';

/** Institutional Admin: its own institution's ticket types (SPEC §2 `/tickets_institution`). */
export const ticketsInstitutionResource: ResourceDefinition = {
  name: 'tickets_institution',
  firstList: TICKET_LIST,
  labelKey: 'menu.ticketsInstitution',
  icon: <TagsOutlined />,
  group: 'venue',
  scope: 'own',
  routes: {
    list: {
      path: '/tickets_institution',
      component: ticketPages.list,
    },
    create: { path: '/tickets_institution/create', component: ticketPages.create },
    show: { path: '/tickets_institution/:id', component: ticketPages.show },
    edit: { path: '/tickets_institution/:id/edit', component: ticketPages.edit },
  },
};
