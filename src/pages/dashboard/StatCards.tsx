import {
  BankOutlined,
  CalendarOutlined,
  SmileOutlined,
  TagsOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Analytics, AnalyticsPrevious } from '../../../contract';
import { ErrorState } from '../../components/ErrorState';
import { formatCurrency, formatInteger } from '../../i18n/format';
import type { PanelState } from './DashboardPanel';
import { PeriodChange } from './PeriodChange';

type StatKey =
  | 'totalUsers'
  | 'totalInstitutions'
  | 'totalTicketsSold'
  | 'totalEvents'
  | 'totalRevenue'
  | 'totalCustomers';

/** The revenue's icon is a wallet: the amount carries its own currency mark, in the language. */
const STATS: { key: StatKey; icon: ReactNode }[] = [
  { key: 'totalUsers', icon: <TeamOutlined /> },
  { key: 'totalInstitutions', icon: <BankOutlined /> },
  { key: 'totalTicketsSold', icon: <TagsOutlined /> },
  { key: 'totalEvents', icon: <CalendarOutlined /> },
  { key: 'totalRevenue', icon: <WalletOutlined /> },
  { key: 'totalCustomers', icon: <SmileOutlined /> },
];

/** Whose figures these are: the whole platform, or one institution (the reply names it). */
export type StatScope = 'platform' | 'institution';

const LABELS = {
  platform: { all: 'stats', period: 'statsPeriod' },
  institution: { all: 'statsInstitution', period: 'statsPeriodInstitution' },
} as const;

/**
 * The figures; revenue in the language's currency format. For one institution each figure is
 * named for it ("Staff and buyers", not "Total users") and the institution count (always 1) is
 * left out. Over a period each figure is named for what it counts then ("New users") and shows
 * its change from the previous period.
 */
export function StatCards({
  data,
  state,
  scope = 'platform',
  previous,
}: {
  data?: Analytics;
  state: PanelState;
  scope?: StatScope;
  /** The previous period's figures (a reply over a period). */
  previous?: AnalyticsPrevious;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const labels = LABELS[scope][data?.period ? 'period' : 'all'];
  const stats =
    scope === 'institution' ? STATS.filter((s) => s.key !== 'totalInstitutions') : STATS;
  if (state.error) {
    return (
      <Card>
        <ErrorState title={t('error.title')} error={state.error} onRetry={state.onRetry} />
      </Card>
    );
  }
  return (
    <Row gutter={[16, 16]}>
      {stats.map(({ key, icon }) => {
        // Formatted only once shown: the language's first number formats are slow to make, and
        // the page's first render, which draws its heading, shows skeletons here.
        const show = (raw: string | number | undefined) =>
          key === 'totalRevenue'
            ? formatCurrency(raw ?? '0')
            : formatInteger(Number(raw ?? 0), i18n.resolvedLanguage ?? i18n.language);
        const value = () => show(data?.[key]);
        return (
          <Col key={key} xs={24} sm={12} lg={8} xxl={{ flex: `${100 / stats.length}%` }}>
            <Card loading={state.loading} role="region" aria-label={t(`${labels}.${key}`)}>
              {state.loading ? null : (
                <Statistic title={t(`${labels}.${key}`)} value={value()} prefix={icon} />
              )}
              {!state.loading && previous && (
                <PeriodChange
                  current={Number(data?.[key] ?? 0)}
                  previous={Number(previous[key])}
                  previousText={show(previous[key])}
                />
              )}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
