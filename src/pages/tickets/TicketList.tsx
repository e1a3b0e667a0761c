import { CreateButton, List, useTable } from '@refinedev/antd';
import { useLookupSelect } from '../../hooks/useLookupSelect';
import { useCan, useNavigation, useResourceParams, type BaseKey } from '@refinedev/core';
import { Select, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Institution, TicketType } from '../../../contract';
import { BulkDeleteButton } from '../../components/BulkDeleteButton';
import { CsvExportButton } from '../../components/CsvExportButton';
import { CsvImportButton } from '../../components/CsvImportButton';
import { RowActions } from '../../components/RowActions';
import type { CsvColumn } from '../../components/exportCsv';
import { ListBody } from '../../components/ListBody';
import { LookupFilter } from '../../components/LookupFilter';
import { asNumber, filterStyle } from '../../components/listTable';
import { useRowSelection } from '../../components/rowCheckbox';
import { useScope } from '../../hooks/useScope';
import { EMPTY_VALUE } from '../../i18n/constants';
import { formatCurrency, formatDate, formatTime } from '../../i18n/format';
import { SoldProgress } from './SoldProgress';
import { calendarDay, endsNextDay, isRegular, timeOfDay } from './ticketValues';
import { PageTitle } from '../../components/RecordHeader';
import { firstListTable } from '../../api/listPrefetch';
import { TICKET_LIST } from '../listQueries';
import { useRecordNotices } from '../../hooks/useRecordNotices';
import { useColumnChoice } from '../../components/listViews/useColumnChoice';

type Row = TicketType & { id: BaseKey };
const rowName = (row: Row) => row.name;

/** The columns a user may hide (ColumnChooser); the row actions always stay. */
const COLUMN_KEYS = [
  'name',
  'institution',
  'price',
  'capacity',
  'sold',
  'date',
  'start_datetime',
  'end_datetime',
];

/**
 * `/tickets` (System Admin, every institution: `ticket/list`) and `/tickets_institution`
 * (Institutional Admin: `institute/{id}/ticketlist`). One component; the scope of the route's
 * resource adds the institution column and filter for `all`.
 */
export default function TicketList() {
  const { t } = useTranslation('tickets');
  const notices = useRecordNotices('ticket');
  const { scope } = useScope();
  const { resource } = useResourceParams();
  const { create } = useNavigation();
  const { data: canCreate } = useCan({ resource: resource?.name ?? '', action: 'create' });
  const selection = useRowSelection<Row>(rowName);
  const columnChoice = useColumnChoice('tickets', COLUMN_KEYS);
  const table = useTable<Row>({
    syncWithLocation: true,
    ...firstListTable(TICKET_LIST),
  });
  const { filters, setFilters, sorters, setCurrentPage } = table;
  const { selectProps: institutionSelect } = useLookupSelect<Institution>({
    resource: 'institutions',
    optionLabel: 'name',
    optionValue: 'institution_id',
    onSearch: (value) => [{ field: 'q', operator: 'contains', value }],
    queryOptions: { enabled: scope === 'all' },
  });

  const filterValue = (field: string): unknown => {
    const found = filters.find((f) => 'field' in f && f.field === field);
    return found?.value;
  };
  const setFilter = (field: string, value: unknown) => {
    setFilters([{ field, operator: 'eq', value }], 'merge');
    setCurrentPage(1);
  };

  const dateCell = (row: Row) =>
    isRegular(row) ? (
      <Tag color="blue">{t('values.regular')}</Tag>
    ) : (
      formatDate(calendarDay(row.date))
    );
  const timeCell = (row: Row, which: 'start_datetime' | 'end_datetime') => {
    if (isRegular(row)) return EMPTY_VALUE;
    const start = timeOfDay(row.start_datetime);
    const end = timeOfDay(row.end_datetime);
    const text = formatTime(which === 'start_datetime' ? start : end);
    return which === 'end_datetime' && endsNextDay(start, end)
      ? t('values.endsNextDay', { time: text })
      : text;
  };

  const exportColumns: CsvColumn<Row>[] = [
    { header: t('fields.name'), key: 'name' },
    ...(scope === 'all' ? [{ header: t('fields.institution'), key: 'institution.name' }] : []),
    { header: t('fields.price'), key: 'price' },
    { header: t('fields.capacity'), key: 'capacity' },
    { header: t('fields.sold'), getter: (r: Row) => (typeof r.sold === 'number' ? r.sold : '') },
    {
      header: t('fields.isRegular'),
      getter: (r: Row) => (isRegular(r) ? t('values.yes') : t('values.no')),
    },
    {
      header: t('fields.date'),
      getter: (r: Row) => (isRegular(r) ? '' : (calendarDay(r.date) ?? '')),
    },
    {
      header: t('fields.startTime'),
      getter: (r: Row) => (isRegular(r) ? '' : (timeOfDay(r.start_datetime) ?? '')),
    },
    {
      header: t('fields.endTime'),
      getter: (r: Row) => (isRegular(r) ? '' : (timeOfDay(r.end_datetime) ?? '')),
    },
  ];

  const rowActions = (row: Row) => (
    <RowActions
      recordItemId={row.id}
      undoable={row.sold === 0}
      // The server refuses to delete a ticket type with sales: not offered, rather than refused
      // after the confirmation.
      deleteProps={
        row.sold
          ? undefined
          : {
              confirmTitle: t('deleteConfirm', { name: row.name }),
              confirmOkText: t('deleteOk'),
              confirmCancelText: t('deleteCancel'),
              successNotification: notices.deletedNamed(row.name),
            }
      }
    />
  );

  return (
    <List
      title={<PageTitle>{t('title')}</PageTitle>}
      headerButtons={
        <>
          <BulkDeleteButton ids={selection.selected} onDone={selection.clear} />
          <CsvExportButton<Row>
            columns={exportColumns}
            filename={resource?.name}
            filters={filters}
            sorters={sorters}
          />
          {resource?.name && <CsvImportButton resource={resource.name} kind="tickets" />}
          <CreateButton>{t('create')}</CreateButton>
        </>
      }
    >
      <ListBody<Row>
        table={table}
        searchPlaceholder={t('filters.search')}
        filterControls={
          <>
            {scope === 'all' && (
              <LookupFilter
                lookup={institutionSelect}
                label={t('filters.institution')}
                minWidth={220}
                value={asNumber(filterValue('institution_id'))}
                onChange={(value) => setFilter('institution_id', value)}
              />
            )}
            <Select<number>
              allowClear
              aria-label={t('filters.kind')}
              placeholder={t('filters.kind')}
              style={filterStyle(t('filters.kind'), 180)}
              value={asNumber(filterValue('is_regular'))}
              options={[
                { value: 1, label: t('filters.regular') },
                { value: 0, label: t('filters.dated') },
              ]}
              onChange={(value) => setFilter('is_regular', value)}
            />
            <Select<string>
              allowClear
              aria-label={t('filters.when')}
              placeholder={t('filters.when')}
              style={filterStyle(t('filters.when'), 160)}
              value={filterValue('when') as string | undefined}
              options={[
                { value: 'upcoming', label: t('filters.upcoming') },
                { value: 'past', label: t('filters.past') },
              ]}
              onChange={(value) => setFilter('when', value)}
            />
          </>
        }
        views={{ list: 'tickets', choice: columnChoice }}
        total={(count) => t('total', { count })}
        empty={{
          title: t('empty'),
          filteredTitle: t('emptyFiltered'),
          actionLabel: canCreate?.can ? t('create') : undefined,
          onAction: () => create(resource?.name ?? 'tickets'),
        }}
        card={{
          title: (row) => row.name,
          tag: (row) => (isRegular(row) ? dateCell(row) : <Tag>{dateCell(row)}</Tag>),
          facts: (row) => [
            { label: t('fields.price'), value: formatCurrency(row.price) },
            {
              label: t('fields.soldOfCapacity'),
              value: <SoldProgress sold={row.sold} capacity={row.capacity} />,
            },
          ],
          actions: (row) => rowActions(row),
        }}
        rowSelection={selection.rowSelection}
      >
        <Table.Column<Row> dataIndex="name" key="name" title={t('fields.name')} sorter />
        {scope === 'all' && (
          <Table.Column<Row>
            dataIndex={['institution', 'name']}
            key="institution"
            title={t('fields.institution')}
            sorter
          />
        )}
        <Table.Column<Row>
          dataIndex="price"
          key="price"
          title={t('fields.price')}
          sorter
          align="end"
          render={(value: string) => formatCurrency(value)}
        />
        <Table.Column<Row>
          dataIndex="capacity"
          key="capacity"
          title={t('fields.capacity')}
          sorter
        />
        <Table.Column<Row>
          key="sold"
          dataIndex="sold"
          title={t('fields.soldOfCapacity')}
          sorter
          render={(_, row) => <SoldProgress sold={row.sold} capacity={row.capacity} />}
        />
        <Table.Column<Row>
          dataIndex="date"
          key="date"
          title={t('fields.date')}
          sorter
          render={(_, row) => dateCell(row)}
        />
        <Table.Column<Row>
          dataIndex="start_datetime"
          key="start_datetime"
          title={t('fields.startTime')}
          render={(_, row) => timeCell(row, 'start_datetime')}
        />
        <Table.Column<Row>
          dataIndex="end_datetime"
          key="end_datetime"
          title={t('fields.endTime')}
          render={(_, row) => timeCell(row, 'end_datetime')}
        />
        <Table.Column<Row>
          key="actions"
          title={t('actions')}
          fixed="right"
          render={(_, row) => rowActions(row)}
        />
      </ListBody>
    </List>
  );
}
