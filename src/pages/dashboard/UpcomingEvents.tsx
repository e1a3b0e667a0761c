import { Skeleton } from 'antd';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { Analytics } from '../../../contract';
import { AfterFirstData } from '../../components/AfterFirstData';
import { DashboardPanel, type PanelState } from './DashboardPanel';

const EventsTable = lazy(() => import('./EventsTable'));

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
      <AfterFirstData fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
        <EventsTable events={events} />
      </AfterFirstData>
    </DashboardPanel>
  );
}
