import { Col, Form, Input, Row, Select, type FormProps, type FormRule } from 'antd';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INSTITUTION_LIMITS, isVideoLink, mapEmbedUrl, type Institution } from '../../../contract';
import { ImageUpload } from '../../components/ImageUpload';
import { StatusTag, useStatusOptions } from '../../components/StatusTag';
import { MapPreview } from './MapPreview';
import { toInstitutionBody, type InstitutionFormValues } from './institutionValues';

export interface InstitutionFormProps {
  formProps: FormProps;
  /** The record being edited (edit only): its stored cover decides whether "remove" is sent. */
  record?: Partial<Institution>;
  /** Role 1 sets the status; role 2 sees it read-only (docs/resources/institutions.md). */
  canChangeStatus: boolean;
}

const PHONE_RE = /^\+?[\d\s().-]+$/;

/**
 * The create/edit form of an institution, for both scopes. Rules mirror the server's
 * (contract/institution-input.ts) so most mistakes show inline before sending; the server's
 * field errors land on the same fields through @refinedev/antd's useForm.
 */
export function InstitutionForm({ formProps, record, canChangeStatus }: InstitutionFormProps) {
  const { t } = useTranslation('institutions');
  const statusOptions = useStatusOptions();
  const mapValue = Form.useWatch('map_location', formProps.form) as string | undefined;
  const name = Form.useWatch('name', formProps.form) as string | undefined;

  const onFinish = (values: InstitutionFormValues) =>
    formProps.onFinish?.(
      toInstitutionBody(values, {
        canChangeStatus,
        storedCover: record?.cover_photo ?? null,
        storedMap: record?.map_location ?? null,
      }),
    );

  const required = (message: string): FormRule => ({ required: true, whitespace: true, message });
  const max = (count: number, field: string): FormRule => ({
    max: count,
    message: t('rules.fieldMax', { field: t(`fields.${field}`), count }),
  });
  const urlRule =
    (test: (v: string) => boolean, message: string): FormRule =>
    () => ({
      validator: (_, value?: string) =>
        !value || value.trim() === '' || test(value.trim())
          ? Promise.resolve()
          : Promise.reject(new Error(message)),
    });

  // Enter submits (Refine's submitOnEnter) except in the multi-line fields.
  const keepEnter = (event: KeyboardEvent) => event.stopPropagation();

  return (
    <Form<InstitutionFormValues>
      {...formProps}
      layout="vertical"
      onFinish={onFinish}
      initialValues={{ status: 1, ...formProps.initialValues }}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            label={t('fields.name')}
            name="name"
            rules={[
              required(t('rules.nameRequired')),
              {
                min: INSTITUTION_LIMITS.nameMin,
                max: INSTITUTION_LIMITS.nameMax,
                message: t('rules.nameLength', {
                  min: INSTITUTION_LIMITS.nameMin,
                  max: INSTITUTION_LIMITS.nameMax,
                }),
              },
            ]}
          >
            <Input autoComplete="organization" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label={t('fields.status')}
            name="status"
            extra={canChangeStatus ? undefined : t('form.statusReadOnly')}
          >
            {canChangeStatus ? <Select options={statusOptions} /> : <StatusDisplay />}
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label={t('fields.email')}
            name="email"
            rules={[
              required(t('rules.emailRequired')),
              { type: 'email', message: t('rules.emailInvalid') },
              max(INSTITUTION_LIMITS.emailMax, 'email'),
            ]}
          >
            <Input type="email" autoComplete="email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label={t('fields.phone')}
            name="phone"
            rules={[
              required(t('rules.phoneRequired')),
              max(INSTITUTION_LIMITS.phoneMax, 'phone'),
              urlRule(
                (v) => PHONE_RE.test(v) && v.replace(/\D/g, '').length >= 5,
                t('rules.phoneInvalid'),
              ),
            ]}
          >
            <Input type="tel" autoComplete="tel" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            label={t('fields.address')}
            name="address"
            rules={[max(INSTITUTION_LIMITS.addressMax, 'address')]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} onKeyUp={keepEnter} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            label={t('fields.details')}
            name="details"
            rules={[max(INSTITUTION_LIMITS.detailsMax, 'details')]}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} onKeyUp={keepEnter} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label={t('fields.videoLink')}
            name="video_link"
            rules={[urlRule(isVideoLink, t('rules.videoLink'))]}
          >
            <Input type="url" placeholder="https://" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label={t('fields.coverPhoto')}
            name="cover_photo"
            valuePropName="value"
            extra={t('form.coverHint')}
          >
            <ImageUpload alt={name || t('fields.coverPhoto')} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            label={t('fields.mapLocation')}
            name="map_location"
            extra={t('form.mapHint')}
            // A stored value that is no embed (legacy data) is kept and only checked once changed.
            rules={[
              urlRule(
                (v) => v === (record?.map_location ?? '').trim() || mapEmbedUrl(v) !== null,
                t('rules.mapLocation'),
              ),
            ]}
          >
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 4 }}
              onKeyUp={keepEnter}
              placeholder={t('form.mapPlaceholder')}
            />
          </Form.Item>
          <MapPreview value={mapValue} title={t('form.mapPreview')} />
        </Col>
      </Row>
    </Form>
  );
}

/** The status of an own-scope form: shown, never editable (the value still sits in the form). */
function StatusDisplay({ value }: { value?: number }) {
  return <StatusTag status={value ?? 1} />;
}
