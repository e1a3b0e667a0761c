import type { TableColumnType, TableProps } from 'antd';
import { Children, isValidElement, type ReactNode } from 'react';
import { FirstRows } from './FirstRows';
import { useListControls, useLoadListControls } from './listControls';

/** A column of a ResourceTable, written as antd's `Table.Column`: only its props are read. */
export function Column<T>(props: TableColumnType<T>): null {
  void props;
  return null;
}

/** The columns written as `<Column>` children, as antd's Table reads its `Table.Column`s. */
function columnsOf<T>(children: ReactNode): TableColumnType<T>[] {
  const columns: TableColumnType<T>[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<TableColumnType<T>>(child)) return;
    columns.push({ ...child.props, key: child.key ?? child.props.key });
  });
  return columns;
}

export type ResourceTableProps<T> = TableProps<T> & { children?: ReactNode };

/**
 * A resource list's table: antd's Table once its code is in (listControls.ts), and until then
 * the same rows drawn by FirstRows, so that code is not part of the list's first load. Columns
 * come as `<Column>` children (or `columns`), with the props of antd's.
 */
export function ResourceTable<T extends object>({
  children,
  columns,
  ...props
}: ResourceTableProps<T>) {
  const controls = useListControls();
  useLoadListControls(!props.loading);
  const all = columns ?? columnsOf<T>(children);
  if (!controls) return <FirstRows<T> {...props} columns={all} />;
  const Table = controls.Table as <R>(props: TableProps<R>) => ReactNode;
  return <Table<T> {...props} columns={all} />;
}
