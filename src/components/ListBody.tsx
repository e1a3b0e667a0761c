import { Space, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { ListEmpty, type ListEmptyProps } from './EmptyState';
import { ErrorState, type ErrorStateProps } from './ErrorState';
import { ListSearch } from './ListSearch';
import { hasActiveFilters, withPageSizes } from './listTable';
import { ChosenTable, choosableColumns } from './listViews/ChosenTable';
import {
  ListViewControls,
  type ListViewControlsProps,
  type ViewTable,
} from './listViews/ListViewControls';
import { TableOrCards, type TableOrCardsProps } from './TableOrCards';

/** What the body needs of `useTable`'s result: its Table props, its query and its filters. */
export interface ListBodyTable<T> extends ViewTable {
  tableProps: TableProps<T>;
  tableQuery: { isError: boolean; error?: ErrorStateProps['error']; refetch: () => unknown };
}

export interface ListBodyProps<T> extends Omit<TableOrCardsProps<T>, 'locale'> {
  /** The page's `useTable` result, the one its header buttons read too. */
  table: ListBodyTable<T>;
  /** The search box's placeholder; without it the list has no search box. */
  searchPlaceholder?: string;
  /** The page's own filters, between the search box and the view controls. */
  filterControls?: ReactNode;
  /**
   * The column chooser, offering the choosable columns by their own titles, and the saved views;
   * without them every column shows.
   */
  views?: Omit<ListViewControlsProps, 'table' | 'columns'>;
  /** The pager's total ("23 institutions"). */
  total?: (count: number) => ReactNode;
  /** The empty list's texts and Create action; "Clear filters" comes with any filter. */
  empty: Omit<ListEmptyProps, 'filtered' | 'onClearFilters'>;
}

/**
 * A resource list page's body under its header: the search, filters and view controls, then the
 * table (cards on a phone) with page sizes and the empty state, or the failed load with Retry.
 * Every prop of the Table beyond these passes through and wins over the defaults.
 */
export function ListBody<T extends object>({
  table,
  searchPlaceholder,
  filterControls,
  views,
  total,
  empty,
  children,
  ...tableOrCards
}: ListBodyProps<T>) {
  const { tableProps, tableQuery, filters, setFilters, setCurrentPage } = table;
  const props: TableOrCardsProps<T> = {
    ...tableProps,
    rowKey: 'id',
    scroll: { x: true },
    pagination: withPageSizes(tableProps.pagination, total),
    ...tableOrCards,
    locale: {
      emptyText: (
        <ListEmpty
          filtered={hasActiveFilters(filters)}
          onClearFilters={() => {
            setFilters([], 'replace');
            setCurrentPage(1);
          }}
          {...empty}
        />
      ),
    },
  };
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        {searchPlaceholder !== undefined && (
          <ListSearch {...table} placeholder={searchPlaceholder} />
        )}
        {filterControls}
        {views && (
          <ListViewControls
            table={table}
            columns={choosableColumns(children, views.choice)}
            {...views}
          />
        )}
      </Space>
      {tableQuery.isError ? (
        <ErrorState error={tableQuery.error} onRetry={() => void tableQuery.refetch()} />
      ) : views ? (
        <ChosenTable<T> choice={views.choice} {...props}>
          {children}
        </ChosenTable>
      ) : (
        <TableOrCards<T> {...props}>{children}</TableOrCards>
      )}
    </>
  );
}
