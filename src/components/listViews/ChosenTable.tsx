import { Children, cloneElement, isValidElement, type ReactNode } from 'react';
import { TableOrCards, type TableOrCardsProps } from '../TableOrCards';
import type { ColumnChoice, ColumnOption } from './useColumnChoice';

/** `Children.toArray` prefixes each key (".$status"): the column's own key. */
const columnKey = (key: string | number | bigint | null) => String(key ?? '').replace(/^\.\$/, '');

/**
 * antd's Table with the `<Table.Column>` children the user chose (ColumnChooser). A column whose
 * key is not one of the choice's (the row actions) is always shown. Given a `card`, a phone shows
 * the records as cards instead (TableOrCards).
 */
export function ChosenTable<T extends object>({
  choice,
  children,
  ...props
}: TableOrCardsProps<T> & { choice: ColumnChoice }) {
  const columns = Children.toArray(children).flatMap((child) => {
    if (!isValidElement(child)) return [child];
    const key = columnKey(child.key);
    if (choice.keys.includes(key) && !choice.shows(key)) return [];
    // The column's own key back: antd hands it to Refine as the sorter's field.
    return [cloneElement(child, { key })];
  });
  return <TableOrCards<T> {...props}>{columns}</TableOrCards>;
}

/**
 * The column chooser's options: the key and title of each `<Table.Column>` child the choice may
 * hide, in the table's order, so that a column is named in one place only.
 */
export function choosableColumns(children: ReactNode, choice: ColumnChoice): ColumnOption[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<{ title?: unknown }>(child)) return [];
    const key = columnKey(child.key);
    const { title } = child.props;
    return choice.keys.includes(key) && typeof title === 'string' ? [{ key, title }] : [];
  });
}
