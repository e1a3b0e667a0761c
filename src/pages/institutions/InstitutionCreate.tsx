import { useRecordForm } from '../../hooks/useRecordForm';
import { Create } from '../../components/PageShells';
import { useTranslation } from 'react-i18next';
import type { Institution } from '../../../contract';
import { InstitutionForm } from './InstitutionForm';

/** `/institutions/create` (System Admin). */
export default function InstitutionCreate() {
  const { t } = useTranslation('institutions');
  const { formProps, saveButtonProps } = useRecordForm<Institution>({
    submitOnEnter: true,
    redirect: 'show',
  });
  return (
    <Create title={t('createTitle')} saveButtonProps={saveButtonProps}>
      <InstitutionForm formProps={formProps} canChangeStatus />
    </Create>
  );
}
