import { Create, useForm } from '@refinedev/antd';
import { useTranslation } from 'react-i18next';
import type { Institution } from '../../../contract';
import { fieldErrorsOnly } from '../../api/httpError';
import { InstitutionForm } from './InstitutionForm';
import { RecordTitle } from '../../components/RecordHeader';
import { useRecordNotices } from '../../hooks/useRecordNotices';

/** `/institutions/create` (System Admin). */
export default function InstitutionCreate() {
  const { t } = useTranslation('institutions');
  const notices = useRecordNotices('institution');
  const { formProps, saveButtonProps, form } = useForm<Institution>({
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
      <InstitutionForm formProps={formProps} canChangeStatus />
    </Create>
  );
}
