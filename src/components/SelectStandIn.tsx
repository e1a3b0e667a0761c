import type { SelectProps } from 'antd';
// Not antd's `Input` namespace: see ListToolbar.
import Input from 'antd/es/input/Input';
import type { ReactNode } from 'react';

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
 * What holds an antd Select's place while its code loads (FilterSelect, FormSelect): a still
 * box of the same width with the same placeholder and chosen labels. Inert: nothing can be
 * picked in it, and a form's value stays as it is until the Select takes over.
 */
export function SelectStandIn<V>(props: SelectProps<V>) {
  return (
    <span inert>
      <Input
        readOnly
        id={props.id}
        aria-label={props['aria-label']}
        placeholder={typeof props.placeholder === 'string' ? props.placeholder : undefined}
        value={labelsOf(props)}
        style={props.style}
      />
    </span>
  );
}
