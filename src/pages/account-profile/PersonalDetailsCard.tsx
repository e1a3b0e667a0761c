import { useForm } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Descriptions,
  Form,
  Input,
  Row,
  Skeleton,
  Switch,
} from 'antd';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../contract';
import { EMAIL_MAX_LENGTH, USER_NAME_MAX } from '../../../contract/limits';
import { ErrorState } from '../../components/ErrorState';
import { EMPTY_VALUE } from '../../i18n/constants';
import { RoleTag } from '../users/RoleTag';
import { dateValueProps, normaliseDate, notPast } from '../users/userValues';
import { emailChanged, toProfileBody, type PersonalDetailsValues } from './profileValues';
import { useRefreshIdentity } from './useRefreshIdentity';
import { useSafeEdit, type SafeEditForm } from '../../hooks/useSafeEdit';
import { useUserFieldLabels } from '../users/userFieldLabels';

/**
 * "Personal details": name, e-mail, phone, date of birth, social account. Role and institution
 * are shown read-only (nobody changes its own). A new e-mail asks for the current password.
 */
export function PersonalDetailsCard({ userId }: { userId: number }) {
  const { t } = useTranslation('users');
  const refresh = useRefreshIdentity();
  const safe = useSafeEdit({ fieldLabels: useUserFieldLabels() });
  const {
    formProps,
    saveButtonProps,
    query,
    formLoading,
    form: detailsForm,
  } = useForm<Profile, HttpError, PersonalDetailsValues>({
    resource: 'profile',
    action: 'edit',
    id: userId,
    redirect: false,
    ...safe.formOptions((): SafeEditForm => ({ form: detailsForm, query })),
    // The profile is read again by `refresh` below; Refine's own re-read would be a second one.
    invalidates: [],
    successNotification: () => ({ type: 'success', message: t('profile.saved') }),
    onMutationSuccess: (data) => {
      formProps.form?.setFieldValue('current_password', undefined);
      void refresh(data.data);
    },
  });
  const [form] = Form.useForm(formProps.form);
  const email = Form.useWatch('email', form) as string | undefined;
  const isSocial = Form.useWatch('is_social', form) as boolean | number | undefined;
  const record = query?.data?.data;
  safe.track(query?.data);

  if (query?.isError) {
    return (
      <Card title={t('profile.details')} role="region" aria-label={t('profile.details')}>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Card>
    );
  }
  return (
    <Card
      title={t('profile.details')}
      role="region"
      aria-label={t('profile.details')}
      extra={
        <Button type="primary" {...saveButtonProps}>
          {t('profile.save')}
        </Button>
      }
    >
      {!record && formLoading ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions column={{ xs: 1, md: 2 }} size="small" style={{ marginBlockEnd: 16 }}>
            <Descriptions.Item label={t('fields.role')}>
              <RoleTag role={record?.role} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.institution')}>
              {record?.institution?.name ?? EMPTY_VALUE}
            </Descriptions.Item>
          </Descriptions>
          <Form<PersonalDetailsValues>
            {...formProps}
            form={form}
            layout="vertical"
            onFinish={(values) => formProps.onFinish?.(toProfileBody(values, record))}
          >
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item
                  name="name"
                  label={t('fields.name')}
                  rules={[
                    { required: true, whitespace: true, message: t('form.nameRequired') },
                    { max: USER_NAME_MAX, message: t('form.nameLength', { max: USER_NAME_MAX }) },
                  ]}
                >
                  <Input autoComplete="name" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="email"
                  label={t('fields.email')}
                  rules={[
                    { required: true, message: t('form.emailRequired') },
                    { type: 'email', message: t('form.emailInvalid') },
                    {
                      max: EMAIL_MAX_LENGTH,
                      message: t('form.emailLength', { max: EMAIL_MAX_LENGTH }),
                    },
                  ]}
                >
                  <Input type="email" autoComplete="email" />
                </Form.Item>
              </Col>
              {emailChanged(email, record) && (
                <Col xs={24} md={12}>
                  <Form.Item
                    name="current_password"
                    label={t('fields.currentPassword')}
                    extra={t('profile.emailNeedsPassword')}
                    rules={[{ required: true, message: t('form.currentPasswordRequired') }]}
                  >
                    <Input.Password autoComplete="current-password" />
                  </Form.Item>
                </Col>
              )}
              <Col xs={24} md={12}>
                <Form.Item
                  name="phone"
                  label={t('fields.phone')}
                  rules={[{ pattern: /^[0-9+()\-.\s]{3,50}$/, message: t('form.phoneInvalid') }]}
                >
                  <Input autoComplete="tel" maxLength={50} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="date_of_birth"
                  label={t('fields.dateOfBirth')}
                  getValueProps={dateValueProps}
                  normalize={normaliseDate}
                >
                  <DatePicker style={{ width: '100%' }} disabledDate={notPast} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="is_social"
                  label={t('fields.isSocial')}
                  valuePropName="checked"
                  getValueProps={(v) => ({ checked: Boolean(Number(v)) })}
                >
                  <Switch />
                </Form.Item>
              </Col>
              {Boolean(Number(isSocial)) && (
                <Col xs={24} md={12}>
                  <Form.Item
                    name="social_uuid"
                    label={t('fields.socialUuid')}
                    rules={[
                      { required: true, whitespace: true, message: t('form.socialUuidRequired') },
                    ]}
                  >
                    <Input autoComplete="off" maxLength={255} />
                  </Form.Item>
                </Col>
              )}
            </Row>
            <button type="submit" hidden aria-hidden tabIndex={-1} />
          </Form>
        </>
      )}
    </Card>
  );
}
