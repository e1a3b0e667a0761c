import type { TableColumnType, TableProps } from 'antd';
import { Children, isValidElement, type ReactNode } from 'react';
import { FirstRows } from './FirstRows';
import { useListControls, useLoadListControls } from './listControls';
import { RowLinksProvider } from './rowLinks';

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

/**
 * A page, sort or filter answered within this time shows its new rows without the spinner over
 * the old ones in between: its blur restyles every row, and a flash of it tells the user nothing.
 * A table with no rows yet shows it at once: it is the only sign that rows are coming.
 */
export const SPIN_DELAY_MS = 200;

const delayedSpin = (
  loading: TableProps['loading'],
  rows: readonly unknown[] | undefined,
): TableProps['loading'] =>
  typeof loading === 'boolean' && rows?.length
    ? { spinning: loading, delay: SPIN_DELAY_MS }
    : loading;

/**
 * antd scrolls a table with `scroll` back to its first row on every change, by animating the
 * body's scrollTop for 450 ms. Without `y` the body does not scroll up and down: the animation
 * only forces layouts while the new rows render.
 */
const noScrollBack = (scroll: TableProps['scroll']): TableProps['scroll'] =>
  scroll && scroll.y === undefined && scroll.scrollToFirstRowOnChange === undefined
    ? { ...scroll, scrollToFirstRowOnChange: false }
    : scroll;

export type ResourceTableProps<T> = TableProps<T> & {
  children?: ReactNode;
  /**
   * The rows have Show or Edit buttons (RowLinkButtons): their links are worked out once for the
   * table (rowLinks.tsx), for `resource` (the buttons' `resource`; by default the route's).
   */
  rowLinks?: { resource?: string };
};

/**
 * A resource list's table: antd's Table once its code is in (listControls.ts), and until then
 * the same rows drawn by FirstRows, so that code is not part of the list's first load. Columns
 * come as `<Column>` children (or `columns`), with the props of antd's. The rows' Show and Edit
 * buttons take their links from the table (rowLinks.tsx).
 */
export function ResourceTable<T extends object>({
  children,
  columns,
  rowLinks,
  ...props
}: ResourceTableProps<T>) {
  const controls = useListControls();
  useLoadListControls(!props.loading);
  const all = columns ?? columnsOf<T>(children);
  const Table = controls?.Table as (<R>(props: TableProps<R>) => ReactNode) | undefined;
  const table = Table ? (
    <Table<T>
      {...props}
      loading={delayedSpin(props.loading, props.dataSource)}
      scroll={noScrollBack(props.scroll)}
      columns={all}
    />
  ) : (
    <FirstRows<T> {...props} columns={all} />
  );
  if (!rowLinks) return table;
  return <RowLinksProvider resource={rowLinks.resource}>{table}</RowLinksProvider>;
}
