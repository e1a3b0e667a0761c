import { useLookupSelect } from '../../hooks/useLookupSelect';
import { Col, DatePicker, Form, Input, Row, Switch, type FormProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { needsInstitution, ROLES, type Institution } from '../../../contract';
import { EMAIL_MAX_LENGTH, USER_NAME_MAX } from '../../../contract/limits';
import { ImageUpload } from '../../components/ImageUpload';
import { SelectField } from '../../components/SelectField';
import { PasswordField } from './PasswordField';
import { useRoleOptions } from './RoleTag';
import {
  dateValueProps,
  normaliseDate,
  notPast,
  toUserBody,
  type UserFormValues,
} from './userValues';

export interface UserFormProps {
  formProps: FormProps;
  mode: 'create' | 'edit';
}

/**
 * The create and edit form. The institution select appears (and is required) only for roles 2
 * and 3; the social ID only when "Has social account" is on; the date of birth cannot be today
 * or later; the password shows its strength and the server's rules. On edit the password is
 * optional ("Set a new password"). Server field errors land under their fields (@refinedev/antd's useForm).
 */
export function UserForm({ formProps, mode }: UserFormProps) {
  const { t } = useTranslation('users');
  const roleOptions = useRoleOptions();
  const [form] = Form.useForm(formProps.form);
  const role = Form.useWatch('role', form) as number | undefined;
  const isSocial = Form.useWatch('is_social', form) as boolean | number | undefined;
  const [newPassword, setNewPassword] = useState(mode === 'create');
  const { selectProps: institutionSelect } = useLookupSelect<Institution>({
    resource: 'institutions',
    optionLabel: 'name',
    optionValue: 'institution_id',
    pagination: { mode: 'off' },
  });

  return (
    <Form<UserFormValues>
      {...formProps}
      form={form}
      layout="vertical"
      initialValues={{ role: ROLES.APP_USER, is_social: false, ...formProps.initialValues }}
      onFinish={(values) => formProps.onFinish?.(toUserBody(values))}
    >
      <Form.Item name="profile_pic" label={t('fields.profilePic')}>
        <ImageUpload alt={t('fields.profilePic')} />
      </Form.Item>
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
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="email"
            label={t('fields.email')}
            rules={[
              { required: true, message: t('form.emailRequired') },
              { type: 'email', message: t('form.emailInvalid') },
              { max: EMAIL_MAX_LENGTH, message: t('form.emailLength', { max: EMAIL_MAX_LENGTH }) },
            ]}
          >
            <Input type="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="phone"
            label={t('fields.phone')}
            rules={[{ pattern: /^[0-9+()\-.\s]{3,50}$/, message: t('form.phoneInvalid') }]}
          >
            <Input autoComplete="off" maxLength={50} />
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
            name="role"
            label={t('fields.role')}
            rules={[{ required: true, message: t('form.roleRequired') }]}
          >
            <SelectField options={roleOptions} />
          </Form.Item>
        </Col>
        {role !== undefined && needsInstitution(role) && (
          <Col xs={24} md={12}>
            <Form.Item
              name="institution_id"
              label={t('fields.institution')}
              rules={[{ required: true, message: t('form.institutionRequired') }]}
            >
              <SelectField {...institutionSelect} showSearch allowClear />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Row gutter={16}>
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
              rules={[{ required: true, whitespace: true, message: t('form.socialUuidRequired') }]}
            >
              <Input autoComplete="off" maxLength={255} />
            </Form.Item>
          </Col>
        )}
      </Row>
      {mode === 'edit' && (
        <Form.Item label={t('form.setNewPassword')}>
          <Switch
            checked={newPassword}
            onChange={(on) => {
              setNewPassword(on);
              if (!on) form.setFieldValue('password', undefined);
            }}
            aria-label={t('form.setNewPassword')}
          />
        </Form.Item>
      )}
      {newPassword && (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <PasswordField
              label={mode === 'create' ? t('fields.password') : t('fields.newPassword')}
              required
            />
          </Col>
        </Row>
      )}
      {/* Enter in a field submits the form (implicit submission needs a submit button). */}
      <button type="submit" hidden aria-hidden tabIndex={-1} />
    </Form>
  );
}
