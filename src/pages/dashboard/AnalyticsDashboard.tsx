import { useOne, type HttpError } from '@refinedev/core';
import { Alert, Col, Flex, Row, Typography, theme } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Analytics } from '../../../contract';
import { useServerCapabilities } from '../../api/serverIdentity';
import { PageLoading } from '../../layout/PageLoading';
import { useChartLook } from './chartLook';
import { DashboardPanel, type PanelState } from './DashboardPanel';
import { BestSellersList } from './BestSellers';
import {
  bestSellerData,
  hasSales,
  monthlyData,
  periodBestSellerData,
  periodSeriesData,
  periodStatusData,
  statusData,
} from './dashboardData';
import { LazyChart } from './LazyCharts';
import { ANALYTICS_FRESH_MS, ANALYTICS_RESOURCE } from './analyticsQuery';
import { analyticsId } from './period';
import { PeriodBar } from './PeriodBar';
import { StatCards } from './StatCards';
import { UpcomingEvents } from './UpcomingEvents';
import { usePeriod } from './usePeriod';

/** The server refuses this role the figures (legacy: 403 to Institutional Staff). */
const isRefusal = (error: unknown): boolean => (error as HttpError | null)?.statusCode === 403;

// Only a refused role sees it: the other roles do not download it.
const RefusedFiguresPage = lazy(() => import('./RefusedFiguresPage'));

/**
 * Six figures, four charts and the upcoming events, from one `users/dashboard/analytics` call.
 * What the legacy server lacks (monthly series, status counts, capacity) is hidden, not faked.
 * The period of the URL (all time without one) is asked for only from a server that takes it
 * (its capabilities); each figure and chart then shows the previous period beside it.
 */
export default function AnalyticsDashboard() {
  const { t, i18n } = useTranslation(['dashboard', 'purchases']);
  const look = useChartLook();
  const { token } = theme.useToken();
  const server = useServerCapabilities();
  const periods = server.data?.analyticsPeriods ?? false;
  const [urlPeriod, setPeriod] = usePeriod();
  const period = periods ? urlPeriod : null;
  const { result, query } = useOne<Analytics & { id?: string }>({
    // The analytics resource has one record per period: the figures of the caller's scope.
    resource: ANALYTICS_RESOURCE,
    id: analyticsId(period),
    // All time is the same call on either server; a period waits to know the server takes it.
    queryOptions: { enabled: !urlPeriod || server.isFetched, staleTime: ANALYTICS_FRESH_MS },
    // A refusal gets its own page, not an error toast; other errors keep Refine's.
    errorNotification: (error) => (isRefusal(error) ? false : undefined),
  });
  const data = query.isError ? undefined : result;
  const state: PanelState = {
    loading: query.isLoading || query.isPending,
    error: query.isError ? query.error : null,
    onRetry: () => void query.refetch(),
  };
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const previous = data?.period ? data.previous : undefined;
  const unit = data?.period?.unit;
  const monthly = data?.period ? periodSeriesData(data, t, lng) : monthlyData(data, lng);
  const statuses = previous ? periodStatusData(data, t, look) : statusData(data, t, look);
  const bestSellers = previous ? periodBestSellerData(data, t) : bestSellerData(data, t);
  const seriesTitle = (chart: 'revenue' | 'ticketsSold') =>
    t(unit === 'day' ? `charts.${chart}Day` : `charts.${chart}`);
  const seriesEmpty = t(data?.period ? 'empty.period' : 'empty.monthly');
  // While loading every panel shows its skeleton; once loaded a series the server did not send
  // (legacy) hides its chart.
  const showMonthly = state.loading || Boolean(state.error) || monthly !== undefined;
  const showStatuses = state.loading || Boolean(state.error) || statuses !== undefined;
  const institution = data?.institution ?? null;

  if (query.isError && isRefusal(query.error)) {
    return (
      <Suspense fallback={<PageLoading />}>
        <RefusedFiguresPage />
      </Suspense>
    );
  }

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading2 }}>
          {institution ? t('titleInstitution', { name: institution.name }) : t('title')}
        </Typography.Title>
        {data && (
          <Typography.Text type="secondary">
            {institution ? t('subtitleInstitution') : t('subtitle')}
          </Typography.Text>
        )}
      </div>
      {server.data && !periods && <Alert type="info" showIcon message={t('period.unsupported')} />}
      {periods && <PeriodBar period={period} previous={previous?.period} onChange={setPeriod} />}
      <StatCards
        data={data}
        state={state}
        scope={institution ? 'institution' : 'platform'}
        previous={previous}
      />
      <Row gutter={[16, 16]}>
        {showMonthly && (
          <>
            <Col xs={24} xl={12}>
              <DashboardPanel
                title={seriesTitle('revenue')}
                state={state}
                empty={!monthly || !hasSales(monthly)}
                emptyText={seriesEmpty}
              >
                <LazyChart name="RevenueChart" data={monthly ?? []} look={look} />
              </DashboardPanel>
            </Col>
            <Col xs={24} xl={12}>
              <DashboardPanel
                title={seriesTitle('ticketsSold')}
                state={state}
                empty={!monthly || !hasSales(monthly)}
                emptyText={seriesEmpty}
              >
                <LazyChart name="TicketsSoldChart" data={monthly ?? []} look={look} />
              </DashboardPanel>
            </Col>
          </>
        )}
        {showStatuses && (
          <Col xs={24} xl={10}>
            <DashboardPanel
              title={t('charts.byStatus')}
              state={state}
              empty={!statuses || statuses.length === 0}
              emptyText={t('empty.byStatus')}
            >
              <LazyChart name="StatusChart" data={statuses ?? []} look={look} />
            </DashboardPanel>
          </Col>
        )}
        <Col xs={24} xl={showStatuses ? 14 : 24}>
          <DashboardPanel
            title={t('charts.bestSelling')}
            state={state}
            empty={bestSellers.length === 0}
            emptyText={t('empty.bestSelling')}
          >
            <LazyChart
              name="BestSellersChart"
              data={bestSellers}
              look={look}
              compare={previous !== undefined}
            />
            <BestSellersList products={data?.bestSellingProducts ?? []} />
          </DashboardPanel>
        </Col>
        <Col xs={24}>
          <UpcomingEvents data={data} state={state} />
        </Col>
      </Row>
    </Flex>
  );
}
