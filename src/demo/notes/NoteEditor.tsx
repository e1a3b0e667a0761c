import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Radio, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Note } from '../../../mocks/demo/types';
import { textDirection } from '../../i18n/textDirection';
import { ConfirmDelete } from '../shared/ConfirmDelete';
import { STATUS_COLORS, statusToken } from '../shared/colors';

export function NoteEditor({
  note,
  onChange,
  onDelete,
}: {
  note: Note;
  onChange: (patch: Partial<Note>) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('demo');
  const { token } = theme.useToken();
  return (
    <Form layout="vertical">
      <Form.Item label={t('notes.editTitle')} htmlFor="note-title">
        <Input.TextArea
          id="note-title"
          style={{ direction: textDirection(note.title) }}
          autoSize={{ minRows: 3 }}
          value={note.title}
          onChange={(e) => onChange({ title: e.target.value })}
        />
      </Form.Item>
      <Form.Item label={t('notes.color')}>
        <Radio.Group
          value={note.color}
          onChange={(e) => onChange({ color: e.target.value })}
          optionType="button"
          options={STATUS_COLORS.map((c) => ({
            value: c,
            label: (
              <Flex align="center" gap={6}>
                <span
                  aria-hidden
                  style={{
                    display: 'inline-block',
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    background: statusToken(token, c),
                  }}
                />
                {t(`colors.${c}`)}
              </Flex>
            ),
          }))}
        />
      </Form.Item>
      <ConfirmDelete name={note.title} onConfirm={onDelete}>
        <Button danger icon={<DeleteOutlined />}>
          {t('notes.delete')}
        </Button>
      </ConfirmDelete>
    </Form>
  );
}
