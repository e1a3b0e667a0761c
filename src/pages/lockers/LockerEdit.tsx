import { Edit, ListButton, RefreshButton, useForm } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { Locker, LockerFormValues } from '../../../contract';
import { ErrorState } from '../../components/ErrorState';
import { fieldErrorsOnly } from '../../api/httpError';
import { LockerForm, putConflictOnNumber } from './LockerForm';
import { RecordTitle } from '../../components/RecordHeader';
import { useLiveRecord } from '../../hooks/useLiveRecord';
import { useSafeEdit } from '../../hooks/useSafeEdit';

/** `/lockers/{id}/edit` (Institutional Admin): the create form, filled with the locker. */
export default function LockerEdit() {
  const { t } = useTranslation('lockers');
  const fieldLabels = {
    locker_number: t('fields.lockerNumber'),
    institution_id: t('fields.institution'),
    status: t('fields.status'),
  };
  const safe = useSafeEdit({ fieldLabels });
  const live = useLiveRecord({ resource: 'lockers', record: safe.loaded.data, fieldLabels });
  const { formProps, saveButtonProps, query, formLoading, form } = useForm<
    Locker,
    HttpError,
    LockerFormValues
  >({
    resource: 'lockers',
    action: 'edit',
    ...live.mode,
    mutationMeta: safe.mutationMeta,
    onMutationError: (error, values) =>
      safe.isStale(error)
        ? safe.onError(error, values, {
            reload: () => void query?.refetch(),
            submit: () => form.submit(),
            form,
          })
        : putConflictOnNumber(form, error),
    // The legacy server's bare 409 goes under the number too (putConflictOnNumber): no toast.
    errorNotification: (error): false | undefined =>
      error?.statusCode === 409 ? false : fieldErrorsOnly(form)(error),
    successNotification: (data) => ({
      type: 'success',
      message: t('notifications.updated', { number: data?.data?.locker_number ?? '' }),
    }),
  });
  safe.track(query?.data);
  if (query?.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const record = query?.data?.data;
  return (
    <Edit
      title={
        <RecordTitle>
          {record ? t('edit.title', { number: record.locker_number }) : t('create.title')}
        </RecordTitle>
      }
      goBack={false}
      saveButtonProps={saveButtonProps}
      isLoading={formLoading}
      headerButtons={({ refreshButtonProps }) => (
        <>
          <ListButton>{t('title')}</ListButton>
          <RefreshButton {...refreshButtonProps} />
        </>
      )}
      deleteButtonProps={{
        confirmTitle: t('delete.confirm', { number: record?.locker_number ?? '' }),
        confirmOkText: t('delete.ok'),
        confirmCancelText: t('delete.cancel'),
      }}
    >
      {live.notice}
      <LockerForm formProps={formProps} record={record} />
    </Edit>
  );
}
