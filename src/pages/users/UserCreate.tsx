import { useRecordForm } from '../../hooks/useRecordForm';
import { Create } from '../../components/PageShells';
import type { HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../contract';
import { UserForm } from './UserForm';
import type { UserFormValues } from './userValues';

/** `/users/create` (System Admin). */
export default function UserCreate() {
  const { t } = useTranslation('users');
  const { formProps, saveButtonProps } = useRecordForm<User, HttpError, UserFormValues>({
    resource: 'users',
    action: 'create',
    redirect: 'show',
    successNotification: (_data, values) => ({
      type: 'success',
      message: t('notifications.created', { name: (values as UserFormValues).name ?? '' }),
    }),
  });
  return (
    <Create title={t('create.title')} saveButtonProps={saveButtonProps}>
      <UserForm formProps={formProps} mode="create" />
    </Create>
  );
}
