import { Avatar, Badge, Input, List, Segmented, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatContact } from '../../../mocks/demo/types';
import { textDirection } from '../../i18n/textDirection';
import { SelectableTitle } from '../shared/SelectableTitle';
import { STATUS_BADGE, sortChats, unreadCount, type ChatSort } from './chatUtils';

export function ChatList({
  chats,
  selectedId,
  onSelect,
}: {
  chats: ChatContact[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation('demo');
  const { token } = theme.useToken();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ChatSort>('time');
  const shown = sortChats(
    chats.filter((c) => c.name.toLowerCase().includes(search.trim().toLowerCase())),
    sort,
  );
  return (
    <>
      <Input.Search
        allowClear
        aria-label={t('chat.search')}
        placeholder={t('chat.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <Segmented<ChatSort>
        block
        style={{ marginBlock: 12 }}
        value={sort}
        onChange={setSort}
        options={[
          { value: 'time', label: t('chat.sortTime') },
          { value: 'unread', label: t('chat.sortUnread') },
        ]}
      />
      <section aria-label={t('chat.contacts')}>
        <List
          dataSource={shown}
          locale={{ emptyText: t('chat.noContacts') }}
          renderItem={(c) => {
            const unread = unreadCount(c);
            return (
              <List.Item
                onClick={() => onSelect(c.id)}
                style={{
                  cursor: 'pointer',
                  paddingInline: 8,
                  borderRadius: token.borderRadius,
                  background: c.id === selectedId ? token.controlItemBgActive : undefined,
                }}
                extra={
                  unread > 0 ? (
                    <Badge count={unread} aria-label={t('chat.unread', { count: unread })} />
                  ) : null
                }
              >
                <List.Item.Meta
                  avatar={
                    <Badge
                      dot
                      status={STATUS_BADGE[c.status]}
                      offset={[-4, 36]}
                      title={t(`chat.status.${c.status}`)}
                    >
                      <Avatar src={c.thumb} alt="" />
                    </Badge>
                  }
                  title={
                    <SelectableTitle selected={c.id === selectedId} onSelect={() => onSelect(c.id)}>
                      {c.name}
                    </SelectableTitle>
                  }
                  description={
                    <Typography.Text
                      type="secondary"
                      ellipsis
                      style={{ direction: textDirection(c.excerpt) }}
                    >
                      {c.excerpt || t('chat.photo')}
                    </Typography.Text>
                  }
                />
              </List.Item>
            );
          }}
        />
      </section>
    </>
  );
}
