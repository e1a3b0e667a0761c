import { Table, type TableProps } from 'antd';
import { usePhone } from '../hooks/useScreenAtLeast';
import { PhoneCardList, type PhoneCard } from './PhoneCardList';

export type TableOrCardsProps<T> = TableProps<T> & {
  /** What a record's card shows on a phone; without it the table stays on every screen. */
  card?: PhoneCard<T>;
};

/** A list's antd Table, or on a phone (`usePhone`) its records as cards from the same props. */
export function TableOrCards<T extends object>({ card, ...table }: TableOrCardsProps<T>) {
  const phone = usePhone();
  if (phone && card) {
    const { dataSource, loading, pagination, onChange, rowKey, rowSelection, locale } = table;
    return (
      <PhoneCardList<T>
        card={card}
        {...{ dataSource, loading, pagination, onChange, rowKey, rowSelection, locale }}
      />
    );
  }
  return <Table<T> {...table} />;
}
