import { DownloadOutlined } from '@ant-design/icons';
import {
  useDataProvider,
  useNotification,
  useResourceParams,
  type BaseRecord,
  type CrudFilter,
  type CrudSort,
  type MetaQuery,
} from '@refinedev/core';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv, type CsvColumn } from './exportCsv';

export interface ExportButtonProps<T extends BaseRecord> {
  columns: CsvColumn<T>[];
  /** File name without `.csv` (default: the resource name and today's date). */
  filename?: string;
  /** The list's current filters and sorters (from useTable): the file holds what is filtered. */
  filters?: CrudFilter[];
  sorters?: CrudSort[];
  resource?: string;
  meta?: MetaQuery;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * "Export CSV": fetches every row matching the current filters and sorters in one unpaged
 * getList (the legacy server has no paging anyway; ours returns the whole filtered list without
 * `page`), then downloads it. Failures go to the notification provider.
 */
export function ExportButton<T extends BaseRecord>({
  columns,
  filename,
  filters,
  sorters,
  resource: resourceProp,
  meta,
}: ExportButtonProps<T>) {
  const { t } = useTranslation('common');
  const { resource } = useResourceParams(resourceProp ? { resource: resourceProp } : undefined);
  const dataProvider = useDataProvider();
  const { open } = useNotification();
  const [busy, setBusy] = useState(false);
  const name = resourceProp ?? resource?.name ?? 'export';

  const run = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider().getList<T>({
        resource: name,
        pagination: { mode: 'off' },
        filters,
        sorters,
        meta,
      });
      downloadCsv(filename ?? `${name}-${today()}`, toCsv(data, columns));
      open?.({
        type: 'success',
        key: `export-${name}`,
        message: t('kit.export.done', { count: data.length }),
      });
    } catch (error) {
      open?.({
        type: 'error',
        key: `export-${name}`,
        message: t('kit.export.failed', { message: (error as Error)?.message ?? '' }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      {t('kit.export.button')}
    </Button>
  );
}
