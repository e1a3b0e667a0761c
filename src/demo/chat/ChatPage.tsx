import { Avatar, Badge, Card, Col, Empty, Flex, Input, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatContact } from '../../../mocks/demo/types';
import { DemoStatus } from '../shared/DemoStatus';
import { PageTitle } from '../shared/PageTitle';
import { useDemoList } from '../shared/useDemoList';
import { ChatList } from './ChatList';
import { ChatMessages } from './ChatMessages';
import { ME, STATUS_BADGE } from './chatUtils';

/** Chat: contacts with search, presence and sort; messages; Enter sends (Shift+Enter: new line). */
export default function ChatPage() {
  const { t } = useTranslation('demo');
  const { items, isLoading, error, update } = useDemoList<ChatContact>('chats');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [draft, setDraft] = useState('');
  const chat = items.find((c) => c.id === (selectedId ?? items[0]?.id)) ?? null;

  const send = () => {
    const text = draft.trim();
    if (!chat || !text) return;
    const message = {
      id: `${chat.id}-${Date.now()}`,
      createdAt: new Date().toISOString(),
      msg: text,
      senderId: ME,
      type: 'text' as const,
      attachment: [],
    };
    update((all) =>
      all.map((c) =>
        c.id === chat.id ? { ...c, excerpt: text, messages: [...c.messages, message] } : c,
      ),
    );
    setDraft('');
  };

  return (
    <>
      <PageTitle>{t('chat.title')}</PageTitle>
      <DemoStatus isLoading={isLoading} error={error}>
        <Row gutter={[16, 16]}>
          <Col xs={24} md={8}>
            <Card>
              <ChatList chats={items} selectedId={chat?.id ?? null} onSelect={setSelectedId} />
            </Card>
          </Col>
          <Col xs={24} md={16}>
            <Card
              title={
                chat && (
                  <Flex gap={8} align="center">
                    <Avatar src={chat.thumb} alt="" />
                    <span>{chat.name}</span>
                    <Badge
                      status={STATUS_BADGE[chat.status]}
                      text={t(`chat.status.${chat.status}`)}
                    />
                  </Flex>
                )
              }
            >
              {chat ? (
                <>
                  <ChatMessages chat={chat} />
                  <Input.TextArea
                    aria-label={t('chat.message')}
                    placeholder={t('chat.messagePlaceholder')}
                    autoSize={{ minRows: 1, maxRows: 4 }}
                    value={draft}
                    onChange={(e) => setDraft(e.target.value)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' && !e.shiftKey) {
                        e.preventDefault();
                        send();
                      }
                    }}
                    style={{ marginBlockStart: 16 }}
                  />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('chat.enterHint')}
                  </Typography.Text>
                </>
              ) : (
                <Empty description={t('chat.pick')} />
              )}
            </Card>
          </Col>
        </Row>
      </DemoStatus>
    </>
  );
}
