import { SendOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';

/** One-line text with a send button (Enter sends too); empty text is never sent. */
export function TextSend({
  label,
  button,
  onSend,
}: {
  label: string;
  button: string;
  onSend: (text: string) => void | Promise<void>;
}) {
  const [text, setText] = useState('');
  const send = async () => {
    const value = text.trim();
    if (!value) return;
    setText('');
    await onSend(value);
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onPressEnter={send}
      />
      <Button icon={<SendOutlined />} disabled={!text.trim()} onClick={send}>
        {button}
      </Button>
    </Space.Compact>
  );
}
