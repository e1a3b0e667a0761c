import { EditButton, ListButton, RefreshButton, Show } from '@refinedev/antd';
import { useNavigation, useShow, type HttpError } from '@refinedev/core';
import { UndoableDeleteButton } from '../../components/UndoableDeleteButton';
import { RecordHistory } from '../../components/RecordHistory';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Locker } from '../../../contract';
import { ErrorState } from '../../components/ErrorState';
import { StatusTag, useStatusLabel } from '../../components/StatusTag';
import { EMPTY_VALUE } from '../../i18n/constants';
import { RecordTitle } from '../../components/RecordHeader';
import { useLiveRecord } from '../../hooks/useLiveRecord';

/** `/lockers/{id}` (Institutional Admin): number, institution, status; edit and delete. */
export default function LockerShow() {
  const { t } = useTranslation('lockers');
  const live = useLiveRecord({ resource: 'lockers' });
  const { query, result: record } = useShow<Locker, HttpError>({
    resource: 'lockers',
    ...live.mode,
  });
  const statusLabel = useStatusLabel();
  const { list } = useNavigation();

  if (query.isError) {
    const notFound = query.error?.statusCode === 404;
    return (
      <ErrorState
        error={notFound ? { message: t('notFound') } : query.error}
        onRetry={notFound ? undefined : () => void query.refetch()}
      />
    );
  }

  return (
    <Show
      title={
        <RecordTitle>
          {record ? t('show.title', { number: record.locker_number }) : t('title')}
        </RecordTitle>
      }
      goBack={false}
      isLoading={query.isLoading}
      canDelete
      headerButtons={({ editButtonProps, deleteButtonProps, refreshButtonProps }) => (
        <>
          <ListButton>{t('title')}</ListButton>
          {editButtonProps && <EditButton {...editButtonProps} />}
          {deleteButtonProps?.recordItemId !== undefined && (
            <UndoableDeleteButton
              resource="lockers"
              recordItemId={deleteButtonProps.recordItemId}
              onQueued={() => list('lockers')}
              successNotification={{
                type: 'success',
                message: t('notifications.deleted', { number: record?.locker_number ?? '' }),
              }}
            />
          )}
          <RefreshButton {...refreshButtonProps} />
        </>
      )}
    >
      {live.notice}
      {record && (
        <Descriptions bordered column={1} size="middle">
          <Descriptions.Item label={t('fields.lockerNumber')}>
            {record.locker_number}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.institution')}>
            {record.institution?.name || EMPTY_VALUE}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.status')}>
            <StatusTag status={record.status} />
          </Descriptions.Item>
        </Descriptions>
      )}
      <RecordHistory
        resource="lockers"
        recordId={record?.id}
        fieldLabels={{
          locker_number: t('fields.lockerNumber'),
          institution_id: t('fields.institution'),
          status: t('fields.status'),
        }}
        formatValue={(field, value) => (field === 'status' ? statusLabel(value) : undefined)}
      />
    </Show>
  );
}
