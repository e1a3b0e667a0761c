import type { ChatContact, ChatStatus } from '../../../mocks/demo/types';
import { ME } from '../../../mocks/demo/data/chats';

export { ME };

/** antd Badge status of a contact's presence. */
export const STATUS_BADGE: Record<ChatStatus, 'success' | 'warning' | 'error' | 'default'> = {
  online: 'success',
  away: 'warning',
  busy: 'error',
  offline: 'default',
};

export const lastMessageAt = (c: ChatContact): string => c.messages.at(-1)?.createdAt ?? '';

/** Messages from the contact since the signed-in user last wrote. */
export const unreadCount = (c: ChatContact): number => {
  let n = 0;
  for (let i = c.messages.length - 1; i >= 0 && c.messages[i].senderId !== ME; i--) n++;
  return n;
};

export type ChatSort = 'time' | 'unread';

export const sortChats = (chats: ChatContact[], sort: ChatSort): ChatContact[] =>
  [...chats].sort((a, b) =>
    sort === 'unread'
      ? unreadCount(b) - unreadCount(a) || lastMessageAt(b).localeCompare(lastMessageAt(a))
      : lastMessageAt(b).localeCompare(lastMessageAt(a)),
  );
