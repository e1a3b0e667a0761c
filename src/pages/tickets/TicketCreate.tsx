import { useRecordForm } from '../../hooks/useRecordForm';
import { Create } from '../../components/PageShells';
import { useTranslation } from 'react-i18next';
import type { TicketType } from '../../../contract';
import { TicketForm } from './TicketForm';

/** `/tickets/create` and `/tickets_institution/create` (the resource of the route decides). */
export default function TicketCreate() {
  const { t } = useTranslation('tickets');
  const { formProps, saveButtonProps } = useRecordForm<TicketType>({ submitOnEnter: true });
  return (
    <Create title={t('createTitle')} saveButtonProps={saveButtonProps}>
      <TicketForm formProps={formProps} />
    </Create>
  );
}
