import { Avatar, Button, Flex, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostComment, PostReply } from '../../../mocks/demo/types';
import { textDirection } from '../../i18n/textDirection';
import { LikeButton } from './LikeButton';
import type { PostsApi } from './usePosts';
import { TextSend } from './TextSend';

function Bubble({ item, onLike }: { item: PostComment | PostReply; onLike: () => void }) {
  const { token } = theme.useToken();
  return (
    <Flex gap={8} align="start">
      <Avatar src={item.profile.avatar} alt="" />
      <div style={{ flex: 1 }}>
        <div
          style={{
            background: token.colorFillQuaternary,
            borderRadius: token.borderRadius,
            padding: 8,
          }}
        >
          <Typography.Text strong>{item.profile.name}</Typography.Text>{' '}
          <Typography.Text type="secondary">
            <bdi>{item.profile.time}</bdi>
          </Typography.Text>
          <Typography.Paragraph style={{ margin: 0, direction: textDirection(item.data.comment) }}>
            {item.data.comment}
          </Typography.Paragraph>
        </div>
        <LikeButton size="small" likes={item.data.likes} onClick={onLike} />
      </div>
    </Flex>
  );
}

/** A comment with its like, its replies (each with a like) and, if it has a list, a reply box. */
export function CommentItem({
  postId,
  comment,
  api,
}: {
  postId: number;
  comment: PostComment;
  api: PostsApi;
}) {
  const { t } = useTranslation('demo');
  const [replying, setReplying] = useState(false);
  return (
    <div style={{ marginBlockEnd: 12 }}>
      <Bubble item={comment} onLike={() => api.likeComment(postId, comment.id)} />
      <div style={{ marginInlineStart: 40 }}>
        {comment.data.replies?.map((reply) => (
          <Bubble key={reply.id} item={reply} onLike={() => api.likeComment(postId, reply.id)} />
        ))}
        {comment.data.replies &&
          (replying ? (
            <TextSend
              label={t('social.writeReply')}
              button={t('social.reply')}
              onSend={async (text) => {
                await api.reply(postId, comment.id, text);
                setReplying(false);
              }}
            />
          ) : (
            <Button type="link" size="small" onClick={() => setReplying(true)}>
              {t('social.reply')}
            </Button>
          ))}
      </div>
    </div>
  );
}
