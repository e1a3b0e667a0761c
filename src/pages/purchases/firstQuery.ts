import type { FirstListQuery } from '../../api/firstList';
import { PAGE_SIZES } from '../../components/listTable';

/** Purchases: the list's sort and page size when its URL holds none (the page and its route). */
export const PURCHASE_LIST_QUERY: FirstListQuery = {
  sorters: [{ field: 'purchase_date', order: 'desc' }],
  pageSize: PAGE_SIZES[0],
};
