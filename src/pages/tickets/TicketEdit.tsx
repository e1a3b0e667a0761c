import { Edit, useForm } from '@refinedev/antd';
import { useTranslation } from 'react-i18next';
import type { TicketType } from '../../../contract';
import { ErrorState } from '../../components/ErrorState';
import { TicketForm } from './TicketForm';
import { RecordTitle } from '../../components/RecordHeader';
import { useRecordNotices } from '../../hooks/useRecordNotices';
import { useTicketFieldLabels } from './ticketFieldLabels';
import { useLiveRecord } from '../../hooks/useLiveRecord';
import { useSafeEdit, type SafeEditForm } from '../../hooks/useSafeEdit';

/** `/tickets/{id}/edit` and `/tickets_institution/{id}/edit`. */
export default function TicketEdit() {
  const { t } = useTranslation('tickets');
  const fieldLabels = useTicketFieldLabels();
  const notices = useRecordNotices('ticket', { fieldLabels });
  const safe = useSafeEdit({ fieldLabels });
  const live = useLiveRecord({ record: safe.loaded.data, fieldLabels });
  const { formProps, saveButtonProps, query, formLoading, form } = useForm<TicketType>({
    ...live.mode,
    submitOnEnter: true,
    ...safe.formOptions((): SafeEditForm => ({ form, query })),
    successNotification: notices.saved,
    onMutationSuccess: (data, values) => notices.onSaved(data, values),
  });
  safe.track(query?.data);
  if (query?.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <Edit
      title={<RecordTitle>{t('editTitle')}</RecordTitle>}
      goBack={false}
      saveButtonProps={saveButtonProps}
      isLoading={formLoading}
    >
      {live.notice}
      <TicketForm formProps={formProps} record={query?.data?.data} />
    </Edit>
  );
}
