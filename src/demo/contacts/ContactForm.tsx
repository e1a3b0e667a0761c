import { Col, Form, Input, Modal, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Contact, Department } from '../../../mocks/demo/types';

export const DEPARTMENTS: Department[] = [
  'Sales',
  'Support',
  'Engineering',
  'Business Development',
];
export type ContactValues = Pick<
  Contact,
  'firstname' | 'lastname' | 'department' | 'company' | 'phone' | 'email' | 'address' | 'notes'
>;

/** Add or edit a contact, with required names, department, phone and a valid e-mail. */
export function ContactForm({
  contact,
  open,
  onClose,
  onSave,
}: {
  contact: Contact | null;
  open: boolean;
  onClose: () => void;
  onSave: (values: ContactValues) => void;
}) {
  const { t } = useTranslation('demo');
  const [form] = Form.useForm<ContactValues>();
  const required = (label: string) => ({
    required: true,
    message: t('common.required', { field: label }),
  });
  return (
    <Modal
      open={open}
      title={t(contact ? 'contacts.edit' : 'contacts.add')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={contact ?? undefined}
        onFinish={onSave}
      >
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item
              name="firstname"
              label={t('contacts.firstname')}
              rules={[required(t('contacts.firstname'))]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="lastname"
              label={t('contacts.lastname')}
              rules={[required(t('contacts.lastname'))]}
            >
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="department"
          label={t('contacts.department')}
          rules={[required(t('contacts.department'))]}
        >
          <Select
            options={DEPARTMENTS.map((d) => ({ value: d, label: t(`contacts.departments.${d}`) }))}
          />
        </Form.Item>
        <Form.Item name="company" label={t('contacts.company')}>
          <Input />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('contacts.phone')}
          rules={[
            required(t('contacts.phone')),
            { pattern: /^\+?[\d\s()-]{6,20}$/, message: t('contacts.phoneInvalid') },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('contacts.email')}
          rules={[
            required(t('contacts.email')),
            { type: 'email', message: t('contacts.emailInvalid') },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="address" label={t('contacts.address')}>
          <Input />
        </Form.Item>
        <Form.Item name="notes" label={t('contacts.notes')}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
