import { Edit, useForm } from '@refinedev/antd';
import { useGetIdentity, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../contract';
import type { Identity } from '../../api/session';
import { ErrorState } from '../../components/ErrorState';
import { UserForm } from './UserForm';
import type { UserFormValues } from './userValues';
import { RecordTitle } from '../../components/RecordHeader';
import { recordName, useRecordNotices } from '../../hooks/useRecordNotices';
import { useLiveRecord } from '../../hooks/useLiveRecord';
import { useSafeEdit, type SafeEditForm } from '../../hooks/useSafeEdit';
import { useUserFieldLabels } from './userFieldLabels';

/** `/users/{id}/edit` (System Admin): the create form, filled, with an optional new password. */
export default function UserEdit() {
  const { t } = useTranslation('users');
  const { data: me } = useGetIdentity<Identity>();
  const notices = useRecordNotices('user');
  const fieldLabels = useUserFieldLabels();
  const safe = useSafeEdit({ fieldLabels });
  const live = useLiveRecord({ resource: 'users', record: safe.loaded.data, fieldLabels });
  const { formProps, saveButtonProps, query, formLoading, form } = useForm<
    User,
    HttpError,
    UserFormValues
  >({
    resource: 'users',
    action: 'edit',
    ...live.mode,
    ...safe.formOptions((): SafeEditForm => ({ form, query })),
    // The legacy reply has no `data`: the name comes from the read-back or from what was sent.
    successNotification: (data, sent) => ({
      type: 'success',
      message: t('notifications.updated', { name: recordName(data, sent) ?? '' }),
    }),
  });
  safe.track(query?.data);
  if (query?.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const record = query?.data?.data;
  const isMe = record !== undefined && me?.user_id === record.user_id;
  return (
    <Edit
      title={
        <RecordTitle>
          {record ? t('edit.title', { name: record.name }) : t('edit.loading')}
        </RecordTitle>
      }
      goBack={false}
      saveButtonProps={saveButtonProps}
      isLoading={formLoading}
      canDelete={!isMe}
      deleteButtonProps={{
        successNotification: notices.deletedNamed(record?.name),
        confirmTitle: t('delete.confirm', { name: record?.name ?? '' }),
        confirmOkText: t('delete.ok'),
        confirmCancelText: t('delete.cancel'),
      }}
    >
      {live.notice}
      <UserForm formProps={formProps} mode="edit" />
    </Edit>
  );
}
