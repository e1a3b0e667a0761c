import { Card, Checkbox, Descriptions, Flex, List, type ListProps, type TableProps } from 'antd';
import type { Key, ReactNode } from 'react';

/** What a list's card shows of one record: a few lines in each list page. */
export interface PhoneCard<T> {
  /** The record's name, as its first column shows it. */
  title: (row: T) => ReactNode;
  /** Its status tag (or tags), beside the title. */
  tag?: (row: T) => ReactNode;
  /** Its two most useful facts, each with the column's title as label. */
  facts: (row: T) => { label: ReactNode; value: ReactNode }[];
  /** The row's actions (the same `RowActions` as the table's). */
  actions?: (row: T) => ReactNode;
}

/** The Table props a card list reads; the columns, scroll and size are the table's alone. */
export type CardListTableProps<T> = Pick<
  TableProps<T>,
  'dataSource' | 'loading' | 'pagination' | 'onChange' | 'rowKey' | 'rowSelection' | 'locale'
>;

/**
 * A list's records as antd cards in an antd `List`, from the props of the Table it stands for on
 * a phone: the same rows (so live updates refetch it as they do the table), the same pagination
 * of `useTable` (a page or size change goes through the table's `onChange`, as the table's own
 * pager would), the same selection (a checkbox on each card) and the same empty state.
 */
export function PhoneCardList<T extends object>({
  card,
  dataSource,
  loading,
  pagination,
  onChange,
  rowKey = 'key',
  rowSelection,
  locale,
}: CardListTableProps<T> & { card: PhoneCard<T> }) {
  const rows = dataSource ? [...dataSource] : [];
  const keyOf = (row: T, index: number): Key =>
    typeof rowKey === 'function'
      ? rowKey(row, index)
      : ((row as Record<string, unknown>)[rowKey as string] as Key);
  const selected = rowSelection?.selectedRowKeys ?? [];

  const select = (key: Key, checked: boolean) => {
    const keys = checked ? [...selected, key] : selected.filter((k) => k !== key);
    const chosen = rows.filter((row, index) => keys.includes(keyOf(row, index)));
    rowSelection?.onChange?.(keys, chosen, { type: 'single' });
  };

  // The table's pager sits in a list of corners; a List's below or above, here centred.
  const { position: _corners, ...pager } = pagination || {};
  const listPagination: ListProps<T>['pagination'] = pagination
    ? {
        ...pager,
        align: 'center',
        onChange: (current, pageSize) => {
          pager.onChange?.(current, pageSize);
          onChange?.(
            { ...pager, current, pageSize },
            {},
            {},
            {
              action: 'paginate',
              currentDataSource: rows,
            },
          );
        },
      }
    : false;
  const emptyText =
    typeof locale?.emptyText === 'function' ? locale.emptyText() : locale?.emptyText;

  return (
    <List<T>
      dataSource={rows}
      loading={loading}
      pagination={listPagination}
      rowKey={(row) => keyOf(row, rows.indexOf(row))}
      locale={emptyText === undefined ? undefined : { emptyText }}
      renderItem={(row, index) => {
        const key = keyOf(row, index);
        const checkbox = rowSelection && (
          <Checkbox
            {...rowSelection.getCheckboxProps?.(row)}
            checked={selected.includes(key)}
            onChange={(event) => select(key, event.target.checked)}
          />
        );
        const actions = card.actions?.(row);
        return (
          <List.Item>
            <Card
              size="small"
              style={{ width: '100%' }}
              // A long name wraps rather than ending in an ellipsis: a card has the room.
              styles={{ title: { whiteSpace: 'normal' } }}
              title={
                <Flex gap={8} align="center">
                  {checkbox}
                  <span>{card.title(row)}</span>
                </Flex>
              }
              extra={card.tag?.(row)}
              actions={
                actions
                  ? [
                      <Flex key="actions" justify="center">
                        {actions}
                      </Flex>,
                    ]
                  : undefined
              }
            >
              <Descriptions
                size="small"
                column={1}
                items={card.facts(row).map((fact, n) => ({
                  key: n,
                  label: fact.label,
                  children: fact.value,
                }))}
              />
            </Card>
          </List.Item>
        );
      }}
    />
  );
}
