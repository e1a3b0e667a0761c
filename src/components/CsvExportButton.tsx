import { ExportButton } from '@refinedev/antd';
import {
  useDataProvider,
  useNotification,
  useResourceParams,
  type BaseKey,
  type BaseRecord,
  type CrudFilter,
  type CrudSort,
  type MetaQuery,
} from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv, type CsvColumn } from './exportCsv';

export interface CsvExportButtonProps<T extends BaseRecord> {
  columns: CsvColumn<T>[];
  /** File name without `.csv` (default: the resource name and today's date). */
  filename?: string;
  /** The list's current filters and sorters (from useTable): the file holds what is filtered. */
  filters?: CrudFilter[];
  sorters?: CrudSort[];
  resource?: string;
  meta?: MetaQuery;
  /** The table's selected row keys: with some, the file holds those rows only. */
  selectedIds?: readonly BaseKey[];
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Refine's ExportButton writing the file with exportCsv.ts, whose formula guard keeps a name like
 * `=HYPERLINK(...)` from running in a spreadsheet. Every row matching the filters comes in one
 * unpaged getList: the legacy server has no paging, and ours sends the whole filtered list when
 * asked for no page.
 */
export function CsvExportButton<T extends BaseRecord>({
  columns,
  filename,
  filters,
  sorters,
  resource: resourceProp,
  meta,
  selectedIds = [],
}: CsvExportButtonProps<T>) {
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
      const rows =
        selectedIds.length > 0
          ? data.filter((row) => selectedIds.some((id) => String(id) === String(row.id)))
          : data;
      downloadCsv(filename ?? `${name}-${today()}`, toCsv(rows, columns));
      open?.({
        type: 'success',
        key: `export-${name}`,
        message: t('kit.export.done', { count: rows.length }),
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
    <ExportButton loading={busy} onClick={() => void run()}>
      {selectedIds.length > 0
        ? t('kit.export.selected', { count: selectedIds.length })
        : t('kit.export.button')}
    </ExportButton>
  );
}
