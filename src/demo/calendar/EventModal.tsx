import { Button, DatePicker, Form, Input, Modal, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../shared/ConfirmDelete';
import { STATUS_COLORS, type StatusColor } from '../shared/colors';
import type { CalendarEvent } from './events';

interface Values {
  title: string;
  start: Dayjs;
  end: Dayjs;
  color: StatusColor;
}

/** Add (from a day) or edit (from an event) an event; editing also offers delete. */
export function EventModal({
  draft,
  onClose,
  onSave,
  onDelete,
}: {
  draft: Partial<CalendarEvent> | null;
  onClose: () => void;
  onSave: (e: Omit<CalendarEvent, 'id'> & { id?: number }) => void;
  onDelete: (id: number) => void;
}) {
  const { t } = useTranslation('demo');
  const [form] = Form.useForm<Values>();
  const editing = draft?.id !== undefined;
  return (
    <Modal
      open={draft !== null}
      title={t(editing ? 'calendar.edit' : 'calendar.add')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        editing && (
          <ConfirmDelete
            key="delete"
            name={draft?.title ?? ''}
            onConfirm={() => draft?.id && onDelete(draft.id)}
          >
            <Button danger>{t('common.delete')}</Button>
          </ConfirmDelete>
        ),
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="save" type="primary" onClick={() => form.submit()}>
          {t('common.save')}
        </Button>,
      ]}
    >
      {draft && (
        <Form<Values>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{
            title: draft.title ?? '',
            start: dayjs(draft.start),
            end: dayjs(draft.end),
            color: draft.color ?? 'info',
          }}
          onFinish={(v) =>
            onSave({
              id: draft.id,
              title: v.title,
              color: v.color,
              start: v.start.toISOString(),
              end: v.end.toISOString(),
            })
          }
        >
          <Form.Item
            name="title"
            label={t('calendar.eventTitle')}
            rules={[
              {
                required: true,
                message: t('common.required', { field: t('calendar.eventTitle') }),
              },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="start" label={t('calendar.start')} rules={[{ required: true }]}>
            <DatePicker showTime format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="end"
            label={t('calendar.end')}
            dependencies={['start']}
            rules={[
              { required: true },
              ({ getFieldValue }) => ({
                validator: (_, value: Dayjs) =>
                  !value || !value.isBefore(getFieldValue('start'))
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('calendar.endBeforeStart'))),
              }),
            ]}
          >
            <DatePicker showTime format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="color" label={t('calendar.color')}>
            <Radio.Group
              optionType="button"
              options={STATUS_COLORS.map((c) => ({ value: c, label: t(`colors.${c}`) }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
