import { lazy } from 'react';
import { TagsOutlined } from '@ant-design/icons';
import type { ResourceDefinition } from './types';

/** Pages shared by both ticket resources: the route's resource gives the scope. */
export const ticketPages = {
  list: lazy(() => import('../pages/tickets/TicketList')),
  show: lazy(() => import('../pages/tickets/TicketShow')),
  create: lazy(() => import('../pages/tickets/TicketCreate')),
  edit: lazy(() => import('../pages/tickets/TicketEdit')),
};

/** System Admin: every institution's ticket types (SPEC §2 `/tickets`). */
export const ticketsResource: ResourceDefinition = {
  name: 'tickets',
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
