import { useOne, type HttpError } from '@refinedev/core';
import { Form, Input, InputNumber, Select, type FormInstance, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_LOCKER_NUMBER, STATUS, type Institution, type Locker } from '../../../contract';
import { useStatusOptions } from '../../components/StatusTag';
import { useScope } from '../../hooks/useScope';

/**
 * This server names the field of a duplicate number (`errors:[{field:"locker_number"}]`) and
 * @refinedev/antd's useForm puts it there; the legacy server answers a bare 409 ("locker is already
 * available"): that message goes under the number too. For useForm's `onMutationError`.
 */
export function putConflictOnNumber(form: FormInstance | undefined, error: HttpError): void {
  if (error.statusCode !== 409 || (error.errors && Object.keys(error.errors).length > 0)) return;
  form?.setFields([{ name: 'locker_number', errors: [error.message] }]);
}

export interface LockerFormProps {
  formProps: FormProps;
  /** The locker being edited (its institution's name is shown), undefined on create. */
  record?: Locker;
}

/**
 * The create and edit form. The institution is always the signed-in Institutional Admin's own:
 * shown read-only and sent as `institution_id` (the legacy server wants it in the body). The
 * rules mirror the server's (contract/locker-input.ts); a duplicate number comes back as the
 * server's 409 field error and useForm puts it under "Locker number". Enter submits.
 */
export function LockerForm({ formProps, record }: LockerFormProps) {
  const { t } = useTranslation('lockers');
  const statusOptions = useStatusOptions();
  const { institutionId } = useScope();
  const { result: institution } = useOne<Institution>({
    resource: 'institution_detail',
    id: institutionId ?? undefined,
    queryOptions: { enabled: institutionId !== null && !record?.institution?.name },
  });
  const institutionName = record?.institution?.name ?? institution?.name ?? '';

  return (
    <Form
      {...formProps}
      layout="vertical"
      initialValues={{
        status: STATUS.ACTIVE,
        institution_id: institutionId ?? undefined,
        ...formProps.initialValues,
      }}
    >
      <Form.Item label={t('fields.institution')} extra={t('form.institutionHint')}>
        <Input value={institutionName} readOnly aria-label={t('fields.institution')} />
      </Form.Item>
      <Form.Item name="institution_id" hidden>
        <Input type="hidden" />
      </Form.Item>
      <Form.Item
        name="locker_number"
        label={t('fields.lockerNumber')}
        rules={[
          { required: true, message: t('form.lockerNumberRequired') },
          {
            type: 'integer',
            min: 1,
            max: MAX_LOCKER_NUMBER,
            message: t('form.lockerNumberInvalid'),
          },
        ]}
      >
        <InputNumber
          min={1}
          max={MAX_LOCKER_NUMBER}
          precision={0}
          placeholder={t('form.lockerNumberPlaceholder')}
          style={{ width: '100%', maxWidth: 240 }}
        />
      </Form.Item>
      <Form.Item name="status" label={t('fields.status')}>
        <Select options={statusOptions} style={{ maxWidth: 240 }} />
      </Form.Item>
      {/* Enter in a field submits the form (implicit submission needs a submit button). */}
      <button type="submit" hidden aria-hidden tabIndex={-1} />
    </Form>
  );
}
