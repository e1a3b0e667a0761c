import type { FirstListQuery } from '../../api/firstList';
import { PAGE_SIZES } from '../../components/listTable';

/** Users: the list's sort and page size when its URL holds none (the page and its route). */
export const USER_LIST_QUERY: FirstListQuery = {
  sorters: [{ field: 'name', order: 'asc' }],
  pageSize: PAGE_SIZES[0],
};
