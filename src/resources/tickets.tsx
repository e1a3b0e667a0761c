import { TagsOutlined } from '@ant-design/icons';
import { lazyPage } from '../i18n/lazyPage';
import type { ResourceDefinition } from './types';
import { TICKET_LIST } from '../pages/listQueries';

/** Pages shared by both ticket resources: the route's resource gives the scope. */
export const ticketPages = {
  list: lazyPage(() => import('../pages/tickets/TicketList'), 'tickets'),
  show: lazyPage(() => import('../pages/tickets/TicketShow'), 'tickets'),
  create: lazyPage(() => import('../pages/tickets/TicketCreate'), 'tickets'),
  edit: lazyPage(() => import('../pages/tickets/TicketEdit'), 'tickets'),
};

/** System Admin: every institution's ticket types (SPEC §2 `/tickets`). */
export const ticketsResource: ResourceDefinition = {
  name: 'tickets',
  firstList: TICKET_LIST,
  labelKey: 'menu.tickets',
  icon: <TagsOutlined />,
  group: 'management',
  scope: 'all',
  routes: {
    list: { path: '/tickets', component: ticketPages.list },
    create: { path: '/tickets/create', component: ticketPages.create },
    show: { path: '/tickets/:id', component: ticketPages.show },
    edit: { path: '/tickets/:id/edit', component: ticketPages.edit },
  },
};
