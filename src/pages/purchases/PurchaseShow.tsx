import { Show } from '@refinedev/antd';
import { useShow } from '@refinedev/core';
import { RecordHistory } from '../../components/RecordHistory';
import { Descriptions, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TICKET_STATUS_VALUES, type Purchase } from '../../../contract';
import { ErrorState } from '../../components/ErrorState';
import { useScope } from '../../hooks/useScope';
import { EMPTY_VALUE } from '../../i18n/constants';
import { formatCurrency, formatDate, formatDateTime, formatTime } from '../../i18n/format';
import {
  PaymentStatusTag,
  TicketStatusTag,
  usePaymentMethodLabel,
  usePaymentStatusLabel,
} from './PurchaseTags';
import { RecordTitle } from '../../components/RecordHeader';
import { PurchaseQr } from './PurchaseQr';
import { useLiveRecord } from '../../hooks/useLiveRecord';

/** A ticket type without a date runs on any day (SPEC: regular event). */
const isDated = (purchase: Purchase) => Boolean(purchase.ticket_type?.date);

/** `/purchase/{id}` and `/purchase_institution/{id}`: read only. */
export default function PurchaseShow() {
  const { t } = useTranslation('purchases');
  const { scope } = useScope();
  const methodLabel = usePaymentMethodLabel();
  const paymentStatusLabel = usePaymentStatusLabel();
  const live = useLiveRecord();
  const { query, result: record } = useShow<Purchase>({ ...live.mode });

  if (query.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const type = record?.ticket_type ?? null;
  const ticketsPath = scope === 'all' ? '/tickets' : '/tickets_institution';
  const locker = record?.locker_allocation ?? null;

  return (
    <Show
      title={
        <RecordTitle>
          {record ? t('showTitle', { id: record.purchase_id }) : t('title')}
        </RecordTitle>
      }
      goBack={false}
      isLoading={query.isLoading}
      headerButtons={() => null}
    >
      {live.notice}
      {record && (
        <Descriptions bordered column={1} size="middle">
          <Descriptions.Item label={t('fields.ticketType')}>
            {type ? <Link to={`${ticketsPath}/${type.ticket_id}`}>{type.name}</Link> : EMPTY_VALUE}
          </Descriptions.Item>
          {scope === 'all' && (
            <Descriptions.Item label={t('fields.institution')}>
              {type?.institution ? (
                <Link to={`/institutions/${type.institution.institution_id}`}>
                  {type.institution.name}
                </Link>
              ) : (
                EMPTY_VALUE
              )}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('fields.ticketStatus')}>
            <TicketStatusTag status={record.ticket_status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.user')}>
            {record.user ? (
              <Space direction="vertical" size={0}>
                {scope === 'all' ? (
                  <Link to={`/users/${record.user.user_id}`}>{record.user.name}</Link>
                ) : (
                  <Typography.Text>{record.user.name}</Typography.Text>
                )}
                <Typography.Text type="secondary">{record.user.email}</Typography.Text>
              </Space>
            ) : (
              EMPTY_VALUE
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.purchaseDate')}>
            {formatDateTime(record.purchase_date)}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.ticketDate')}>
            {formatDate(record.ticket_date)}
          </Descriptions.Item>
          {record && isDated(record) ? (
            <>
              <Descriptions.Item label={t('fields.eventStart')}>
                {`${formatDate(type?.date)} ${formatTime(type?.start_datetime)}`}
              </Descriptions.Item>
              <Descriptions.Item label={t('fields.eventEnd')}>
                {formatTime(type?.end_datetime)}
              </Descriptions.Item>
            </>
          ) : (
            type && (
              <Descriptions.Item label={t('fields.eventStart')}>
                <Tag color="blue">{t('regular')}</Tag>
              </Descriptions.Item>
            )
          )}
          <Descriptions.Item label={t('fields.paymentMethod')}>
            {methodLabel(record.payment_method)}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.paymentStatus')}>
            <PaymentStatusTag status={record.payment_status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.price')}>
            {formatCurrency(record.price_amount)}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.locker')}>
            {locker ? (
              <Space wrap>
                <Typography.Text strong>
                  {t('locker.value', { id: locker.locker_id })}
                </Typography.Text>
                <Tag color={locker.status === 1 ? 'processing' : 'default'}>
                  {t(`locker.status.${locker.status === 1 ? 1 : 0}`)}
                </Tag>
                <Typography.Text type="secondary">
                  {t('locker.allocatedOn', { date: formatDateTime(locker.allocation_date) })}
                </Typography.Text>
              </Space>
            ) : (
              <Typography.Text type="secondary">{t('locker.none')}</Typography.Text>
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
      {record && <PurchaseQr purchaseId={record.purchase_id} />}
      <RecordHistory
        resource="purchase"
        recordId={record?.purchase_id}
        fieldLabels={{
          payment_status: t('fields.paymentStatus'),
          ticket_status: t('fields.ticketStatus'),
          payment_method: t('fields.paymentMethod'),
          ticket_date: t('fields.ticketDate'),
          price_amount: t('fields.price'),
        }}
        formatValue={(field, value) => {
          if (
            field === 'ticket_status' &&
            (TICKET_STATUS_VALUES as readonly number[]).includes(Number(value))
          ) {
            return t(`ticketStatus.${String(value)}`);
          }
          if (field === 'payment_status') return paymentStatusLabel(String(value));
          if (field === 'payment_method') return methodLabel(String(value));
          return undefined;
        }}
      />
    </Show>
  );
}
