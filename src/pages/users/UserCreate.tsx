import { Create, useForm } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../contract';
import { fieldErrorsOnly } from '../../api/httpError';
import { UserForm } from './UserForm';
import type { UserFormValues } from './userValues';
import { RecordTitle } from '../../components/RecordHeader';
import { recordName } from '../../hooks/useRecordNotices';

/** `/users/create` (System Admin). */
export default function UserCreate() {
  const { t } = useTranslation('users');
  const { formProps, saveButtonProps, form } = useForm<User, HttpError, UserFormValues>({
    resource: 'users',
    action: 'create',
    errorNotification: (error): false | undefined => fieldErrorsOnly(form)(error),
    successNotification: (data, sent) => ({
      type: 'success',
      message: t('notifications.created', { name: recordName(data, sent) ?? '' }),
    }),
  });
  return (
    <Create
      title={<RecordTitle>{t('create.title')}</RecordTitle>}
      goBack={false}
      saveButtonProps={saveButtonProps}
    >
      <UserForm formProps={formProps} mode="create" />
    </Create>
  );
}
