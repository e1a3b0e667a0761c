import { Create, useForm } from '@refinedev/antd';
import { useTranslation } from 'react-i18next';
import type { TicketType } from '../../../contract';
import { fieldErrorsOnly } from '../../api/httpError';
import { TicketForm } from './TicketForm';
import { RecordTitle } from '../../components/RecordHeader';
import { useRecordNotices } from '../../hooks/useRecordNotices';

/** `/tickets/create` and `/tickets_institution/create` (the resource of the route decides). */
export default function TicketCreate() {
  const { t } = useTranslation('tickets');
  const notices = useRecordNotices('ticket');
  const { formProps, saveButtonProps, form } = useForm<TicketType>({
    submitOnEnter: true,
    errorNotification: (error): false | undefined => fieldErrorsOnly(form)(error),
    successNotification: notices.created,
  });
  return (
    <Create
      title={<RecordTitle>{t('createTitle')}</RecordTitle>}
      goBack={false}
      saveButtonProps={saveButtonProps}
    >
      <TicketForm formProps={formProps} />
    </Create>
  );
}
