import type { FirstListQuery } from '../api/listPrefetch';

// Each list page's first query, shared by the page's useTable and the menu's prefetch
// (src/api/listPrefetch.ts) so both ask for the same page under the same key.

export const PURCHASE_LIST: FirstListQuery = {
  sorters: [{ field: 'purchase_date', order: 'desc' }],
  pageSize: 10,
};
export const USER_LIST: FirstListQuery = {
  sorters: [{ field: 'name', order: 'asc' }],
  pageSize: 10,
};
export const INSTITUTION_LIST: FirstListQuery = {
  sorters: [{ field: 'name', order: 'asc' }],
  pageSize: 10,
};
export const TICKET_LIST: FirstListQuery = {
  sorters: [{ field: 'ticket_id', order: 'desc' }],
  pageSize: 10,
};
