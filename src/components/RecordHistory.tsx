import { ReloadOutlined } from '@ant-design/icons';
import { useLogList, type BaseKey, type HttpError } from '@refinedev/core';
import { Alert, Button, Card, Empty, Skeleton, Space, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AUDIT_REDACTED, type AuditEntry, type AuditResource } from '../../contract';
import { mayReadAudit } from '../access/policy';
import { useRole } from '../access/useRole';
import type { RecordHistoryPage } from '../api/auditLogProvider';
import { useServerHas } from '../api/serverIdentity';
import { formatDateTime } from '../i18n/format';
import { useAuditFieldText } from './auditFields';
import { AuditFieldRecord, isReferenceField } from './AuditRecordName';
import { ACTION_COLORS, changeValueText, useAuditLabels } from './auditLabels';

export interface RecordHistoryProps {
  /** The audit's name of the record's resource (`tickets` for both ticket screens). */
  resource: AuditResource;
  /** The record's id; nothing is asked before it is known. */
  recordId: BaseKey | undefined;
  /** The page's labels of the record's fields (`price` -> "Price"); a field without one shows its name. */
  fieldLabels?: Partial<Record<string, string>>;
  /**
   * A coded value's label as the page shows it (`status` 1 -> "Active"); undefined keeps the
   * value as it is. Never called for a missing or redacted value.
   */
  formatValue?: (field: string, value: unknown) => string | undefined;
}

/** `get` answers a page; without an audit-log provider Refine answers `[]`. */
const entriesOf = (page: RecordHistoryPage | AuditEntry[] | undefined) =>
  Array.isArray(page) ? { data: page, total: page.length } : (page ?? { data: [], total: 0 });

function Changes({
  entry,
  fieldLabels,
  formatValue,
}: {
  entry: AuditEntry;
} & Pick<RecordHistoryProps, 'fieldLabels' | 'formatValue'>) {
  const { t } = useTranslation('common');
  const audit = useAuditFieldText();
  const fields = Object.entries(entry.changes ?? {});
  if (fields.length === 0) return null;
  const text = (field: string, value: unknown) => {
    if (value === null || value === undefined || value === '' || value === AUDIT_REDACTED) {
      return changeValueText(value, t);
    }
    const shown = formatValue?.(field, value);
    if (shown !== undefined) return shown;
    const plain = audit.valueText(entry.resource, field, value);
    return isReferenceField(field) ? (
      <AuditFieldRecord field={field} id={value} fallback={plain} />
    ) : (
      plain
    );
  };
  return (
    <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
      {fields.map(([field, change]) => (
        <li key={field}>
          <Typography.Text strong>
            {fieldLabels?.[field] ?? audit.fieldLabel(entry.resource, field)}
          </Typography.Text>
          {': '}
          <Typography.Text type="secondary">{text(field, change?.old)}</Typography.Text>
          {' → '}
          <Typography.Text>{text(field, change?.new)}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}

/**
 * A record page's History (issue 44): its latest changes from the server's audit (Refine's
 * useLogList over src/api/auditLogProvider.ts), newest first, each with when, who, the action
 * and every changed field old → new. Shown only to the roles that may read the audit, and only
 * when the server keeps one (the legacy server does not: nothing is asked, nothing is drawn).
 */
export function RecordHistory({
  resource,
  recordId,
  fieldLabels,
  formatValue,
}: RecordHistoryProps) {
  const { t } = useTranslation('common');
  const labels = useAuditLabels();
  const allowed = mayReadAudit(useRole());
  const known = recordId !== undefined && recordId !== null && recordId !== '';
  // The server is asked once the record is in: a page whose record failed asks nothing more.
  const hasAudit = useServerHas('audit', { enabled: allowed && known });
  const shown = allowed && hasAudit && known;
  const query = useLogList<RecordHistoryPage | AuditEntry[], HttpError>({
    resource,
    meta: { id: String(recordId) },
    // A change made a moment ago shows when the page opens again.
    queryOptions: { enabled: shown, staleTime: 0 },
  });
  if (!shown) return null;

  const { data: entries, total } = entriesOf(query.data);
  const title = (
    <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
      {t('audit.history.title')}
    </Typography.Title>
  );

  let body;
  if (query.isLoading) {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  } else if (query.isError) {
    body = (
      <Alert
        type="warning"
        showIcon
        message={t('audit.history.failed')}
        description={query.error?.message || t('errors.unknown')}
        action={
          <Button
            size="small"
            icon={<ReloadOutlined />}
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {t('kit.error.retry')}
          </Button>
        }
      />
    );
  } else if (entries.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('audit.history.empty')} />;
  } else {
    body = (
      <>
        <Timeline
          items={entries.map((entry) => ({
            key: entry.id,
            color: ACTION_COLORS[entry.action] ?? 'gray',
            children: (
              <div data-testid="history-entry">
                <Space wrap size={[8, 0]}>
                  <Tag color={ACTION_COLORS[entry.action]}>{labels.actionLabel(entry.action)}</Tag>
                  <Typography.Text>{entry.user_email ?? t('audit.unknownUser')}</Typography.Text>
                  <Typography.Text type="secondary">
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </Typography.Text>
                </Space>
                <Changes entry={entry} fieldLabels={fieldLabels} formatValue={formatValue} />
              </div>
            ),
          }))}
        />
        {total > entries.length && (
          <Typography.Text type="secondary">
            {t('audit.history.latest', { shown: entries.length, total })}
          </Typography.Text>
        )}
      </>
    );
  }

  return (
    <Card title={title} size="small" style={{ marginTop: 24 }} aria-busy={query.isLoading}>
      {body}
    </Card>
  );
}
