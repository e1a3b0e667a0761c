import { List, useSelect, useTable } from '@refinedev/antd';
import { useNavigation, type BaseKey, type CrudFilter } from '@refinedev/core';
import { DatePicker, Result, Select, Skeleton, Space, Table, Tag, Typography } from 'antd';
import {
  AuditEntryRecord,
  AuditFieldRecord,
  isReferenceField,
} from '../../components/AuditRecordName';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditEntry, User } from '../../../contract';
import { isAllowed } from '../../access/policy';
import { useRole } from '../../access/useRole';
import { useServerCapabilities } from '../../api/serverIdentity';
import { ACTION_COLORS, changesText, useAuditLabels } from '../../components/auditLabels';
import { useAuditFieldText } from '../../components/auditFields';
import { CsvExportButton } from '../../components/CsvExportButton';
import { ListBody } from '../../components/ListBody';
import { LookupFilter } from '../../components/LookupFilter';
import type { CsvColumn } from '../../components/exportCsv';
import { filterStyle } from '../../components/listTable';
import { PageTitle } from '../../components/RecordHeader';
import { useScope } from '../../hooks/useScope';
import { formatDateTime } from '../../i18n/format';
import { asId, asText, dayRangeFilters, dayRangeOf, filterValue } from './activityFilters';

type Row = AuditEntry & { id: BaseKey };

/** The console resource whose page shows an entry's record, for each scope. */
const RECORD_PAGES: Record<'all' | 'own', Partial<Record<string, string>>> = {
  all: { institutions: 'institutions', tickets: 'tickets', purchase: 'purchase', users: 'users' },
  own: { tickets: 'tickets_institution', lockers: 'lockers', purchase: 'purchase_institution' },
};

/**
 * `/activity` (System Admin: every institution) and `/activity_institution` (Institutional
 * Admin: its own, held to it by the server): the audit history (`GET /audit/list`, issue 44),
 * newest first, paged by the server, filtered by who, resource, action and days, the filters in
 * the URL; Export CSV writes every filtered entry. The legacy server keeps no history: the
 * screen says so and asks nothing.
 */
export default function ActivityList() {
  const { t } = useTranslation('common');
  const labels = useAuditLabels();
  const fields = useAuditFieldText();
  const { scope } = useScope();
  const role = useRole();
  const { showUrl } = useNavigation();
  const server = useServerCapabilities();
  const hasAudit = server.data?.audit === true;

  const table = useTable<Row>({
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    queryOptions: { enabled: hasAudit },
  });
  const { filters, setFilters, setCurrentPage } = table;
  // Only a System Admin may list users: the others filter by who from a row (the Who cell).
  const userId = asId(filterValue(filters, 'user_id'));
  const { selectProps: userSelect } = useSelect<User>({
    resource: 'users',
    optionLabel: 'email',
    optionValue: 'user_id',
    onSearch: (value) => [{ field: 'q', operator: 'contains', value }],
    defaultValue: userId,
    queryOptions: { enabled: hasAudit && scope === 'all' },
  });

  const setFilter = (next: CrudFilter | CrudFilter[]) => {
    setFilters(Array.isArray(next) ? next : [next], 'merge');
    setCurrentPage(1);
  };
  const [from, to] = dayRangeOf(filters);
  const range = useMemo<[dayjs.Dayjs | null, dayjs.Dayjs | null]>(
    () => [from ? dayjs(from) : null, to ? dayjs(to) : null],
    [from, to],
  );
  const recordLink = (entry: Row) => {
    const page = RECORD_PAGES[scope][entry.resource];
    if (!page || !entry.record_id || !isAllowed(role, page, 'show')) return null;
    if (entry.action === 'delete') return null;
    return showUrl(page, entry.record_id);
  };

  const whenCell = (row: Row) => <time dateTime={row.at}>{formatDateTime(row.at)}</time>;
  const whoCell = (row: Row) => (
    <Space direction="vertical" size={0}>
      {row.user_id !== null ? (
        <Typography.Link
          onClick={() => setFilter({ field: 'user_id', operator: 'eq', value: row.user_id })}
        >
          {row.user_email ?? `#${row.user_id}`}
        </Typography.Link>
      ) : (
        <Typography.Text>{row.user_email ?? t('audit.unknownUser')}</Typography.Text>
      )}
      <Typography.Text type="secondary">{labels.roleLabel(row.user_role)}</Typography.Text>
    </Space>
  );
  const recordCell = (row: Row) => {
    const href = recordLink(row);
    const label = labels.resourceLabel(row.resource);
    const text = row.record_id ? (
      <AuditEntryRecord
        resource={row.resource}
        id={row.record_id}
        fallback={`${label} #${row.record_id}`}
        format={(name) => `${label}: ${name}`}
      />
    ) : (
      label
    );
    return href ? <Link to={href}>{text}</Link> : text;
  };
  const valueOf = (row: Row, field: string, value: unknown) => {
    const text = fields.valueText(row.resource, field, value);
    return isReferenceField(field) && text.startsWith('#') ? (
      <AuditFieldRecord field={field} id={value} fallback={text} />
    ) : (
      text
    );
  };
  const actionTag = (row: Row) => (
    <Tag color={ACTION_COLORS[row.action]}>{labels.actionLabel(row.action)}</Tag>
  );

  const exportColumns: CsvColumn<Row>[] = [
    { header: t('audit.fields.when'), key: 'at' },
    { header: t('audit.fields.who'), key: 'user_email' },
    { header: t('audit.fields.role'), getter: (r) => labels.roleLabel(r.user_role) },
    { header: t('audit.fields.institution'), key: 'institution_id' },
    { header: t('audit.fields.resource'), getter: (r) => labels.resourceLabel(r.resource) },
    { header: t('audit.fields.record'), key: 'record_id' },
    { header: t('audit.fields.action'), getter: (r) => labels.actionLabel(r.action) },
    {
      header: t('audit.fields.changes'),
      getter: (r) => changesText(r, labels.t, (field) => fields.fieldLabel(r.resource, field)),
    },
    { header: t('audit.fields.ip'), key: 'ip' },
  ];

  if (!hasAudit) {
    return server.isPending ? (
      <Skeleton active />
    ) : (
      <Result
        status="info"
        title={t('audit.activity.unavailable.title')}
        subTitle={t('audit.activity.unavailable.description')}
      />
    );
  }

  return (
    <List
      title={<PageTitle>{t('audit.activity.title')}</PageTitle>}
      canCreate={false}
      headerButtons={
        <CsvExportButton<Row> columns={exportColumns} filename="activity" filters={filters} />
      }
    >
      <ListBody<Row>
        table={table}
        filterControls={
          <>
            {scope === 'all' && (
              <LookupFilter
                lookup={userSelect}
                label={t('audit.activity.filters.who')}
                minWidth={240}
                value={userId}
                onChange={(value) => setFilter({ field: 'user_id', operator: 'eq', value })}
              />
            )}
            <Select<string>
              allowClear
              aria-label={t('audit.activity.filters.resource')}
              placeholder={t('audit.activity.filters.resource')}
              style={filterStyle(t('audit.activity.filters.resource'), 200)}
              options={labels.resourceOptions}
              value={asText(filterValue(filters, 'resource'))}
              onChange={(value) => setFilter({ field: 'resource', operator: 'eq', value })}
            />
            <Select<string>
              allowClear
              aria-label={t('audit.activity.filters.action')}
              placeholder={t('audit.activity.filters.action')}
              style={filterStyle(t('audit.activity.filters.action'), 180)}
              options={labels.actionOptions}
              value={asText(filterValue(filters, 'action'))}
              onChange={(value) => setFilter({ field: 'action', operator: 'eq', value })}
            />
            <DatePicker.RangePicker
              allowEmpty={[true, true]}
              // Each end is named by its placeholder (rc-picker would give one label to both).
              placeholder={[t('audit.activity.filters.from'), t('audit.activity.filters.to')]}
              value={range}
              onChange={(days) => setFilter(dayRangeFilters(days))}
              style={{ width: 264 }}
            />
          </>
        }
        empty={{
          title: t('audit.activity.empty'),
          filteredTitle: t('audit.activity.filteredEmpty'),
        }}
        scroll={{ x: 'max-content' }}
        card={{
          title: recordCell,
          tag: actionTag,
          facts: (row) => [
            { label: t('audit.fields.when'), value: whenCell(row) },
            { label: t('audit.fields.who'), value: whoCell(row) },
          ],
        }}
      >
        <Table.Column<Row>
          dataIndex="at"
          key="at"
          title={t('audit.fields.when')}
          render={(_, row) => whenCell(row)}
        />
        <Table.Column<Row>
          dataIndex="user_email"
          key="who"
          title={t('audit.fields.who')}
          render={(_, row) => whoCell(row)}
        />
        <Table.Column<Row>
          dataIndex="resource"
          key="resource"
          title={t('audit.fields.resource')}
          render={(_, row) => recordCell(row)}
        />
        <Table.Column<Row>
          dataIndex="action"
          key="action"
          title={t('audit.fields.action')}
          render={(_, row) => actionTag(row)}
        />
        <Table.Column<Row>
          dataIndex="changes"
          key="changes"
          title={t('audit.fields.changes')}
          render={(changes: AuditEntry['changes'], row) => (
            // At most this wide, the lines wrapping: the IP address column stays in view.
            <ul
              style={{
                margin: 0,
                paddingInlineStart: 16,
                maxWidth: 360,
                overflowWrap: 'anywhere',
              }}
            >
              {Object.entries(changes ?? {}).map(([field, change]) => (
                <li key={field}>
                  <Typography.Text strong>{fields.fieldLabel(row.resource, field)}</Typography.Text>
                  {': '}
                  {valueOf(row, field, change?.old)} → {valueOf(row, field, change?.new)}
                </li>
              ))}
            </ul>
          )}
        />
        <Table.Column<Row> dataIndex="ip" key="ip" title={t('audit.fields.ip')} />
      </ListBody>
    </List>
  );
}
