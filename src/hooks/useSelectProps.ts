import {
  useSelect,
  type BaseOption,
  type BaseRecord,
  type HttpError,
  type UseSelectProps,
} from '@refinedev/core';
import type { SelectProps } from 'antd';

/**
 * Refine's core `useSelect` with the props of an antd Select that searches on the server, as
 * @refinedev/antd's `useSelect` gives them, without that package (src/hooks/useListTable.ts says
 * why).
 */
export function useSelectProps<T extends BaseRecord = BaseRecord>(
  props: UseSelectProps<T, HttpError, T>,
) {
  const { query, defaultValueQuery, onSearch, options } = useSelect<T, HttpError, T, BaseOption>(
    props,
  );
  const selectProps: SelectProps<BaseOption['value']> = {
    options,
    onSearch,
    loading: defaultValueQuery.query.isFetching,
    showSearch: true,
    filterOption: false,
  };
  return { selectProps, query, defaultValueQuery: defaultValueQuery.query };
}
