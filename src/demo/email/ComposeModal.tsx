import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ComposeValues {
  to: string;
  subject: string;
  message: string;
  files: UploadFile[];
}

/** Compose: recipient, subject, message and attachments (kept in the page, never uploaded). */
export function ComposeModal({
  open,
  onClose,
  onSend,
}: {
  open: boolean;
  onClose: () => void;
  onSend: (values: ComposeValues) => void;
}) {
  const { t } = useTranslation('demo');
  const [form] = Form.useForm<ComposeValues>();
  return (
    <Modal
      open={open}
      title={t('email.compose')}
      okText={t('email.send')}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) => {
          onSend({ ...values, files: values.files ?? [] });
          form.resetFields();
        }}
      >
        <Form.Item
          name="to"
          label={t('email.toLabel')}
          rules={[{ required: true, type: 'email', message: t('email.toRequired') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="subject"
          label={t('email.subject')}
          rules={[{ required: true, message: t('email.subjectRequired') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="message" label={t('email.message')}>
          <Input.TextArea rows={5} />
        </Form.Item>
        <Form.Item
          name="files"
          label={t('email.attachment')}
          valuePropName="fileList"
          getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList}
        >
          <Upload beforeUpload={() => false} multiple>
            <Button icon={<UploadOutlined />}>{t('email.attach')}</Button>
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  );
}
