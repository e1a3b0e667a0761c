import { BankOutlined } from '@ant-design/icons';
import { getDefaultSortOrder, useListTable } from '../../hooks/useListTable';
import { DeleteButton } from '../../components/DeleteButton';
import { ShowButton, EditButton } from '../../components/RowLinkButtons';
import { List } from '../../components/PageFrame';
import { useCan, useNavigation, type BaseKey } from '@refinedev/core';
import { Avatar, Flex, Space } from 'antd';
import { Column, ResourceTable } from '../../components/ResourceTable';
import { FilterSelect } from '../../components/FilterSelect';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Institution } from '../../../contract';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { useRowCheckboxProps } from '../../components/rowCheckbox';
import { ListToolbar } from '../../components/ListToolbar';
import { StatusTag, useStatusOptions } from '../../components/StatusTag';
import type { CsvColumn } from '../../components/exportCsv';
import { hasActiveFilters, PAGE_SIZES, withPageSizes } from '../../components/listTable';
import { EMPTY_VALUE } from '../../i18n/constants';

type Row = Institution & { id: BaseKey };
const rowName = (row: Row) => row.name;

/**
 * `/institutions` (System Admin): search across the text fields, status filter, sortable
 * columns, pages with a size changer, bulk delete, CSV export, and an empty state that offers
 * "Create institution". Paging, sorting and filtering happen on the server when it answers with
 * `meta`, in the browser otherwise (the data provider decides).
 */
export default function InstitutionList() {
  const { t } = useTranslation('institutions');
  const statusOptions = useStatusOptions();
  const { create } = useNavigation();
  const { data: canCreate } = useCan({ resource: 'institutions', action: 'create' });
  const [selected, setSelected] = useState<BaseKey[]>([]);
  const rowCheckboxProps = useRowCheckboxProps<Row>(rowName);
  const { tableProps, tableQuery, filters, setFilters, sorters, setCurrentPage } =
    useListTable<Row>({
      syncWithLocation: true,
      sorters: { initial: [{ field: 'name', order: 'asc' }] },
      pagination: { pageSize: PAGE_SIZES[0] },
    });

  const filtered = hasActiveFilters(filters);
  const statusFilter = filters.find((f) => 'field' in f && f.field === 'status')?.value as
    number | undefined;

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

  return (
    <List title={t('title')} headerButtons={() => null}>
      <ListToolbar<Row>
        filters={filters}
        setFilters={setFilters}
        sorters={sorters}
        setCurrentPage={setCurrentPage}
        searchPlaceholder={t('filters.search')}
        createLabel={t('create')}
        selectedIds={selected}
        onBulkDeleted={() => setSelected([])}
        exportColumns={exportColumns}
        exportFilename="institutions"
      >
        <FilterSelect<number>
          allowClear
          aria-label={t('filters.status')}
          placeholder={t('filters.status')}
          style={{ width: 160 }}
          options={statusOptions}
          value={statusFilter}
          onChange={(value) => {
            setFilters([{ field: 'status', operator: 'eq', value }], 'merge');
            setCurrentPage(1);
          }}
        />
      </ListToolbar>
      {tableQuery.isError ? (
        <ErrorState error={tableQuery.error} onRetry={() => void tableQuery.refetch()} />
      ) : (
        <ResourceTable<Row>
          rowLinks={{}}
          {...tableProps}
          rowKey="id"
          scroll={{ x: true }}
          pagination={withPageSizes(tableProps.pagination, (total) => t('total', { count: total }))}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys as BaseKey[]),
            ...rowCheckboxProps,
          }}
          locale={{
            emptyText: (
              <EmptyState
                title={filtered ? t('emptyFiltered') : t('empty')}
                actionLabel={!filtered && canCreate?.can ? t('create') : undefined}
                onAction={() => create('institutions')}
              />
            ),
          }}
        >
          <Column<Row>
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
                  src={row.cover_photo || undefined}
                  icon={<BankOutlined />}
                  alt={t('list.thumbnailAlt', { name })}
                />
                <span>{name}</span>
              </Flex>
            )}
          />
          <Column<Row>
            dataIndex="email"
            key="email"
            title={t('fields.email')}
            sorter
            defaultSortOrder={getDefaultSortOrder('email', sorters)}
            render={(v: string | null) => v || EMPTY_VALUE}
          />
          <Column<Row>
            dataIndex="phone"
            key="phone"
            title={t('fields.phone')}
            sorter
            defaultSortOrder={getDefaultSortOrder('phone', sorters)}
            render={(v: string | null) => v || EMPTY_VALUE}
          />
          <Column<Row>
            dataIndex="address"
            key="address"
            title={t('fields.address')}
            sorter
            defaultSortOrder={getDefaultSortOrder('address', sorters)}
            render={(v: string | null) => v || EMPTY_VALUE}
          />
          <Column<Row>
            dataIndex="status"
            key="status"
            title={t('fields.status')}
            sorter
            defaultSortOrder={getDefaultSortOrder('status', sorters)}
            render={(status: number) => <StatusTag status={status} />}
          />
          <Column<Row>
            key="actions"
            title={t('actions')}
            fixed="right"
            render={(_, row) => (
              <Space>
                <ShowButton hideText size="small" recordItemId={row.id} />
                <EditButton hideText size="small" recordItemId={row.id} />
                <DeleteButton
                  hideText
                  size="small"
                  recordItemId={row.id}
                  confirmTitle={t('delete.confirm', { name: row.name })}
                  confirmOkText={t('delete.ok')}
                  confirmCancelText={t('delete.cancel')}
                />
              </Space>
            )}
          />
        </ResourceTable>
      )}
    </List>
  );
}
