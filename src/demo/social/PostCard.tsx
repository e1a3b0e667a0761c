import { CommentOutlined } from '@ant-design/icons';
import { Avatar, Card, Divider, Flex, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Post } from '../../../mocks/demo/types';
import { CommentItem } from './CommentItem';
import { textDirection } from '../../i18n/textDirection';
import { LikeButton } from './LikeButton';
import { TextSend } from './TextSend';
import type { PostsApi } from './usePosts';

export function PostCard({ post, api }: { post: Post; api: PostsApi }) {
  const { t } = useTranslation('demo');
  return (
    <Card style={{ marginBlockEnd: 16 }} aria-label={post.profile.name} role="article">
      <Card.Meta
        avatar={<Avatar src={post.profile.avatar} alt="" />}
        title={post.profile.name}
        description={<span dir="auto">{post.profile.time}</span>}
      />
      <Typography.Paragraph
        style={{ marginBlock: 16, direction: textDirection(post.data.content) }}
      >
        {post.data.content}
      </Typography.Paragraph>
      {post.data.images.length > 0 && (
        <Flex gap={8} wrap>
          {post.data.images.map((img) => (
            <Image
              key={img.img}
              src={img.img}
              alt=""
              width={post.data.images.length > 1 ? 200 : 400}
            />
          ))}
        </Flex>
      )}
      {post.data.video && (
        <Image src={post.data.video} alt={t('social.video')} width={400} preview={false} />
      )}
      <Flex gap={8} align="center" style={{ marginBlockStart: 8 }}>
        <LikeButton likes={post.data.likes} onClick={() => api.like(post.id)} />
        <Typography.Text type="secondary">
          <CommentOutlined /> {t('social.comments', { count: post.data.comments.length })}
        </Typography.Text>
      </Flex>
      <Divider style={{ marginBlock: 12 }} />
      {post.data.comments.map((c) => (
        <CommentItem key={c.id} postId={post.id} comment={c} api={api} />
      ))}
      <TextSend
        label={t('social.writeComment')}
        button={t('social.post')}
        onSend={(text) => api.comment(post.id, text)}
      />
    </Card>
  );
}
