import { CreateButton, getDefaultSortOrder, List, useTable } from '@refinedev/antd';
import { useCan, useNavigation, useOne, type BaseKey } from '@refinedev/core';
import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths, type Institution, type Locker } from '../../../contract';
import { BulkDeleteButton } from '../../components/BulkDeleteButton';
import { CsvExportButton } from '../../components/CsvExportButton';
import { CsvImportButton } from '../../components/CsvImportButton';
import { BulkStatusButtons } from '../../components/BulkStatusButtons';
import { RowActions } from '../../components/RowActions';
import type { CsvColumn } from '../../components/exportCsv';
import { LinkButton } from '../../components/LinkButton';
import { ListBody } from '../../components/ListBody';
import { useRowSelection } from '../../components/rowCheckbox';
import { StatusFilter } from '../../components/StatusFilter';
import { StatusTag, useStatusOptions } from '../../components/StatusTag';
import { EMPTY_VALUE } from '../../i18n/constants';
import { BackIcon } from '../../theme/directional';
import { useLockerInstitution } from './useLockerInstitution';
import { PageTitle } from '../../components/RecordHeader';
import { useColumnChoice } from '../../components/listViews/useColumnChoice';

type Row = Locker & { id: BaseKey };
const lockerName = (row: Row) => row.locker_number;
const COLUMN_KEYS = ['locker_number', 'institution', 'status'];

/** Every locker call goes through the `lockers` endpoints, whichever route shows the list. */
export const LOCKERS = 'lockers';

/**
 * One list for both scopes. `/lockers` (Institutional Admin): its own institution's lockers with
 * show/edit/delete, bulk delete and Create. `/institutions/{id}/lockers` (System Admin): the same
 * table for the institution of the route, read-only (the policy gives role 1 no locker actions,
 * so the buttons hide themselves). Search by number, status filter, sort by number (numerically:
 * on the server, or in the browser against the legacy server), pages, CSV export.
 */
export default function LockerList() {
  const { t } = useTranslation('lockers');
  const statusOptions = useStatusOptions();
  const { create } = useNavigation();
  const { scope, institutionId, readOnly } = useLockerInstitution();
  const { data: canCreate } = useCan({ resource: LOCKERS, action: 'create' });
  const { data: canDelete } = useCan({ resource: LOCKERS, action: 'delete' });
  const selection = useRowSelection<Row>(lockerName);
  const meta = scope === 'all' ? { institutionId } : undefined;

  const columnChoice = useColumnChoice(LOCKERS, COLUMN_KEYS);
  const table = useTable<Row>({
    resource: LOCKERS,
    meta,
    syncWithLocation: true,
    sorters: { initial: [{ field: 'locker_number', order: 'asc' }] },
    pagination: { pageSize: 10 },
    queryOptions: { enabled: institutionId !== null },
  });
  const { filters, sorters } = table;

  // The institution's name for the title of the System Admin's view.
  const { result: institution } = useOne<Institution>({
    resource: 'institutions',
    id: institutionId ?? undefined,
    queryOptions: { enabled: scope === 'all' && institutionId !== null },
  });

  const statusLabel = (status: number) =>
    statusOptions.find((o) => o.value === Number(status))?.label ?? String(status);
  const exportColumns: CsvColumn<Row>[] = [
    { header: t('fields.lockerNumber'), key: 'locker_number' },
    { header: t('fields.institution'), key: 'institution.name' },
    { header: t('fields.status'), getter: (r) => statusLabel(r.status) },
  ];

  const title =
    scope === 'all' && institution?.name
      ? t('institutionTitle', { name: institution.name })
      : t('title');

  const rowActions = (row: Row) => (
    <RowActions
      resource={LOCKERS}
      recordItemId={row.id}
      undoable
      deleteProps={{
        confirmTitle: t('delete.confirm', { number: row.locker_number }),
        confirmOkText: t('delete.ok'),
        confirmCancelText: t('delete.cancel'),
        successNotification: {
          type: 'success',
          message: t('notifications.deleted', { number: row.locker_number }),
        },
      }}
    />
  );

  return (
    <List
      title={<PageTitle>{title}</PageTitle>}
      headerButtons={
        <>
          {readOnly && institutionId !== null && (
            <LinkButton to={`/institutions/${institutionId}`} icon={<BackIcon />}>
              {t('backToInstitution')}
            </LinkButton>
          )}
          {!readOnly && (
            <BulkDeleteButton
              ids={selection.selected}
              resource={LOCKERS}
              onDone={selection.clear}
            />
          )}
          {!readOnly && (
            <BulkStatusButtons
              ids={selection.selected}
              resource={LOCKERS}
              url={paths.lockerBulkStatus}
              onDone={selection.clear}
            />
          )}
          <CsvExportButton<Row>
            columns={exportColumns}
            filename={`lockers-${institutionId ?? ''}`}
            selectedIds={selection.selected}
            filters={filters}
            sorters={sorters}
            resource={LOCKERS}
            meta={meta}
          />
          {!readOnly && <CsvImportButton resource={LOCKERS} kind="lockers" />}
          {!readOnly && <CreateButton resource={LOCKERS}>{t('empty.create')}</CreateButton>}
        </>
      }
    >
      {readOnly && (
        <Alert type="info" showIcon message={t('readOnly')} style={{ marginBlockEnd: 16 }} />
      )}
      <ListBody<Row>
        table={table}
        searchPlaceholder={t('search')}
        filterControls={
          <StatusFilter
            table={table}
            label={t('filters.status')}
            placeholder={t('filters.allStatuses')}
          />
        }
        views={{ list: LOCKERS, choice: columnChoice }}
        total={(count) => t('total', { count })}
        empty={{
          title: t('empty.title'),
          filteredTitle: t('empty.filtered'),
          actionLabel: !readOnly && canCreate?.can ? t('empty.create') : undefined,
          onAction: () => create(LOCKERS),
        }}
        card={{
          title: (row) => t('show.title', { number: row.locker_number }),
          tag: (row) => <StatusTag status={row.status} />,
          facts: (row) => [
            { label: t('fields.institution'), value: row.institution?.name || EMPTY_VALUE },
          ],
          actions: readOnly ? undefined : (row) => rowActions(row),
        }}
        rowSelection={!readOnly && canDelete?.can ? selection.rowSelection : undefined}
      >
        <Table.Column<Row>
          dataIndex="locker_number"
          key="locker_number"
          title={t('fields.lockerNumber')}
          sorter
          defaultSortOrder={getDefaultSortOrder('locker_number', sorters)}
        />
        <Table.Column<Row>
          dataIndex={['institution', 'name']}
          key="institution"
          title={t('fields.institution')}
          render={(name: string | undefined) => name || EMPTY_VALUE}
        />
        <Table.Column<Row>
          dataIndex="status"
          key="status"
          title={t('fields.status')}
          render={(status: number) => <StatusTag status={status} />}
        />
        {!readOnly && (
          <Table.Column<Row>
            key="actions"
            title={t('fields.actions')}
            render={(_, row) => rowActions(row)}
          />
        )}
      </ListBody>
    </List>
  );
}
