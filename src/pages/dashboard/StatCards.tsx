import {
  DollarOutlined,
  BankOutlined,
  CalendarOutlined,
  SmileOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Analytics } from '../../../contract';
import { ErrorState } from '../../components/ErrorState';
import { formatCurrency, formatInteger } from '../../i18n/format';
import type { PanelState } from './DashboardPanel';

type StatKey =
  | 'totalUsers'
  | 'totalInstitutions'
  | 'totalTicketsSold'
  | 'totalEvents'
  | 'totalRevenue'
  | 'totalCustomers';

const STATS: { key: StatKey; icon: ReactNode }[] = [
  { key: 'totalUsers', icon: <TeamOutlined /> },
  { key: 'totalInstitutions', icon: <BankOutlined /> },
  { key: 'totalTicketsSold', icon: <TagsOutlined /> },
  { key: 'totalEvents', icon: <CalendarOutlined /> },
  { key: 'totalRevenue', icon: <DollarOutlined /> },
  { key: 'totalCustomers', icon: <SmileOutlined /> },
];

/** The six figures; revenue in the language's currency format. */
export function StatCards({ data, state }: { data?: Analytics; state: PanelState }) {
  const { t, i18n } = useTranslation('dashboard');
  if (state.error) {
    return (
      <Card>
        <ErrorState title={t('error.title')} error={state.error} onRetry={state.onRetry} />
      </Card>
    );
  }
  return (
    <Row gutter={[16, 16]}>
      {STATS.map(({ key, icon }) => {
        // Formatted only once shown: the language's first number formats are slow to make, and
        // the page's first render, which draws its heading, shows skeletons here.
        const value = () => {
          const raw = data?.[key];
          return key === 'totalRevenue'
            ? formatCurrency(raw ?? '0')
            : formatInteger(Number(raw ?? 0), i18n.resolvedLanguage ?? i18n.language);
        };
        return (
          <Col key={key} xs={24} sm={12} lg={8} xxl={4}>
            <Card loading={state.loading} role="region" aria-label={t(`stats.${key}`)}>
              {state.loading ? null : (
                <Statistic title={t(`stats.${key}`)} value={value()} prefix={icon} />
              )}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
