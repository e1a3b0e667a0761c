import { Flex, Radio, Typography } from 'antd';
import { useId, type ReactNode } from 'react';

interface SettingChoiceProps<V extends string> {
  /** The setting's key: each group needs its own radio name. */
  name: string;
  label: string;
  value: V;
  options: readonly { value: V; label: ReactNode; icon?: ReactNode }[];
  onChange: (value: V) => void;
  disabled?: boolean;
  hint?: ReactNode;
}

/** One titled group of buttons in the customizer (light/dark, ltr/rtl, boxed/full...). */
export function SettingChoice<V extends string>({
  name,
  label,
  value,
  options,
  onChange,
  disabled,
  hint,
}: SettingChoiceProps<V>) {
  const id = useId();
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} id={id} style={{ margin: 0 }}>
        {label}
      </Typography.Title>
      <div role="radiogroup" aria-labelledby={id}>
        <Radio.Group
          block
          name={name}
          optionType="button"
          buttonStyle="solid"
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value as V)}
        >
          {options.map((option) => (
            <Radio.Button key={option.value} value={option.value}>
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                {option.icon ? <span aria-hidden>{option.icon}</span> : null}
                {option.label}
              </span>
            </Radio.Button>
          ))}
        </Radio.Group>
      </div>
      {hint ? <Typography.Text type="secondary">{hint}</Typography.Text> : null}
    </Flex>
  );
}
