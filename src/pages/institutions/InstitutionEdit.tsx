import { Edit, useForm } from '@refinedev/antd';
import { useCan, useResourceParams } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { Institution } from '../../../contract';
import { ErrorState } from '../../components/ErrorState';
import { InstitutionForm } from './InstitutionForm';
import { useInstitutionId } from './useInstitutionId';
import { RecordTitle } from '../../components/RecordHeader';
import { useRecordNotices } from '../../hooks/useRecordNotices';
import { useInstitutionFieldLabels } from './institutionFieldLabels';
import { useLiveRecord } from '../../hooks/useLiveRecord';
import { useSafeEdit, type SafeEditForm } from '../../hooks/useSafeEdit';

/**
 * `/institutions/{id}/edit` (System Admin) and `/institution_detail/edit` (Institutional Admin,
 * its own institution). Only a scope allowed to change the status edits it: the policy's
 * `institutions.edit` (role 1); role 2 sees the status read-only.
 */
export default function InstitutionEdit() {
  const { t } = useTranslation('institutions');
  const { resource } = useResourceParams();
  const { id } = useInstitutionId();
  const { data: statusAccess } = useCan({ resource: 'institutions', action: 'edit' });
  const fieldLabels = useInstitutionFieldLabels();
  const notices = useRecordNotices('institution', { fieldLabels });
  const safe = useSafeEdit({ fieldLabels });
  const live = useLiveRecord({ id, record: safe.loaded.data, fieldLabels });
  const { formProps, saveButtonProps, query, formLoading, form } = useForm<Institution>({
    ...live.mode,
    submitOnEnter: true,
    ...safe.formOptions((): SafeEditForm => ({ form, query })),
    successNotification: notices.saved,
    onMutationSuccess: (data, values) => notices.onSaved(data, values),
    ...(id !== undefined ? { id } : {}),
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
      recordItemId={id}
      canDelete={false}
      headerButtons={resource?.name === 'institution_detail' ? () => null : undefined}
    >
      {live.notice}
      <InstitutionForm
        formProps={formProps}
        record={query?.data?.data}
        canChangeStatus={statusAccess?.can === true}
      />
    </Edit>
  );
}
