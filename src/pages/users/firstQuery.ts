import type { FirstListQuery } from '../../api/firstList';

/** Users: the list's sort and page size when its URL holds none (the page and its route). */
export const USER_LIST_QUERY: FirstListQuery = {
  sorters: [{ field: 'name', order: 'asc' }],
  pageSize: 10,
};
