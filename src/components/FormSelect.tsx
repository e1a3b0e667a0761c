import { Select, type RefSelectProps, type SelectProps } from 'antd';
import { useCallback, useEffect, useRef, type Ref } from 'react';

type FormSelectProps<V> = SelectProps<V> & {
  'aria-required'?: boolean | 'true' | 'false';
  ref?: Ref<RefSelectProps>;
};

/**
 * antd's Select for a required Form.Item. Form.Item hands its control `aria-required`, and Select
 * copies every aria attribute onto its outer `<div>` as well as onto the combobox input; on a
 * plain div `aria-required` is not allowed (axe: aria-allowed-attr). Here it goes on the combobox
 * only, where a screen reader announces it.
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
  const isRequired = required === true || required === 'true';
  useEffect(() => {
    const input = inner.current?.nativeElement?.querySelector('[role="combobox"]');
    if (!input) return;
    if (isRequired) input.setAttribute('aria-required', 'true');
    else input.removeAttribute('aria-required');
  });
  return <Select<V> {...props} ref={setRef} />;
}
