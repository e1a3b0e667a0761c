import { Form, Input, Progress, theme, Typography, type FormItemProps } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  passwordStrength,
  type PasswordProblem,
} from '../../../contract';

const STRENGTH_KEYS = ['strength.weak', 'strength.fair', 'strength.good', 'strength.strong'];

/**
 * Four steps, the first `score` of them filled: red for a weak password, the theme's colour for
 * fair and good, green for strong. The word next to it says the same to a screen reader.
 */
function StrengthBar({ score }: { score: number }) {
  const { token } = theme.useToken();
  const fill =
    score <= 1 ? token.colorError : score === 4 ? token.colorSuccess : token.colorPrimary;
  return (
    <span aria-hidden>
      <Progress
        steps={4}
        percent={score * 25}
        showInfo={false}
        size={[14, 6]}
        strokeColor={fill}
        style={{ verticalAlign: 'middle' }}
      />
    </span>
  );
}

/** The form rule of a new password: the server's rules (contract/user-input.ts), translated. */
export function usePasswordRule(required: boolean) {
  const { t } = useTranslation('users');
  return {
    validator: async (_: unknown, value: string | undefined) => {
      if (!value && !required) return;
      const problem: PasswordProblem | null = passwordProblem(value);
      if (problem) throw new Error(t(`password.${problem}`, { min: PASSWORD_MIN_LENGTH }));
    },
  };
}

/** The strength of what is typed: a bar and a word, with the rules as the field's help. */
function StrengthHint({ value }: { value?: string }) {
  const { t } = useTranslation('users');
  if (!value) return <span>{t('password.rules', { min: PASSWORD_MIN_LENGTH })}</span>;
  const score = passwordStrength(value);
  const index = Math.max(score - 1, 0);
  return (
    <span data-testid="password-strength">
      <StrengthBar score={score} />{' '}
      <Typography.Text type="secondary">
        {score === 0 ? t('strength.tooWeak') : t(STRENGTH_KEYS[index])}
      </Typography.Text>
    </span>
  );
}

export interface PasswordFieldProps {
  name?: string;
  label: string;
  required: boolean;
  autoComplete?: string;
  dependencies?: FormItemProps['dependencies'];
}

/** A new-password input with the shared rules and a live strength hint. */
export function PasswordField({
  name = 'password',
  label,
  required,
  autoComplete = 'new-password',
}: PasswordFieldProps) {
  const rule = usePasswordRule(required);
  const value = Form.useWatch(name) as string | undefined;
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[rule]}
      required={required}
      extra={<StrengthHint value={value} />}
    >
      <Input.Password autoComplete={autoComplete} />
    </Form.Item>
  );
}
