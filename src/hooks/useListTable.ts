import {
  getDefaultSortOrder as coreSortOrder,
  useLiveMode,
  useTable,
  type BaseRecord,
  type CrudSort,
  type HttpError,
  type useTableProps,
} from '@refinedev/core';
import type { TablePaginationConfig, TableProps } from 'antd';
import type { SorterResult, SortOrder } from 'antd/es/table/interface';
import { createElement, type ReactNode } from 'react';
import { useLoadListControls } from '../components/listControls';
import { PaginationLink } from '../components/PaginationLink';
import { useScreenAtLeast } from './useScreenAtLeast';

type Sorter<T> = SorterResult<T> | SorterResult<T>[];

/** antd's sorter state as Refine sorters: the column's key (else its data path) and asc/desc. */
export function sortersFromTable<T>(sorter: Sorter<T>): CrudSort[] {
  return (Array.isArray(sorter) ? sorter : [sorter]).flatMap((item) => {
    if (!item.order || item.field === undefined) return [];
    const field = Array.isArray(item.field) ? item.field.join('.') : String(item.field);
    return [
      {
        field: String(item.columnKey ?? field),
        order: item.order === 'ascend' ? ('asc' as const) : ('desc' as const),
      },
    ];
  });
}

/** A column's sort order in antd's terms, from the list's sorters. */
export function getDefaultSortOrder(field: string, sorters?: CrudSort[]): SortOrder | undefined {
  const order = coreSortOrder(field, sorters);
  return order ? `${order}end` : undefined;
}

/**
 * Refine's core `useTable` with the props of an antd Table: rows, loading, pagination whose page
 * links are real links (syncWithLocation), and sort and page changes passed back to Refine. What
 * @refinedev/antd's `useTable` does for the console's lists (they filter from the toolbar, not
 * from column menus, and have no search form), without that package: it ships as one module, and
 * any import of it put all of it, with antd's Form and dayjs, in every list's first load
 * (docs/performance.md part 1).
 */
export function useListTable<T extends BaseRecord = BaseRecord>(
  props: useTableProps<T, HttpError, T> = {},
) {
  const table = useTable<T, HttpError, T>(props);
  const {
    tableQuery,
    currentPage,
    setCurrentPage,
    pageSize,
    setPageSize,
    sorters,
    setSorters,
    filters,
    createLinkForSyncWithLocation,
  } = table;
  const liveMode = useLiveMode(props.liveMode);
  const small = !useScreenAtLeast('sm');
  const paged = props.pagination?.mode !== 'off';

  // antd's Table and the toolbar's Select, once the first rows (or the error) are on screen.
  useLoadListControls(!tableQuery.isLoading);

  const linkTo = (page: number) =>
    createLinkForSyncWithLocation({
      pagination: { pageSize, currentPage: page },
      sorters,
      filters,
    });
  const itemRender: TablePaginationConfig['itemRender'] = (page, type, element) => {
    if (type === 'page') return createElement(PaginationLink, { to: linkTo(page), element: page });
    if (type === 'prev' || type === 'next')
      return createElement(PaginationLink, { to: linkTo(page), element });
    if (type === 'jump-prev' || type === 'jump-next') {
      const children = (element as { props?: { children?: ReactNode } } | null)?.props?.children;
      return createElement(PaginationLink, { to: linkTo(page), element: children ?? element });
    }
    return element;
  };

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter) => {
    if (Array.isArray(sorter) || Object.keys(sorter).length > 0)
      setSorters(sortersFromTable(sorter));
    if (paged) {
      setCurrentPage(pagination.current || 1);
      setPageSize(pagination.pageSize || 10);
    }
  };

  const tableProps: TableProps<T> = {
    dataSource: tableQuery.data?.data,
    loading: liveMode === 'auto' ? tableQuery.isLoading : !tableQuery.isFetched,
    onChange,
    pagination: paged
      ? {
          itemRender,
          pageSize,
          current: currentPage,
          simple: small,
          position: small ? ['bottomCenter'] : ['bottomRight'],
          total: tableQuery.data?.total,
        }
      : false,
    scroll: { x: true },
  };
  return { ...table, tableProps };
}
