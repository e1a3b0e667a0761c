import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** One field another user changed: their value and the one this form is about to save. */
export interface StaleChange {
  field: string;
  label: string;
  theirs: string;
  yours: string;
}

/** The body of the stale-edit dialog (useSafeEdit): which fields changed, theirs → yours. */
export function StaleChanges({ changes }: { changes: StaleChange[] }) {
  const { t } = useTranslation('common');
  return (
    <>
      <Typography.Paragraph>{t('stale.intro')}</Typography.Paragraph>
      {changes.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('stale.noFormField')}</Typography.Paragraph>
      ) : (
        <Table<StaleChange>
          size="small"
          pagination={false}
          rowKey="field"
          dataSource={changes}
          aria-label={t('stale.fieldsLabel')}
          columns={[
            { title: t('stale.field'), dataIndex: 'label' },
            { title: t('stale.theirs'), dataIndex: 'theirs' },
            { title: t('stale.yours'), dataIndex: 'yours' },
          ]}
        />
      )}
    </>
  );
}
