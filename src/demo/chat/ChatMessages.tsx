import { PaperClipOutlined } from '@ant-design/icons';
import { Avatar, Flex, Image, Tag, Typography, theme } from 'antd';
import type { ChatContact } from '../../../mocks/demo/types';
import { formatClock } from '../../i18n/format';
import { ME } from './chatUtils';

/** The conversation: the contact's messages at the inline start, the user's at the end. */
export function ChatMessages({ chat }: { chat: ChatContact }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={12} role="log" aria-label={chat.name} style={{ minHeight: 320 }}>
      {chat.messages.map((m) => {
        const mine = m.senderId === ME;
        return (
          <Flex key={m.id} gap={8} justify={mine ? 'flex-end' : 'flex-start'} align="end">
            {!mine && <Avatar size="small" src={chat.thumb} alt="" />}
            <div style={{ maxWidth: '70%' }}>
              {m.type === 'image' ? (
                <Image src={m.msg} alt="" width={200} />
              ) : (
                <div
                  dir="auto"
                  style={{
                    padding: '8px 12px',
                    borderRadius: token.borderRadiusLG,
                    background: mine ? token.colorPrimaryBg : token.colorFillTertiary,
                    color: token.colorText,
                  }}
                >
                  {m.msg}
                </div>
              )}
              {m.attachment.map((a) => (
                <Tag key={a.file} icon={<PaperClipOutlined />} style={{ marginBlockStart: 4 }}>
                  {a.file} ({a.fileSize})
                </Tag>
              ))}
              <Typography.Text
                type="secondary"
                style={{ display: 'block', fontSize: 12, textAlign: mine ? 'end' : 'start' }}
              >
                {formatClock(m.createdAt)}
              </Typography.Text>
            </div>
          </Flex>
        );
      })}
    </Flex>
  );
}
