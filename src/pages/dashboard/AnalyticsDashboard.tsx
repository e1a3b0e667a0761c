import { useOne, type HttpError } from '@refinedev/core';
import { Col, Flex, Row, Typography, theme } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Analytics } from '../../../contract';
import { PageLoading } from '../../layout/PageLoading';
import { useChartLook } from './chartLook';
import { DashboardPanel, type PanelState } from './DashboardPanel';
import { BestSellersList } from './BestSellers';
import { bestSellerData, hasSales, monthlyData, statusData } from './dashboardData';
import { LazyChart } from './LazyCharts';
import { StatCards } from './StatCards';
import { UpcomingEvents } from './UpcomingEvents';

/** The analytics resource has one record: the figures of the caller's scope. */
const ANALYTICS_ID = 'current';

/** The server refuses this role the figures (legacy: 403 to Institutional Staff). */
const isRefusal = (error: unknown): boolean => (error as HttpError | null)?.statusCode === 403;

// Only a refused role sees it: the other roles do not download it.
const RefusedFiguresPage = lazy(() => import('./RefusedFiguresPage'));

/**
 * Six figures, four charts and the upcoming events, from one `users/dashboard/analytics` call.
 * What the legacy server lacks (monthly series, status counts, capacity) is hidden, not faked.
 */
export default function AnalyticsDashboard() {
  const { t, i18n } = useTranslation(['dashboard', 'purchases']);
  const look = useChartLook();
  const { token } = theme.useToken();
  const { result, query } = useOne<Analytics & { id?: string }>({
    resource: 'analytics',
    id: ANALYTICS_ID,
    // A refusal gets its own page, not an error toast; other errors keep Refine's.
    errorNotification: (error) => (isRefusal(error) ? false : undefined),
  });
  const data = query.isError ? undefined : result;
  const state: PanelState = {
    loading: query.isLoading,
    error: query.isError ? query.error : null,
    onRetry: () => void query.refetch(),
  };
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const monthly = monthlyData(data, lng);
  const statuses = statusData(data, t, look);
  const bestSellers = bestSellerData(data, t);
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
      <StatCards data={data} state={state} scope={institution ? 'institution' : 'platform'} />
      <Row gutter={[16, 16]}>
        {showMonthly && (
          <>
            <Col xs={24} xl={12}>
              <DashboardPanel
                title={t('charts.revenue')}
                state={state}
                empty={!monthly || !hasSales(monthly)}
                emptyText={t('empty.monthly')}
              >
                <LazyChart name="RevenueChart" data={monthly ?? []} look={look} />
              </DashboardPanel>
            </Col>
            <Col xs={24} xl={12}>
              <DashboardPanel
                title={t('charts.ticketsSold')}
                state={state}
                empty={!monthly || !hasSales(monthly)}
                emptyText={t('empty.monthly')}
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
            <LazyChart name="BestSellersChart" data={bestSellers} look={look} />
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
