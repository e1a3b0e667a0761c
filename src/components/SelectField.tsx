import { Select, type RefSelectProps, type SelectProps } from 'antd';
import { useEffect, useRef } from 'react';

type SelectFieldProps<V> = SelectProps<V> & { 'aria-required'?: boolean | 'true' | 'false' };

/**
 * antd's Select in a required Form.Item. Form.Item hands its control `aria-required`, and Select
 * copies every aria attribute onto its outer `<div>` as well as onto the combobox input; on a
 * plain div `aria-required` is not allowed (axe: aria-allowed-attr), so it goes on the combobox
 * only, where a screen reader announces it.
 */
export function SelectField<V = unknown>({
  'aria-required': required,
  ...props
}: SelectFieldProps<V>) {
  const select = useRef<RefSelectProps>(null);
  const isRequired = required === true || required === 'true';
  useEffect(() => {
    const input = select.current?.nativeElement?.querySelector('[role="combobox"]');
    if (!input) return;
    if (isRequired) input.setAttribute('aria-required', 'true');
    else input.removeAttribute('aria-required');
  });
  return <Select<V> {...props} ref={select} />;
}
