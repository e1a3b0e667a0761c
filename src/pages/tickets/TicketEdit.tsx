import { useRecordForm } from '../../hooks/useRecordForm';
import { Edit } from '../../components/PageShells';
import { useTranslation } from 'react-i18next';
import type { TicketType } from '../../../contract';
import { ErrorState } from '../../components/ErrorState';
import { TicketForm } from './TicketForm';

/** `/tickets/{id}/edit` and `/tickets_institution/{id}/edit`. */
export default function TicketEdit() {
  const { t } = useTranslation('tickets');
  const { formProps, saveButtonProps, query, formLoading } = useRecordForm<TicketType>({
    submitOnEnter: true,
  });
  if (query?.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <Edit title={t('editTitle')} saveButtonProps={saveButtonProps} isLoading={formLoading}>
      <TicketForm formProps={formProps} record={query?.data?.data} />
    </Edit>
  );
}
