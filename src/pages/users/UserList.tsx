import { CheckCircleFilled, MinusOutlined } from '@ant-design/icons';
import { CreateButton, getDefaultSortOrder, List, useTable } from '@refinedev/antd';
import { useLookupSelect } from '../../hooks/useLookupSelect';
import {
  useCan,
  useGetIdentity,
  useNavigation,
  type BaseKey,
  type CrudFilter,
} from '@refinedev/core';
import { Flex, Select, Table, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLE_LABEL_KEYS, isRole, type Institution, type User } from '../../../contract';
import type { Identity } from '../../api/session';
import { BulkDeleteButton } from '../../components/BulkDeleteButton';
import { CsvExportButton } from '../../components/CsvExportButton';
import { CsvImportButton } from '../../components/CsvImportButton';
import { BulkMoveButton } from './BulkMoveButton';
import { RowActions } from '../../components/RowActions';
import type { CsvColumn } from '../../components/exportCsv';
import { ListBody } from '../../components/ListBody';
import { LookupFilter } from '../../components/LookupFilter';
import { filterStyle } from '../../components/listTable';
import { useRowSelection } from '../../components/rowCheckbox';
import { EMPTY_VALUE } from '../../i18n/constants';
import { RoleTag, useRoleOptions } from './RoleTag';
import { UserAvatar } from './UserAvatar';
import { PageTitle } from '../../components/RecordHeader';
import { firstListTable } from '../../api/listPrefetch';
import { USER_LIST } from '../listQueries';
import { useColumnChoice } from '../../components/listViews/useColumnChoice';

type Row = User & { id: BaseKey };
const rowName = (row: Row) => row.name;

const filterValue = (filters: CrudFilter[], field: string): number | undefined => {
  const raw = filters.find((f) => 'field' in f && f.field === field)?.value as unknown;
  return raw === undefined || raw === null || raw === '' ? undefined : Number(raw);
};

/** The columns a user may hide (ColumnChooser); the row actions always stay. */
const COLUMN_KEYS = ['name', 'email', 'phone', 'role', 'institution', 'social'];

/**
 * `/users` (System Admin): avatar + name, e-mail, phone, role tag, institution, social, actions.
 * Search, role and institution filters, sort, pages, CSV export, bulk delete (never the
 * signed-in user: its own row cannot be selected and has no delete button).
 */
export default function UserList() {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation('common');
  const { create } = useNavigation();
  const roleOptions = useRoleOptions();
  const { data: me } = useGetIdentity<Identity>();
  const { data: canDelete } = useCan({ resource: 'users', action: 'delete' });

  const columnChoice = useColumnChoice('users', COLUMN_KEYS);
  const table = useTable<Row>({
    resource: 'users',
    syncWithLocation: true,
    ...firstListTable(USER_LIST),
  });
  const { filters, setFilters, sorters, setCurrentPage } = table;
  const { selectProps: institutionSelect } = useLookupSelect<Institution>({
    resource: 'institutions',
    optionLabel: 'name',
    optionValue: 'institution_id',
    pagination: { mode: 'off' },
  });

  const myId = me?.user_id;
  const isMe = (row: Row) => myId !== undefined && row.user_id === myId;
  const selection = useRowSelection<Row>(rowName, (row) => ({
    disabled: isMe(row),
  }));
  const roleLabel = (role: number) => (isRole(role) ? tc(ROLE_LABEL_KEYS[role]) : String(role));
  const exportColumns: CsvColumn<Row>[] = [
    { header: t('fields.name'), key: 'name' },
    { header: t('fields.email'), key: 'email' },
    { header: t('fields.phone'), key: 'phone' },
    { header: t('fields.role'), getter: (r) => roleLabel(r.role) },
    { header: t('fields.institution'), key: 'institution.name' },
    {
      header: t('fields.isSocial'),
      getter: (r) => (Number(r.is_social) ? t('show.yes') : t('show.no')),
    },
    { header: t('fields.dateOfBirth'), key: 'date_of_birth' },
  ];
  const applyFilter = (field: string, value: number | undefined) => {
    setFilters([{ field, operator: 'eq', value }], 'merge');
    setCurrentPage(1);
  };

  const rowActions = (row: Row) => (
    <RowActions
      recordItemId={row.id}
      undoable
      deleteProps={
        isMe(row)
          ? undefined
          : {
              confirmTitle: t('delete.confirm', { name: row.name }),
              confirmOkText: t('delete.ok'),
              confirmCancelText: t('delete.cancel'),
            }
      }
    />
  );

  return (
    <List
      title={<PageTitle>{t('title')}</PageTitle>}
      headerButtons={
        <>
          <BulkDeleteButton
            ids={selection.selected}
            excludeIds={myId !== undefined ? [myId] : []}
            resource="users"
            onDone={selection.clear}
          />
          <BulkMoveButton
            ids={selection.selected}
            excludeIds={myId !== undefined ? [myId] : []}
            onDone={selection.clear}
          />
          <CsvExportButton<Row>
            columns={exportColumns}
            filename="users"
            filters={filters}
            sorters={sorters}
            resource="users"
          />
          <CsvImportButton resource="users" kind="users" />
          <CreateButton resource="users">{t('create.button')}</CreateButton>
        </>
      }
    >
      <ListBody<Row>
        table={table}
        searchPlaceholder={t('search')}
        filterControls={
          <>
            <Select<number>
              allowClear
              aria-label={t('filters.role')}
              placeholder={t('filters.allRoles')}
              style={filterStyle(t('filters.allRoles'), 200)}
              options={roleOptions}
              value={filterValue(filters, 'role')}
              onChange={(value) => applyFilter('role', value)}
            />
            <LookupFilter
              lookup={institutionSelect}
              label={t('filters.institution')}
              placeholder={t('filters.allInstitutions')}
              minWidth={220}
              value={filterValue(filters, 'institution_id')}
              onChange={(value) => applyFilter('institution_id', value)}
            />
          </>
        }
        views={{ list: 'users', choice: columnChoice }}
        empty={{
          title: t('empty.title'),
          filteredTitle: t('empty.filtered'),
          actionLabel: t('create.button'),
          onAction: () => create('users'),
        }}
        card={{
          title: (row) => (
            <Flex align="center" gap={8}>
              <UserAvatar src={row.profile_pic} />
              {row.name}
            </Flex>
          ),
          tag: (row) => <RoleTag role={row.role} />,
          facts: (row) => [
            { label: t('fields.email'), value: row.email },
            { label: t('fields.institution'), value: row.institution?.name || EMPTY_VALUE },
          ],
          actions: (row) => rowActions(row),
        }}
        rowSelection={canDelete?.can ? selection.rowSelection : undefined}
      >
        <Table.Column<Row>
          key="name"
          dataIndex="name"
          title={t('fields.name')}
          sorter
          defaultSortOrder={getDefaultSortOrder('name', sorters)}
          render={(_, row) => (
            <Flex align="center" gap={8}>
              <UserAvatar src={row.profile_pic} />
              <Typography.Text>{row.name}</Typography.Text>
            </Flex>
          )}
        />
        <Table.Column<Row>
          key="email"
          dataIndex="email"
          title={t('fields.email')}
          sorter
          defaultSortOrder={getDefaultSortOrder('email', sorters)}
        />
        <Table.Column<Row>
          key="phone"
          dataIndex="phone"
          title={t('fields.phone')}
          render={(phone: string | null) => phone || EMPTY_VALUE}
        />
        <Table.Column<Row>
          key="role"
          dataIndex="role"
          title={t('fields.role')}
          sorter
          defaultSortOrder={getDefaultSortOrder('role', sorters)}
          render={(role: number) => <RoleTag role={role} />}
        />
        <Table.Column<Row>
          key="institution"
          dataIndex={['institution', 'name']}
          title={t('fields.institution')}
          render={(name: string | undefined) => name || EMPTY_VALUE}
        />
        <Table.Column<Row>
          key="social"
          dataIndex="is_social"
          title={t('fields.social')}
          align="center"
          render={(social: number) =>
            Number(social) ? (
              <Tooltip title={t('list.social')}>
                <CheckCircleFilled aria-label={t('list.social')} />
              </Tooltip>
            ) : (
              <MinusOutlined aria-label={t('list.notSocial')} />
            )
          }
        />
        <Table.Column<Row>
          key="actions"
          title={t('list.actions')}
          fixed="right"
          render={(_, row) => rowActions(row)}
        />
      </ListBody>
    </List>
  );
}
