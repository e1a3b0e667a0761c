import { Create, useForm } from '@refinedev/antd';
import { useTranslation } from 'react-i18next';
import type { Institution } from '../../../contract';
import { InstitutionForm } from './InstitutionForm';
import { RecordTitle } from '../../components/RecordHeader';

/** `/institutions/create` (System Admin). */
export default function InstitutionCreate() {
  const { t } = useTranslation('institutions');
  const { formProps, saveButtonProps } = useForm<Institution>({
    submitOnEnter: true,
  });
  return (
    <Create
      title={<RecordTitle>{t('createTitle')}</RecordTitle>}
      goBack={false}
      saveButtonProps={saveButtonProps}
    >
      <InstitutionForm formProps={formProps} canChangeStatus />
    </Create>
  );
}
