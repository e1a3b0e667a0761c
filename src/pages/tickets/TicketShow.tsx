import { Show } from '@refinedev/antd';
import { useShow } from '@refinedev/core';
import { Descriptions, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TicketType } from '../../../contract';
import { ErrorState } from '../../components/ErrorState';
import { useScope } from '../../hooks/useScope';
import { EMPTY_VALUE } from '../../i18n/constants';
import { formatCurrency, formatDate, formatTime } from '../../i18n/format';
import { SoldProgress } from './SoldProgress';
import { calendarDay, endsNextDay, isRegular, timeOfDay } from './ticketValues';
import { RecordTitle } from '../../components/RecordHeader';
import { useLiveRecord } from '../../hooks/useLiveRecord';
import { RecordHistory } from '../../components/RecordHistory';
import { useAuditLabels } from '../../components/auditLabels';
import { useTicketFieldLabels } from './ticketFieldLabels';

/** `/tickets/{id}` and `/tickets_institution/{id}`. */
export default function TicketShow() {
  const { t } = useTranslation('tickets');
  const { scope } = useScope();
  const live = useLiveRecord();
  const { query, result: record } = useShow<TicketType>({ ...live.mode });
  const fieldLabels = useTicketFieldLabels();
  const audit = useAuditLabels();

  if (query.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const regular = record ? isRegular(record) : false;
  const start = timeOfDay(record?.start_datetime);
  const end = timeOfDay(record?.end_datetime);

  return (
    <Show
      title={<RecordTitle>{t('showTitle')}</RecordTitle>}
      goBack={false}
      isLoading={query.isLoading}
    >
      {live.notice}
      {record && (
        <Descriptions bordered column={1} size="middle">
          <Descriptions.Item label={t('fields.name')}>
            <Typography.Text strong>{record.name}</Typography.Text>{' '}
            {regular && <Tag color="blue">{t('values.regular')}</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.institution')}>
            {scope === 'all' && record.institution ? (
              <Link to={`/institutions/${record.institution.institution_id}`}>
                {record.institution.name}
              </Link>
            ) : (
              (record.institution?.name ?? EMPTY_VALUE)
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.price')}>
            {formatCurrency(record.price)}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.soldOfCapacity')}>
            <SoldProgress sold={record.sold} capacity={record.capacity} />
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.date')}>
            {regular ? t('values.regular') : formatDate(calendarDay(record.date))}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.startTime')}>
            {regular ? EMPTY_VALUE : formatTime(start)}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.endTime')}>
            {regular ? EMPTY_VALUE : formatTime(end)}
            {!regular && endsNextDay(start, end) && (
              <Tag style={{ marginInlineStart: 8 }}>{t('values.nextDay')}</Tag>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.description')}>
            <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
              {record.description || EMPTY_VALUE}
            </Typography.Paragraph>
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.benefits')}>
            {record.benefits || EMPTY_VALUE}
          </Descriptions.Item>
        </Descriptions>
      )}
      <RecordHistory
        resource="tickets"
        recordId={record?.ticket_id}
        fieldLabels={fieldLabels}
        formatValue={(field, value) =>
          field === 'is_regular' ? audit.t(Number(value) ? 'audit.yes' : 'audit.no') : undefined
        }
      />
    </Show>
  );
}
