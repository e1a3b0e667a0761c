import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Analytics } from '../../../contract';
import { formatCurrency, formatDate } from '../../i18n/format';

export type UpcomingEvent = NonNullable<Analytics['upcomingEvents']>[number];

/** The upcoming events as a table: its own chunk (antd's Table), loaded after the figures. */
export default function EventsTable({ events }: { events: UpcomingEvent[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Table<UpcomingEvent>
      dataSource={events}
      rowKey={(e) => `${e.eventName}|${e.eventDate}|${e.venue}`}
      pagination={false}
      size="small"
      scroll={{ x: true }}
    >
      <Table.Column<UpcomingEvent> dataIndex="eventName" title={t('upcoming.name')} />
      <Table.Column<UpcomingEvent>
        dataIndex="eventDate"
        title={t('upcoming.date')}
        render={(value: string) => formatDate(value)}
      />
      <Table.Column<UpcomingEvent> dataIndex="venue" title={t('upcoming.venue')} />
      <Table.Column<UpcomingEvent>
        dataIndex="ticketPrice"
        title={t('upcoming.price')}
        align="end"
        render={(value: string) => formatCurrency(value)}
      />
    </Table>
  );
}
