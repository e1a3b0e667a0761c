import type { FirstListQuery } from '../../api/firstList';

/** Ticket types: the list's sort and page size when its URL holds none (the page and its route). */
export const TICKET_LIST_QUERY: FirstListQuery = {
  sorters: [{ field: 'ticket_id', order: 'desc' }],
  pageSize: 10,
};
