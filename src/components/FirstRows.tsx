import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import { Spin, theme, type TableColumnType, type TableProps } from 'antd';
import { isValidElement, type CSSProperties, type Key, type ReactNode } from 'react';
import { valueAt, type Path } from './valueAt';

/** A cell as antd would render it: `render`'s node (or its `{ children }`), else the value. */
function cellOf<T>(column: TableColumnType<T>, row: T, index: number): ReactNode {
  const value = valueAt(row as object, column.dataIndex as Path);
  if (!column.render) return value as ReactNode;
  const drawn = column.render(value, row, index) as unknown;
  if (drawn && typeof drawn === 'object' && !isValidElement(drawn) && 'children' in drawn)
    return (drawn as { children?: ReactNode }).children;
  return drawn as ReactNode;
}

const keyOf = <T,>(row: T, index: number, rowKey: TableProps<T>['rowKey']): Key => {
  if (typeof rowKey === 'function') return rowKey(row, index);
  return valueAt(row as object, String(rowKey ?? 'key')) as Key;
};

const title = <T,>(column: TableColumnType<T>): ReactNode =>
  typeof column.title === 'function' ? null : column.title;

const alignOf = (align: TableColumnType<unknown>['align']): CSSProperties['textAlign'] =>
  align === 'left' || align === 'right' ? align : (align ?? 'start');

/**
 * The rows of a list's table, drawn without antd's Table while its code loads (ResourceTable.tsx):
 * the same columns, cells, sort arrows and empty text, at antd's sizes and colours, so the swap
 * barely moves anything (and, drawing nothing larger, adds no later largest contentful paint).
 * Inert: it cannot be sorted, paged or selected, and a click never lands on a control
 * that is about to be replaced. No pagination or checkboxes yet; the selection column keeps its
 * place.
 */
export function FirstRows<T extends object>({
  columns = [],
  dataSource,
  rowKey,
  rowSelection,
  loading,
  locale,
  pagination,
  scroll,
  size,
}: Omit<TableProps<T>, 'columns'> & { columns?: TableColumnType<T>[] }) {
  const { token } = theme.useToken();
  const line = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  // antd's cell paddings for the table's size.
  const cell: CSSProperties = {
    paddingBlock:
      size === 'small' ? token.paddingXS : size === 'middle' ? token.paddingSM : token.padding,
    paddingInline: size === 'small' || size === 'middle' ? token.paddingXS : token.padding,
    borderBottom: line,
    overflowWrap: 'break-word',
  };
  const head: CSSProperties = {
    ...cell,
    background: token.colorFillAlter,
    color: token.colorTextHeading,
    fontWeight: token.fontWeightStrong,
  };
  const selectionCell: CSSProperties = {
    width: token.controlHeight,
    paddingInlineEnd: token.paddingXS,
  };
  // The sorted column is shaded, as antd shades it.
  const orderOf = (column: TableColumnType<T>) => column.sortOrder ?? column.defaultSortOrder;
  const sorted = (column: TableColumnType<T>) => Boolean(orderOf(column));
  // A sortable header has antd's arrows (same widths, so the columns do not move at the swap).
  const arrows = (column: TableColumnType<T>) => {
    const order = orderOf(column);
    const colour = (active: boolean) => (active ? token.colorPrimary : token.colorIcon);
    return (
      <span
        aria-hidden
        style={{
          display: 'inline-flex',
          flexDirection: 'column',
          alignItems: 'center',
          marginInlineStart: token.marginXXS,
          fontSize: token.fontSizeIcon,
        }}
      >
        <CaretUpOutlined style={{ color: colour(order === 'ascend') }} />
        <CaretDownOutlined style={{ color: colour(order === 'descend'), marginTop: '-0.3em' }} />
      </span>
    );
  };
  const span = columns.length + (rowSelection ? 1 : 0);
  // A client-paged table (no total from the server) holds every row: draw its first page only.
  const pageSize = pagination ? (pagination.pageSize ?? 10) : undefined;
  const rows =
    (pagination && pagination.total === undefined ? dataSource?.slice(0, pageSize) : dataSource) ??
    [];
  const busy = Boolean(loading);
  const empty = locale?.emptyText;

  return (
    <div inert style={{ overflowX: 'auto' }} data-first-rows="">
      <table
        aria-busy={busy}
        style={{
          // As antd's Table lays itself out with and without `scroll.x`.
          ...(scroll?.x === true ? { width: 'auto', minWidth: '100%' } : { width: '100%' }),
          borderCollapse: 'separate',
          borderSpacing: 0,
          background: token.colorBgContainer,
          color: token.colorText,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          textAlign: 'start',
        }}
      >
        <thead>
          <tr>
            {rowSelection ? (
              <th
                style={{ ...head, ...selectionCell, borderStartStartRadius: token.borderRadiusLG }}
              />
            ) : null}
            {columns.map((column, index) => (
              <th
                key={String(column.key ?? index)}
                scope="col"
                style={{
                  ...head,
                  ...(sorted(column) ? { background: token.colorFillSecondary } : {}),
                  textAlign: alignOf(column.align),
                  ...(index === 0 && !rowSelection
                    ? { borderStartStartRadius: token.borderRadiusLG }
                    : {}),
                  ...(index === columns.length - 1
                    ? { borderStartEndRadius: token.borderRadiusLG }
                    : {}),
                }}
              >
                {column.sorter ? (
                  <div style={{ display: 'flex', alignItems: 'center' }}>
                    <span style={{ flex: 1, minWidth: 0 }}>{title(column)}</span>
                    {arrows(column)}
                  </div>
                ) : (
                  title(column)
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {busy || rows.length === 0 ? (
            <tr>
              <td
                colSpan={span}
                style={{ ...cell, textAlign: 'center', paddingBlock: token.paddingLG }}
              >
                {busy ? <Spin /> : typeof empty === 'function' ? empty() : empty}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => {
              const key = keyOf(row, index, rowKey);
              return (
                <tr key={key} data-row-key={key}>
                  {rowSelection ? <td style={{ ...cell, ...selectionCell }} /> : null}
                  {columns.map((column, at) => (
                    <td
                      key={String(column.key ?? at)}
                      style={{
                        ...cell,
                        ...(sorted(column) ? { background: token.colorFillAlter } : {}),
                        textAlign: alignOf(column.align),
                      }}
                    >
                      {cellOf(column, row, index)}
                    </td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
