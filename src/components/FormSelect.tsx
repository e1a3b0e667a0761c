import type { RefSelectProps, SelectProps } from 'antd';
import { useCallback, useEffect, useRef, type ReactNode, type Ref } from 'react';
import { useFormSelect } from './formControls';
import { SelectStandIn } from './SelectStandIn';

type FormSelectProps<V> = SelectProps<V> & {
  'aria-required'?: boolean | 'true' | 'false';
  ref?: Ref<RefSelectProps>;
};

/**
 * antd's Select in a Form.Item, loaded after the form's first paint (formControls.ts); until
 * then a still box with the field's value (SelectStandIn).
 *
 * Form.Item hands a required field's control `aria-required`, and Select copies every aria
 * attribute onto its outer `<div>` as well as onto the combobox input; on a plain div
 * `aria-required` is not allowed (axe: aria-allowed-attr). Here it goes on the combobox only,
 * where a screen reader announces it.
 */
export function FormSelect<V = unknown>({
  'aria-required': required,
  ref,
  ...props
}: FormSelectProps<V>) {
  const inner = useRef<RefSelectProps | null>(null);
  const setRef = useCallback(
    (value: RefSelectProps | null) => {
      inner.current = value;
      if (typeof ref === 'function') ref(value);
      else if (ref) ref.current = value;
    },
    [ref],
  );
  const Select = useFormSelect() as
    (<R>(props: SelectProps<R> & { ref?: Ref<RefSelectProps> }) => ReactNode) | undefined;
  const isRequired = required === true || required === 'true';
  useEffect(() => {
    const input = inner.current?.nativeElement?.querySelector('[role="combobox"]');
    if (!input) return;
    if (isRequired) input.setAttribute('aria-required', 'true');
    else input.removeAttribute('aria-required');
  });
  if (!Select) return <SelectStandIn<V> {...props} />;
  return <Select<V> {...props} ref={setRef} />;
}
