import { useCustom } from '@refinedev/core';
import { Table, Tag } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, type TicketType } from '../../../contract';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { unwrapList, withId } from '../../api/legacy';
import { formatCurrency, formatDate } from '../../i18n/format';

type Row = TicketType & { id: number };

/**
 * The ticket types of one institution, from `institute/{id}/ticketlist`
 * (`data:[{...institution, Tickets:[...]}]`), read through the data provider's `custom` call and
 * the same legacy normalisation as every list. Names link to the ticket pages of the scope.
 */
export function InstitutionTickets({
  institutionId,
  ticketsPath,
}: {
  institutionId: number;
  /** `/tickets` (role 1) or `/tickets_institution` (role 2). */
  ticketsPath: string;
}) {
  const { t } = useTranslation('institutions');
  const { query, result } = useCustom<Record<string, unknown>>({
    url: paths.institutionTickets(institutionId),
    method: 'get',
    errorNotification: false,
  });
  const rows = useMemo(
    () => unwrapList(result.data, true).map((row) => withId(row, 'ticket_id')) as unknown as Row[],
    [result.data],
  );

  if (query.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <Table<Row>
      rowKey="id"
      size="small"
      loading={query.isLoading}
      dataSource={rows}
      pagination={rows.length > 10 ? { pageSize: 10 } : false}
      scroll={{ x: true }}
      locale={{ emptyText: <EmptyState title={t('show.noTickets')} /> }}
    >
      <Table.Column<Row>
        dataIndex="name"
        title={t('tickets.name')}
        render={(name: string, row) => <Link to={`${ticketsPath}/${row.id}`}>{name}</Link>}
      />
      <Table.Column<Row>
        dataIndex="price"
        title={t('tickets.price')}
        align="end"
        render={(value: string) => formatCurrency(value)}
      />
      <Table.Column<Row> dataIndex="capacity" title={t('tickets.capacity')} align="end" />
      <Table.Column<Row>
        dataIndex="date"
        title={t('tickets.date')}
        render={(value: string | null, row) =>
          row.is_regular ? <Tag color="blue">{t('tickets.regular')}</Tag> : formatDate(value)
        }
      />
    </Table>
  );
}
