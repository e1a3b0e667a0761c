import { getDefaultSortOrder, List, useTable } from '@refinedev/antd';
import { useResourceParams, type BaseKey, type CrudFilter } from '@refinedev/core';
import { Flex, Select, Skeleton, Table, Tag } from 'antd';
import { lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Purchase } from '../../../contract';
import { AfterFirstData } from '../../components/AfterFirstData';
import { CsvExportButton } from '../../components/CsvExportButton';
import { asNumber, asNumbers, filterStyle } from '../../components/listTable';
import { RowActions } from '../../components/RowActions';
import type { CsvColumn } from '../../components/exportCsv';
import { ListBody } from '../../components/ListBody';
import { useScope } from '../../hooks/useScope';
import { formatCurrency, formatDate, formatDateTime } from '../../i18n/format';
import { INSTITUTION_FILTER_MIN_WIDTH, InstitutionFilter } from './InstitutionFilter';
import {
  PaymentStatusTag,
  TicketStatusTag,
  usePaymentMethodLabel,
  usePaymentStatusLabel,
  usePurchaseOptions,
} from './PurchaseTags';
import {
  DATE_FILTER,
  USER_PARAM,
  dateRangeWidth,
  filterValue,
  rangeValue,
  userFilterFromUrl,
} from './purchaseFilters';
import { PageTitle } from '../../components/RecordHeader';
import { firstListTable } from '../../api/listPrefetch';
import { PURCHASE_LIST } from '../listQueries';
import { useColumnChoice } from '../../components/listViews/useColumnChoice';

type Row = Purchase & { id: BaseKey };

// antd's RangePicker and its presets are their own chunk, asked for once the rows are drawn.
const DateRangeFilter = lazy(() => import('./DateRangeFilter'));

/** The columns a user may hide (ColumnChooser); the row actions always stay. */
const COLUMN_KEYS = [
  'purchase_id',
  'user_name',
  'ticket_name',
  'institution_name',
  'purchase_date',
  'ticket_date',
  'price_amount',
  'payment_method',
  'payment_status',
  'ticket_status',
];

/**
 * The columns shown until the user chooses: the ticket date and the payment method wait in the
 * column chooser (they are on the purchase's page and in the CSV file), so the table fits 1440 px
 * in the boxed layout with the statuses in view.
 */
const DEFAULT_COLUMNS = COLUMN_KEYS.filter(
  (key) => key !== 'ticket_date' && key !== 'payment_method',
);

/**
 * `/purchase` (System Admin, every purchase: `purchase/list`) and `/purchase_institution`
 * (Institutional Admin: `purchase/list/institute/{own id}`). One read-only component; the scope
 * of the route's resource adds the institution column and filter for `all`. `?user_id=` (the
 * users page links here) starts the list filtered by that buyer, shown as a removable tag.
 */
/** Long names end in an ellipsis at this width, whole on hover. */
const NAME_WIDTH = 128;

export default function PurchaseList() {
  const { t } = useTranslation('purchases');
  const { scope } = useScope();
  const { resource } = useResourceParams();
  const options = usePurchaseOptions();
  const methodLabel = usePaymentMethodLabel();
  const paymentStatusLabel = usePaymentStatusLabel();
  const [searchParams, setSearchParams] = useSearchParams();
  const initialUser = userFilterFromUrl(searchParams);

  const columnChoice = useColumnChoice('purchases', COLUMN_KEYS, DEFAULT_COLUMNS);
  const table = useTable<Row>({
    syncWithLocation: true,
    ...firstListTable(PURCHASE_LIST),
    filters: { initial: initialUser ? [initialUser] : [] },
  });
  const { tableProps, filters, setFilters, sorters, setCurrentPage } = table;

  const setFilter = (filter: CrudFilter) => {
    setFilters([filter], 'merge');
    setCurrentPage(1);
  };

  const userId = asNumber(filterValue(filters, 'user_id'));
  const buyerName =
    userId !== undefined
      ? (tableProps.dataSource?.find((r) => r.user_id === userId)?.user?.name ?? `#${userId}`)
      : undefined;
  const removeUserFilter = () => setFilter({ field: 'user_id', operator: 'eq', value: undefined });
  // Once the buyer filter is gone, so is the link's `?user_id=` (Refine's URL sync keeps unknown
  // parameters), or a reload would bring the filter back.
  const userFiltered = userId !== undefined;
  useEffect(() => {
    if (userFiltered || !searchParams.has(USER_PARAM)) return;
    setSearchParams(
      (params) => {
        params.delete(USER_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [userFiltered, searchParams, setSearchParams]);

  const [rangeFrom, rangeTo] = rangeValue(filters);
  const institutionWidth = filterStyle(
    t('filters.institution'),
    INSTITUTION_FILTER_MIN_WIDTH,
  ).width;
  const dateWidth = dateRangeWidth(t('filters.dateFrom'), t('filters.dateTo'));

  const exportColumns: CsvColumn<Row>[] = [
    { header: t('fields.id'), key: 'purchase_id' },
    { header: t('fields.user'), key: 'user.name' },
    { header: t('fields.email'), key: 'user.email' },
    { header: t('fields.ticketType'), key: 'ticket_type.name' },
    ...(scope === 'all'
      ? [{ header: t('fields.institution'), key: 'ticket_type.institution.name' }]
      : []),
    { header: t('fields.purchaseDate'), key: 'purchase_date' },
    { header: t('fields.ticketDate'), key: 'ticket_date' },
    { header: t('fields.price'), key: 'price_amount' },
    { header: t('fields.paymentMethod'), getter: (r: Row) => methodLabel(r.payment_method) },
    {
      header: t('fields.paymentStatus'),
      getter: (r: Row) => paymentStatusLabel(r.payment_status),
    },
    {
      header: t('fields.ticketStatus'),
      getter: (r: Row) => t(`ticketStatus.${r.ticket_status}`),
    },
  ];

  return (
    <List
      title={<PageTitle>{t('title')}</PageTitle>}
      canCreate={false}
      headerButtons={
        <CsvExportButton<Row>
          columns={exportColumns}
          filename={resource?.name}
          filters={filters}
          sorters={sorters}
        />
      }
    >
      <ListBody<Row>
        table={table}
        searchPlaceholder={t('filters.search')}
        filterControls={
          <>
            {/* The multiple select measures its tags as it draws: after the rows too. */}
            <AfterFirstData
              fallback={
                <Skeleton.Input active style={filterStyle(t('filters.ticketStatus'), 170)} />
              }
            >
              <Select<number[]>
                mode="multiple"
                allowClear
                aria-label={t('filters.ticketStatus')}
                placeholder={t('filters.ticketStatus')}
                style={{
                  minWidth: filterStyle(t('filters.ticketStatus'), 170).width,
                  maxWidth: '100%',
                }}
                options={options.ticketStatus}
                value={asNumbers(filterValue(filters, 'ticket_status'))}
                onChange={(value) =>
                  setFilter({
                    field: 'ticket_status',
                    operator: 'in',
                    value: value.length ? value : undefined,
                  })
                }
              />
            </AfterFirstData>
            <Select<string>
              allowClear
              aria-label={t('filters.paymentStatus')}
              placeholder={t('filters.paymentStatus')}
              style={filterStyle(t('filters.paymentStatus'), 170)}
              options={options.paymentStatus}
              value={filterValue(filters, 'payment_status') as string | undefined}
              onChange={(value) => setFilter({ field: 'payment_status', operator: 'eq', value })}
            />
            <Select<string>
              allowClear
              aria-label={t('filters.paymentMethod')}
              placeholder={t('filters.paymentMethod')}
              style={filterStyle(t('filters.paymentMethod'), 170)}
              options={options.paymentMethod}
              value={filterValue(filters, 'payment_method') as string | undefined}
              onChange={(value) => setFilter({ field: 'payment_method', operator: 'eq', value })}
            />
            {/* The filters that load code or options of their own come once the rows are drawn;
                until then a bar of their width holds their place. */}
            {scope === 'all' && (
              <AfterFirstData
                fallback={<Skeleton.Input active style={{ width: institutionWidth }} />}
              >
                <InstitutionFilter
                  value={asNumber(filterValue(filters, 'institution_id'))}
                  onChange={(value) =>
                    setFilter({ field: 'institution_id', operator: 'eq', value })
                  }
                />
              </AfterFirstData>
            )}
            <AfterFirstData fallback={<Skeleton.Input active style={{ width: dateWidth }} />}>
              <DateRangeFilter
                from={rangeFrom}
                to={rangeTo}
                onChange={(value) => setFilter({ field: DATE_FILTER, operator: 'between', value })}
              />
            </AfterFirstData>
            {buyerName !== undefined && (
              <Tag
                closable
                onClose={removeUserFilter}
                closeIcon={<span aria-label={t('filters.removeUser')}>×</span>}
              >
                {t('filters.user', { name: buyerName })}
              </Tag>
            )}
          </>
        }
        views={{ list: 'purchases', choice: columnChoice }}
        empty={{ title: t('empty'), filteredTitle: t('emptyFiltered') }}
        pagination={tableProps.pagination}
        // Each column as wide as its longest line: no date on three lines, no header on two;
        // a narrower window scrolls the table, and the fixed Actions column keeps its own room.
        // At 1440 px in the boxed layout it fits whole: the statuses, whose changes (a refund,
        // a live "Entered") matter most, are in view. Payment method and ticket date are on the
        // purchase's page and in the CSV file; long names end in an ellipsis, whole on hover.
        scroll={{ x: 'max-content' }}
        size="middle"
        card={{
          title: (row) => `#${row.purchase_id} ${row.user?.name ?? ''}`,
          tag: (row) => (
            <Flex gap={4} wrap justify="end">
              <PaymentStatusTag status={row.payment_status} />
              <TicketStatusTag status={row.ticket_status} />
            </Flex>
          ),
          facts: (row) => [
            { label: t('fields.ticketType'), value: row.ticket_type?.name },
            { label: t('fields.price'), value: formatCurrency(row.price_amount) },
          ],
          actions: (row) => <RowActions recordItemId={row.id} edit={false} />,
        }}
      >
        <Table.Column<Row>
          dataIndex="purchase_id"
          key="purchase_id"
          title={t('fields.id')}
          sorter
        />
        <Table.Column<Row>
          dataIndex={['user', 'name']}
          key="user_name"
          title={t('fields.user')}
          sorter
          width={NAME_WIDTH}
          ellipsis={{ showTitle: true }}
        />
        <Table.Column<Row>
          dataIndex={['ticket_type', 'name']}
          key="ticket_name"
          title={t('fields.ticketType')}
          sorter
          width={NAME_WIDTH}
          ellipsis={{ showTitle: true }}
        />
        {scope === 'all' && (
          <Table.Column<Row>
            dataIndex={['ticket_type', 'institution', 'name']}
            key="institution_name"
            title={t('fields.institution')}
            sorter
            width={NAME_WIDTH}
            ellipsis={{ showTitle: true }}
          />
        )}
        <Table.Column<Row>
          dataIndex="purchase_date"
          key="purchase_date"
          title={t('fields.purchaseDate')}
          sorter
          defaultSortOrder={getDefaultSortOrder('purchase_date', sorters)}
          render={(value: string) => formatDateTime(value)}
        />
        <Table.Column<Row>
          dataIndex="ticket_date"
          key="ticket_date"
          title={t('fields.ticketDate')}
          sorter
          render={(value: string | null) => formatDate(value)}
        />
        <Table.Column<Row>
          dataIndex="price_amount"
          key="price_amount"
          title={t('fields.price')}
          sorter
          align="end"
          render={(value: string) => formatCurrency(value)}
        />
        <Table.Column<Row>
          dataIndex="payment_method"
          key="payment_method"
          title={t('fields.paymentMethod')}
          sorter
          render={(value: string) => methodLabel(value)}
        />
        <Table.Column<Row>
          dataIndex="payment_status"
          key="payment_status"
          title={t('fields.paymentStatus')}
          sorter
          render={(value: string) => <PaymentStatusTag status={value} />}
        />
        <Table.Column<Row>
          dataIndex="ticket_status"
          key="ticket_status"
          title={t('fields.ticketStatus')}
          sorter
          render={(value: number) => <TicketStatusTag status={value} />}
        />
        <Table.Column<Row>
          key="actions"
          title={t('actions')}
          fixed="right"
          render={(_, row) => <RowActions recordItemId={row.id} edit={false} />}
        />
      </ListBody>
    </List>
  );
}
