import type { FirstListQuery } from '../../api/firstList';
import { PAGE_SIZES } from '../../components/listTable';

/** Ticket types: the list's sort and page size when its URL holds none (the page and its route). */
export const TICKET_LIST_QUERY: FirstListQuery = {
  sorters: [{ field: 'ticket_id', order: 'desc' }],
  pageSize: PAGE_SIZES[0],
};
