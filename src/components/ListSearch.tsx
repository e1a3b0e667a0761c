import type { CrudFilter } from '@refinedev/core';
import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterStyle } from './listTable';

/** The free-text filter every list sends as `q` (DESIGN.md list parameters). */
export const SEARCH_FIELD = 'q';
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListSearchProps {
  /** From useTable: the box starts from the URL's `q` (a shared link or a back navigation). */
  filters: CrudFilter[];
  setFilters: (filters: CrudFilter[], behavior?: 'merge' | 'replace') => void;
  /** From useTable: a new search goes back to page 1. */
  setCurrentPage: (page: number) => void;
  placeholder?: string;
}

const searchText = (filters: CrudFilter[]): string => {
  const found = filters.find((f) => 'field' in f && f.field === SEARCH_FIELD);
  return found && typeof found.value === 'string' ? found.value : '';
};

/**
 * A list's search box: antd's Input.Search applying the `q` filter (operator `contains`) once
 * typing pauses, at once on Enter, the search button or the clear (x) button.
 */
export function ListSearch({ filters, setFilters, setCurrentPage, placeholder }: ListSearchProps) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(() => searchText(filters));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Filters cleared elsewhere (the empty list's "Clear filters") empty the box too; adjusted
  // while rendering, as React advises for state that follows a prop.
  const applied = searchText(filters);
  const [lastApplied, setLastApplied] = useState(applied);
  if (applied !== lastApplied) {
    setLastApplied(applied);
    if (applied === '') setText('');
  }

  const apply = (value: string) => {
    clearTimeout(timer.current);
    const trimmed = value.trim();
    setFilters(
      [{ field: SEARCH_FIELD, operator: 'contains', value: trimmed === '' ? undefined : trimmed }],
      'merge',
    );
    setCurrentPage(1);
  };

  const onChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    if (value === '') apply('');
    else timer.current = setTimeout(() => apply(value), SEARCH_DEBOUNCE_MS);
  };

  const shown = placeholder ?? t('kit.search.placeholder');
  return (
    <Input.Search
      allowClear
      role="searchbox"
      aria-label={t('kit.search.label')}
      placeholder={shown}
      value={text}
      onChange={(e) => onChange(e.target.value)}
      onSearch={(value) => apply(value)}
      // The whole placeholder in any language, with room for the clear and search buttons.
      style={filterStyle(shown, 260, 80)}
    />
  );
}
