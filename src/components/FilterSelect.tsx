import type { SelectProps } from 'antd';
import type { ReactNode } from 'react';
import { useListControls } from './listControls';
import { SelectStandIn } from './SelectStandIn';

/**
 * A list's filter: antd's Select once the list's controls are in (listControls.ts), and until
 * then a still box of the same width with the same placeholder and chosen labels, so rc-select
 * is not part of the list's first load. Takes antd Select's props.
 */
export function FilterSelect<V = unknown>(props: SelectProps<V>) {
  const controls = useListControls();
  if (controls) {
    const Select = controls.Select as <R>(props: SelectProps<R>) => ReactNode;
    return <Select<V> {...props} />;
  }
  return <SelectStandIn<V> {...props} />;
}
