import { Create, useForm } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { Locker, LockerFormValues } from '../../../contract';
import { fieldErrorsOnly } from '../../api/httpError';
import { LockerForm, putConflictOnNumber } from './LockerForm';
import { RecordTitle } from '../../components/RecordHeader';

/**
 * `/lockers/create` (Institutional Admin). Then the new locker's page, or the list when the reply
 * has no id (the legacy server's create), as every form does (src/routes/afterSave.ts).
 */
export default function LockerCreate() {
  const { t } = useTranslation('lockers');
  const { formProps, saveButtonProps, form } = useForm<Locker, HttpError, LockerFormValues>({
    resource: 'lockers',
    action: 'create',
    onMutationError: (error) => putConflictOnNumber(form, error),
    // The legacy server's bare 409 goes under the number too (putConflictOnNumber): no toast.
    errorNotification: (error): false | undefined =>
      error?.statusCode === 409 ? false : fieldErrorsOnly(form)(error),
    successNotification: (data) => ({
      type: 'success',
      message: t('notifications.created', { number: data?.data?.locker_number ?? '' }),
    }),
  });
  return (
    <Create
      title={<RecordTitle>{t('create.title')}</RecordTitle>}
      goBack={false}
      saveButtonProps={saveButtonProps}
    >
      <LockerForm formProps={formProps} />
    </Create>
  );
}
