import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SupportTicket } from '../../../mocks/demo/types';

export type TicketValues = Pick<
  SupportTicket,
  'ticketTitle' | 'ticketDescription' | 'Status' | 'AgentName'
>;
export const AGENTS = ['Liam Carter', 'Steve Smith', 'Jack Lee'];
const STATUSES: SupportTicket['Status'][] = ['Open', 'Pending', 'Closed'];

/** Create or edit a support ticket. */
export function TicketForm({
  ticket,
  open,
  onClose,
  onSave,
}: {
  ticket: SupportTicket | null;
  open: boolean;
  onClose: () => void;
  onSave: (values: TicketValues) => void;
}) {
  const { t } = useTranslation('demo');
  const [form] = Form.useForm<TicketValues>();
  return (
    <Modal
      open={open}
      title={t(ticket ? 'tickets.edit' : 'tickets.create')}
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
        initialValues={ticket ?? { Status: 'Open', AgentName: AGENTS[0] }}
        onFinish={onSave}
      >
        <Form.Item
          name="ticketTitle"
          label={t('tickets.ticketTitle')}
          rules={[{ required: true, message: t('tickets.titleRequired') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="ticketDescription" label={t('tickets.description')}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item name="Status" label={t('tickets.status')}>
          <Select
            options={STATUSES.map((s) => ({ value: s, label: t(`tickets.statuses.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="AgentName" label={t('tickets.agent')}>
          <Select options={AGENTS.map((a) => ({ value: a, label: a }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
