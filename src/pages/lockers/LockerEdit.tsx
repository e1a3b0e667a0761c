import { useRecordForm } from '../../hooks/useRecordForm';
import { ListButton, RefreshButton } from '../../components/RecordButtons';
import { Edit } from '../../components/PageShells';
import type { HttpError } from '@refinedev/core';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Locker, LockerFormValues } from '../../../contract';
import { ErrorState } from '../../components/ErrorState';
import { LockerForm, putConflictOnNumber } from './LockerForm';

/** `/lockers/{id}/edit` (Institutional Admin): the create form, filled with the locker. */
export default function LockerEdit() {
  const { t } = useTranslation('lockers');
  const { formProps, saveButtonProps, query, formLoading, form } = useRecordForm<
    Locker,
    HttpError,
    LockerFormValues
  >({
    resource: 'lockers',
    action: 'edit',
    redirect: 'show',
    onMutationError: (error) => putConflictOnNumber(form, error),
    successNotification: (data) => ({
      type: 'success',
      message: t('notifications.updated', { number: data?.data?.locker_number ?? '' }),
    }),
  });
  if (query?.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const record = query?.data?.data;
  return (
    <Edit
      title={record ? t('edit.title', { number: record.locker_number }) : t('create.title')}
      saveButtonProps={saveButtonProps}
      isLoading={formLoading}
      headerButtons={({ refreshButtonProps }) => (
        <Space wrap>
          <ListButton>{t('title')}</ListButton>
          <RefreshButton {...refreshButtonProps} />
        </Space>
      )}
      deleteButtonProps={{
        confirmTitle: t('delete.confirm', { number: record?.locker_number ?? '' }),
        confirmOkText: t('delete.ok'),
        confirmCancelText: t('delete.cancel'),
      }}
    >
      <LockerForm formProps={formProps} record={record} />
    </Edit>
  );
}
