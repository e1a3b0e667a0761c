import { useForm } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../contract';
import { fieldErrorsOnly } from '../../api/httpError';
import { PasswordField } from '../users/PasswordField';

interface PasswordValues {
  current_password?: string;
  password?: string;
  confirm?: string;
}

/**
 * "Change password": the current password, a new one (the server's rules, strength hint) and
 * its confirmation. A wrong current password comes back as the server's 403 field error and
 * shows under that field.
 */
export function ChangePasswordCard({ userId }: { userId: number }) {
  const { t } = useTranslation('users');
  const { formProps, saveButtonProps, form } = useForm<Profile, HttpError, PasswordValues>({
    resource: 'profile',
    action: 'edit',
    id: userId,
    redirect: false,
    errorNotification: (error): false | undefined => fieldErrorsOnly(form)(error),
    queryOptions: { enabled: false },
    // A new password changes nothing the page shows: no need to read the profile again.
    invalidates: [],
    warnWhenUnsavedChanges: false,
    successNotification: () => ({ type: 'success', message: t('password.changed') }),
    onMutationSuccess: () => formProps.form?.resetFields(),
  });

  return (
    <Card
      title={t('password.title')}
      role="region"
      aria-label={t('password.title')}
      extra={
        <Button type="primary" {...saveButtonProps}>
          {t('password.submit')}
        </Button>
      }
    >
      <Form<PasswordValues>
        {...formProps}
        initialValues={{}}
        layout="vertical"
        style={{ maxWidth: 480 }}
        onFinish={({ current_password, password }) =>
          formProps.onFinish?.({ current_password, password })
        }
      >
        <Form.Item
          name="current_password"
          label={t('fields.currentPassword')}
          rules={[{ required: true, message: t('form.currentPasswordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <PasswordField label={t('fields.newPassword')} required />
        <Form.Item
          name="confirm"
          label={t('fields.confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('form.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: async (_, value) => {
                if (value && value !== getFieldValue('password')) {
                  throw new Error(t('form.confirmMismatch'));
                }
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Card>
  );
}
