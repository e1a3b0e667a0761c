import { CalendarOutlined, ClockCircleOutlined } from '@ant-design/icons';
import type { DatePickerProps, TimePickerProps } from 'antd';
// Not antd's `Input` namespace: see ListToolbar.
import Input from 'antd/es/input/Input';
import useLocale from 'antd/es/locale/useLocale';
import type { Dayjs } from 'dayjs';
import type { CSSProperties, ReactNode } from 'react';
import { useFormPickers } from './formControls';

interface StandInProps {
  id?: string;
  value?: Dayjs | null;
  format: unknown;
  fallbackFormat: string;
  placeholder?: ReactNode;
  style?: CSSProperties;
  icon: ReactNode;
}

/**
 * What holds a picker's place while its code loads: a still box with the value as the picker
 * will write it, its placeholder and its icon. Inert, like SelectStandIn.
 */
function PickerStandIn({
  id,
  value,
  format,
  fallbackFormat,
  placeholder,
  style,
  icon,
}: StandInProps) {
  const pattern = typeof format === 'string' ? format : fallbackFormat;
  return (
    <span inert>
      <Input
        readOnly
        id={id}
        value={value ? value.format(pattern) : undefined}
        placeholder={typeof placeholder === 'string' ? placeholder : undefined}
        suffix={icon}
        style={style}
      />
    </span>
  );
}

/**
 * antd's DatePicker in a Form.Item, loaded after the form's first paint (formControls.ts); until
 * then a still box with the chosen day. Takes DatePicker's props.
 */
export function FormDatePicker(props: DatePickerProps) {
  const pickers = useFormPickers();
  const [locale] = useLocale('DatePicker');
  if (pickers) return <pickers.DatePicker {...props} />;
  return (
    <PickerStandIn
      id={props.id}
      value={props.value as Dayjs | null | undefined}
      format={props.format}
      fallbackFormat="YYYY-MM-DD"
      placeholder={
        props.placeholder ?? (locale as { lang?: { placeholder?: string } }).lang?.placeholder
      }
      style={props.style}
      icon={<CalendarOutlined />}
    />
  );
}

/** antd's TimePicker, as FormDatePicker. */
export function FormTimePicker(props: TimePickerProps) {
  const pickers = useFormPickers();
  const [locale] = useLocale('TimePicker');
  if (pickers) return <pickers.TimePicker {...props} />;
  return (
    <PickerStandIn
      id={props.id}
      value={props.value as Dayjs | null | undefined}
      format={props.format}
      fallbackFormat="HH:mm:ss"
      placeholder={props.placeholder ?? (locale as { placeholder?: string }).placeholder}
      style={props.style}
      icon={<ClockCircleOutlined />}
    />
  );
}
