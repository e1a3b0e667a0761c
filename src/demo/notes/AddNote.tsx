import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A new note's title; the button stays disabled while it is empty. */
export function AddNote({ onAdd }: { onAdd: (title: string) => void }) {
  const { t } = useTranslation('demo');
  const [title, setTitle] = useState('');
  const add = () => {
    if (!title.trim()) return;
    onAdd(title.trim());
    setTitle('');
  };
  return (
    <Space.Compact style={{ width: '100%', marginBlockStart: 12 }}>
      <Input
        aria-label={t('notes.newTitle')}
        placeholder={t('notes.newTitle')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        onPressEnter={add}
      />
      <Button type="primary" icon={<PlusOutlined />} disabled={!title.trim()} onClick={add}>
        {t('notes.add')}
      </Button>
    </Space.Compact>
  );
}
