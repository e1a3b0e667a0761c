import { Table } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Analytics } from '../../../contract';
import { formatCurrency, formatDate } from '../../i18n/format';

export type UpcomingEvent = NonNullable<Analytics['upcomingEvents']>[number];

/** The upcoming events as a table: its own chunk (antd's Table), loaded after the figures. */
export default function EventsTable({ events }: { events: UpcomingEvent[] }) {
  const { t } = useTranslation('dashboard');
  // On a phone the table scrolls sideways and has nothing focusable: its scroller takes the focus,
  // so arrows can scroll it (axe: scrollable-region-focusable). antd takes no props for it.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const scroller = box.current?.querySelector('.ant-table-content');
    if (scroller && !scroller.hasAttribute('tabindex')) {
      scroller.setAttribute('tabindex', '0');
      scroller.setAttribute('aria-label', t('upcoming.title'));
    }
  });
  return (
    <div ref={box}>
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
    </div>
  );
}
