import { BankOutlined } from '@ant-design/icons';
import { CreateButton, getDefaultSortOrder, List, useTable } from '@refinedev/antd';
import { useCan, useNavigation, type BaseKey } from '@refinedev/core';
import { Avatar, Flex, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths, type Institution } from '../../../contract';
import { thumbnailUrl } from '../../../contract/uploads';
import { BulkDeleteButton } from '../../components/BulkDeleteButton';
import { CsvExportButton } from '../../components/CsvExportButton';
import { BulkStatusButtons } from '../../components/BulkStatusButtons';
import { RowActions } from '../../components/RowActions';
import type { CsvColumn } from '../../components/exportCsv';
import { ListBody } from '../../components/ListBody';
import { useRowSelection } from '../../components/rowCheckbox';
import { StatusFilter } from '../../components/StatusFilter';
import { StatusTag } from '../../components/StatusTag';
import { EMPTY_VALUE } from '../../i18n/constants';
import { PageTitle } from '../../components/RecordHeader';
import { firstListTable } from '../../api/listPrefetch';
import { INSTITUTION_LIST } from '../listQueries';
import { useInstitutionDeleteTitle } from './useDeleteTitle';
import { useRecordNotices } from '../../hooks/useRecordNotices';
import { useColumnChoice } from '../../components/listViews/useColumnChoice';

type Row = Institution & { id: BaseKey };
const rowName = (row: Row) => row.name;

/** The columns a user may hide (ColumnChooser); the row actions always stay. */
const COLUMN_KEYS = ['name', 'email', 'phone', 'address', 'status'];

/**
 * `/institutions` (System Admin): search across the text fields, status filter, sortable
 * columns, pages with a size changer, bulk delete, CSV export, and an empty state that offers
 * "Create institution". Paging, sorting and filtering happen on the server when it answers with
 * `meta`, in the browser otherwise (the data provider decides).
 */
export default function InstitutionList() {
  const { t } = useTranslation('institutions');
  const deleteTitle = useInstitutionDeleteTitle();
  const notices = useRecordNotices('institution');
  const { create } = useNavigation();
  const { data: canCreate } = useCan({ resource: 'institutions', action: 'create' });
  const selection = useRowSelection<Row>(rowName);
  const columnChoice = useColumnChoice('institutions', COLUMN_KEYS);
  const table = useTable<Row>({
    syncWithLocation: true,
    ...firstListTable(INSTITUTION_LIST),
  });
  const { filters, sorters } = table;

  const exportColumns: CsvColumn<Row>[] = [
    { header: t('fields.name'), key: 'name' },
    { header: t('fields.email'), key: 'email' },
    { header: t('fields.phone'), key: 'phone' },
    { header: t('fields.address'), key: 'address' },
    {
      header: t('fields.status'),
      getter: (r: Row) => (Number(r.status) === 1 ? t('status.active') : t('status.disabled')),
    },
    { header: t('fields.videoLink'), key: 'video_link' },
    { header: t('fields.mapLocation'), key: 'map_location' },
  ];

  const rowActions = (row: Row) => (
    <RowActions
      recordItemId={row.id}
      deleteProps={{
        confirmTitle: deleteTitle(row.name),
        confirmOkText: t('delete.ok'),
        confirmCancelText: t('delete.cancel'),
        successNotification: notices.deletedNamed(row.name),
      }}
    />
  );

  return (
    <List
      title={<PageTitle>{t('title')}</PageTitle>}
      headerButtons={
        <>
          <BulkDeleteButton ids={selection.selected} onDone={selection.clear} />
          <BulkStatusButtons
            ids={selection.selected}
            resource="institutions"
            url={paths.institutionBulkStatus}
            onDone={selection.clear}
          />
          <CsvExportButton<Row>
            columns={exportColumns}
            filename="institutions"
            selectedIds={selection.selected}
            filters={filters}
            sorters={sorters}
          />
          <CreateButton>{t('create')}</CreateButton>
        </>
      }
    >
      <ListBody<Row>
        table={table}
        searchPlaceholder={t('filters.search')}
        filterControls={<StatusFilter table={table} label={t('filters.status')} />}
        views={{ list: 'institutions', choice: columnChoice }}
        total={(count) => t('total', { count })}
        empty={{
          title: t('empty'),
          filteredTitle: t('emptyFiltered'),
          actionLabel: canCreate?.can ? t('create') : undefined,
          onAction: () => create('institutions'),
        }}
        card={{
          title: (row) => row.name,
          tag: (row) => <StatusTag status={row.status} />,
          facts: (row) => [
            { label: t('fields.phone'), value: row.phone || EMPTY_VALUE },
            { label: t('fields.email'), value: row.email || EMPTY_VALUE },
          ],
          actions: (row) => rowActions(row),
        }}
        rowSelection={selection.rowSelection}
      >
        <Table.Column<Row>
          dataIndex="name"
          key="name"
          title={t('fields.name')}
          sorter
          defaultSortOrder={getDefaultSortOrder('name', sorters)}
          render={(name: string, row) => (
            <Flex gap={12} align="center">
              <Avatar
                shape="square"
                size={40}
                src={thumbnailUrl(row.cover_photo)}
                icon={<BankOutlined />}
                alt={t('list.thumbnailAlt', { name })}
              />
              <span>{name}</span>
            </Flex>
          )}
        />
        <Table.Column<Row>
          dataIndex="email"
          key="email"
          title={t('fields.email')}
          sorter
          defaultSortOrder={getDefaultSortOrder('email', sorters)}
          render={(v: string | null) => v || EMPTY_VALUE}
        />
        <Table.Column<Row>
          dataIndex="phone"
          key="phone"
          title={t('fields.phone')}
          sorter
          defaultSortOrder={getDefaultSortOrder('phone', sorters)}
          render={(v: string | null) => v || EMPTY_VALUE}
        />
        <Table.Column<Row>
          dataIndex="address"
          key="address"
          title={t('fields.address')}
          sorter
          defaultSortOrder={getDefaultSortOrder('address', sorters)}
          render={(v: string | null) => v || EMPTY_VALUE}
        />
        <Table.Column<Row>
          dataIndex="status"
          key="status"
          title={t('fields.status')}
          sorter
          defaultSortOrder={getDefaultSortOrder('status', sorters)}
          render={(status: number) => <StatusTag status={status} />}
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
