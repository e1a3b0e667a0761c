import { List, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Note } from '../../../mocks/demo/types';
import { textDirection } from '../../i18n/textDirection';
import { formatDate } from '../../i18n/format';
import { SelectableTitle } from '../shared/SelectableTitle';
import { statusToken } from '../shared/colors';

export function NoteList({
  notes,
  selectedId,
  onSelect,
}: {
  notes: Note[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation('demo');
  const { token } = theme.useToken();
  return (
    <section aria-label={t('notes.title')}>
      <List
        dataSource={notes}
        locale={{ emptyText: t('notes.empty') }}
        renderItem={(note) => (
          <List.Item
            key={note.id}
            onClick={() => onSelect(note.id)}
            style={{
              cursor: 'pointer',
              paddingInline: 12,
              borderInlineStart: `4px solid ${statusToken(token, note.color)}`,
              background: note.id === selectedId ? token.controlItemBgActive : undefined,
              marginBlockEnd: 8,
              borderRadius: token.borderRadius,
            }}
          >
            <List.Item.Meta
              title={
                <SelectableTitle
                  selected={note.id === selectedId}
                  onSelect={() => onSelect(note.id)}
                >
                  <Typography.Text
                    style={{ direction: textDirection(note.title) }}
                    ellipsis={{ tooltip: note.title }}
                    data-testid="note-title"
                  >
                    {note.title}
                  </Typography.Text>
                </SelectableTitle>
              }
              description={formatDate(note.datef)}
            />
          </List.Item>
        )}
      />
    </section>
  );
}
