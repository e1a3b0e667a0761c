import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Analytics } from '../../../contract';
import { formatCurrency, formatDate } from '../../i18n/format';
import { DashboardPanel, type PanelState } from './DashboardPanel';

type Event = NonNullable<Analytics['upcomingEvents']>[number];

/** The next dated ticket types (name, date, venue, price), as the server picks them. */
export function UpcomingEvents({ data, state }: { data?: Analytics; state: PanelState }) {
  const { t } = useTranslation('dashboard');
  const events = data?.upcomingEvents ?? [];
  return (
    <DashboardPanel
      title={t('upcoming.title')}
      state={state}
      empty={events.length === 0}
      emptyText={t('empty.upcoming')}
    >
      <Table<Event>
        dataSource={events}
        rowKey={(e) => `${e.eventName}|${e.eventDate}|${e.venue}`}
        pagination={false}
        size="small"
        scroll={{ x: true }}
      >
        <Table.Column<Event> dataIndex="eventName" title={t('upcoming.name')} />
        <Table.Column<Event>
          dataIndex="eventDate"
          title={t('upcoming.date')}
          render={(value: string) => formatDate(value)}
        />
        <Table.Column<Event> dataIndex="venue" title={t('upcoming.venue')} />
        <Table.Column<Event>
          dataIndex="ticketPrice"
          title={t('upcoming.price')}
          align="end"
          render={(value: string) => formatCurrency(value)}
        />
      </Table>
    </DashboardPanel>
  );
}
