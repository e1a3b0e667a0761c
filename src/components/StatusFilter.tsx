import { Select } from 'antd';
import { asNumber, filterStyle } from './listTable';
import type { ViewTable } from './listViews/ListViewControls';
import { useStatusOptions } from './StatusTag';

export interface StatusFilterProps {
  /** The list's `useTable` result: the filter reads and sets its `status` filter. */
  table: Pick<ViewTable, 'filters' | 'setFilters' | 'setCurrentPage'>;
  /** The filter's accessible name, and its placeholder unless one is given. */
  label: string;
  placeholder?: string;
}

/** A list's Active / Disabled filter (institutions, lockers): a new choice goes back to page 1. */
export function StatusFilter({ table, label, placeholder = label }: StatusFilterProps) {
  const options = useStatusOptions();
  const value = asNumber(table.filters.find((f) => 'field' in f && f.field === 'status')?.value);
  return (
    <Select<number>
      allowClear
      aria-label={label}
      placeholder={placeholder}
      style={filterStyle(placeholder, 160)}
      options={options}
      value={value}
      onChange={(status) => {
        table.setFilters([{ field: 'status', operator: 'eq', value: status }], 'merge');
        table.setCurrentPage(1);
      }}
    />
  );
}
