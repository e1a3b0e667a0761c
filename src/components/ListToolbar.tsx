import { SearchOutlined } from '@ant-design/icons';
import { CreateButton } from './CreateButton';
import type { BaseKey, BaseRecord, CrudFilter, CrudSort, MetaQuery } from '@refinedev/core';
import { Flex, Space } from 'antd';
// Not antd's `Input` namespace: that brings Password, Search and OTP into every list.
import Input from 'antd/es/input/Input';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkDeleteButton } from './BulkDeleteButton';
import { ExportButton } from './ExportButton';
import type { CsvColumn } from './exportCsv';

/** The free-text filter every list sends as `q` (DESIGN.md list parameters). */
export const SEARCH_FIELD = 'q';
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListToolbarProps<T extends BaseRecord> {
  /** From useListTable (src/hooks/useListTable.ts). */
  filters: CrudFilter[];
  setFilters: (filters: CrudFilter[], behavior?: 'merge' | 'replace') => void;
  sorters?: CrudSort[];
  /** From useTable: a new search goes back to page 1. */
  setCurrentPage?: (page: number) => void;
  /** Default: the resource of the current route. */
  resource?: string;
  searchPlaceholder?: string;
  /** Extra filter controls (status Select, date range...), shown after the search box. */
  children?: ReactNode;
  /** Columns of the CSV file; without them there is no Export button. */
  exportColumns?: CsvColumn<T>[];
  exportFilename?: string;
  meta?: MetaQuery;
  /** Selected row keys: with them a bulk-delete button appears (if the policy allows delete). */
  selectedIds?: readonly BaseKey[];
  excludeFromDelete?: readonly BaseKey[];
  onBulkDeleted?: (deleted: BaseKey[]) => void;
  /** Label of the Create button (default "Create"); the button shows only if create is allowed. */
  createLabel?: ReactNode;
  hideCreate?: boolean;
}

const searchText = (filters: CrudFilter[]): string => {
  const found = filters.find((f) => 'field' in f && f.field === SEARCH_FIELD);
  return found && typeof found.value === 'string' ? found.value : '';
};

/**
 * The bar above a list's antd Table: debounced search (`q`, operator `contains`), extra filters,
 * bulk delete, CSV export of what is filtered, and Create. Access comes from the policy table
 * through Refine (CreateButton and BulkDeleteButton ask `useCan`).
 */
export function ListToolbar<T extends BaseRecord>({
  filters,
  setFilters,
  sorters,
  setCurrentPage,
  resource,
  searchPlaceholder,
  children,
  exportColumns,
  exportFilename,
  meta,
  selectedIds,
  excludeFromDelete,
  onBulkDeleted,
  createLabel,
  hideCreate,
}: ListToolbarProps<T>) {
  const { t } = useTranslation('common');
  // Starts from the filters (a shared link or a back navigation keeps `q`).
  const [text, setText] = useState(() => searchText(filters));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (value: string) => {
    clearTimeout(timer.current);
    const trimmed = value.trim();
    setFilters(
      [{ field: SEARCH_FIELD, operator: 'contains', value: trimmed === '' ? undefined : trimmed }],
      'merge',
    );
    setCurrentPage?.(1);
  };

  const onChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    // The clear (x) button and an emptied box apply at once; typing waits for a pause.
    if (value === '') apply('');
    else timer.current = setTimeout(() => apply(value), SEARCH_DEBOUNCE_MS);
  };

  return (
    <Flex wrap gap={8} justify="space-between" align="center" style={{ marginBottom: 16 }}>
      <Space wrap>
        <Input
          allowClear
          role="searchbox"
          aria-label={t('kit.search.label')}
          placeholder={searchPlaceholder ?? t('kit.search.placeholder')}
          prefix={<SearchOutlined aria-hidden />}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          onPressEnter={() => apply(text)}
          style={{ width: 260 }}
        />
        {children}
      </Space>
      <Space wrap>
        {selectedIds && selectedIds.length > 0 && (
          <BulkDeleteButton
            ids={selectedIds}
            excludeIds={excludeFromDelete}
            resource={resource}
            onDone={onBulkDeleted}
          />
        )}
        {exportColumns && (
          <ExportButton<T>
            columns={exportColumns}
            filename={exportFilename}
            filters={filters}
            sorters={sorters}
            resource={resource}
            meta={meta}
          />
        )}
        {!hideCreate && (
          <CreateButton resource={resource}>{createLabel ?? t('kit.create')}</CreateButton>
        )}
      </Space>
    </Flex>
  );
}
