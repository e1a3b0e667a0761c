import { Select, type SelectProps } from 'antd';
import { filterStyle } from './listTable';

export interface LookupFilterProps {
  /** The `selectProps` of the other resource's `useSelect` (or `useLookupSelect`). */
  lookup: Pick<SelectProps<number>, 'options' | 'onSearch' | 'loading'>;
  /** The filter's accessible name, and its placeholder unless one is given. */
  label: string;
  placeholder?: string;
  /** The narrowest it gets (`filterStyle`): it widens to show its whole placeholder. */
  minWidth: number;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}

/**
 * A list's filter by a record of another resource (a venue, a user): antd's Select on that
 * resource's options, searched on the server, since the loaded options are only the first page.
 */
export function LookupFilter({
  lookup,
  label,
  placeholder = label,
  minWidth,
  value,
  onChange,
}: LookupFilterProps) {
  return (
    <Select<number>
      options={lookup.options}
      onSearch={lookup.onSearch}
      loading={lookup.loading}
      filterOption={false}
      showSearch
      allowClear
      aria-label={label}
      placeholder={placeholder}
      style={filterStyle(placeholder, minWidth)}
      value={value}
      onChange={onChange}
    />
  );
}
