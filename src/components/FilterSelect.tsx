import type { SelectProps } from 'antd';
// Not antd's `Input` namespace: see ListToolbar.
import Input from 'antd/es/input/Input';
import type { ReactNode } from 'react';
import { useListControls } from './listControls';

type Option = { label?: ReactNode; value?: unknown };

/** The chosen options' labels, as the Select will show them. */
function labelsOf<V>({ value, options }: SelectProps<V>): string | undefined {
  if (value === undefined || value === null) return undefined;
  const values: unknown[] = Array.isArray(value) ? value : [value];
  if (values.length === 0) return undefined;
  return values
    .map((v) => {
      const label = (options as Option[] | undefined)?.find((o) => o.value === v)?.label;
      return typeof label === 'string' || typeof label === 'number' ? String(label) : String(v);
    })
    .join(', ');
}

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
  return (
    <span inert>
      <Input
        readOnly
        aria-label={props['aria-label']}
        placeholder={typeof props.placeholder === 'string' ? props.placeholder : undefined}
        value={labelsOf(props)}
        style={props.style}
      />
    </span>
  );
}
