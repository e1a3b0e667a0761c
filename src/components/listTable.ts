import type { CrudFilter } from '@refinedev/core';
import type { TablePaginationConfig } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * Small helpers every resource list's antd Table shares (institutions, lockers, tickets...).
 */

/** The page sizes every resource list offers (the server allows up to 200 a page). */
export const PAGE_SIZES = [10, 20, 50, 100];

/**
 * useTable's `tableProps.pagination` with the page-size changer (always shown, not only past 50
 * rows as antd does by default) and, when given, the total ("23 institutions").
 */
export function withPageSizes(
  pagination: TablePaginationConfig | false | undefined,
  showTotal?: (total: number) => ReactNode,
): TablePaginationConfig | false | undefined {
  return (
    pagination && {
      ...pagination,
      showSizeChanger: true,
      pageSizeOptions: PAGE_SIZES,
      ...(showTotal ? { showTotal } : {}),
    }
  );
}

/**
 * True when a filter with a value is applied (search included): an empty table then says "no
 * record matches these filters" rather than "no records yet", and offers no Create.
 */
export const hasActiveFilters = (filters: readonly CrudFilter[]): boolean =>
  filters.some((f) => {
    const value: unknown = f.value;
    if (Array.isArray(value)) return value.length > 0;
    return value !== undefined && value !== null && value !== '';
  });

/**
 * A filter's style that shows its whole placeholder in any language (French runs longer than
 * English): about 7.5 px a character at the body size plus `extra` for the arrow and the clear
 * button, at least `min`, and never wider than the row (a phone's).
 */
export const filterStyle = (placeholder: string, min = 160, extra = 56): CSSProperties => ({
  width: Math.max(min, Math.ceil(placeholder.length * 7.5) + extra),
  maxWidth: '100%',
});

/**
 * Filter values read back from the URL are text (`"0"`, `["0","2"]`): a Select whose options are
 * numbers needs numbers, or it shows the raw "0" instead of its label.
 */
export function asNumber(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

export function asNumbers(value: unknown): number[] {
  const items = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return items.map(asNumber).filter((n): n is number => n !== undefined);
}
