import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Card, Divider, Flex, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DEMO_PATHS } from '../../../mocks/demo/paths';
import { randomPostId } from '../../../mocks/demo/ids';
import type { BlogPost, BlogPostReply } from '../../../mocks/demo/types';
import { textDirection } from '../../i18n/textDirection';
import { formatDate, formatDateTime } from '../../i18n/format';
import { BackIcon } from '../../theme/directional';
import { demoRequest } from '../shared/api';
import { DemoStatus, errorText } from '../shared/DemoStatus';
import { PageTitle } from '../shared/PageTitle';
import { demoListKey } from '../shared/useDemoList';
import { TextSend } from '../social/TextSend';
import { LinkButton } from '../../components/LinkButton';

/** Blog post by slug (404 "Post not found" shown as is), its comments and add comment. */
export default function BlogDetailPage() {
  const { t } = useTranslation('demo');
  const { message } = App.useApp();
  const { slug = '' } = useParams();
  const queryClient = useQueryClient();
  const key = ['demo', 'blogPost', slug];
  const { data, isLoading, error } = useQuery({
    queryKey: key,
    queryFn: () => demoRequest<BlogPostReply>(DEMO_PATHS.blogPost, { title: slug }),
    retry: false,
    staleTime: Infinity,
  });
  const post = data?.post;

  const addComment = async (text: string) => {
    if (!post) return;
    try {
      const reply = await demoRequest<{ posts: BlogPost[] }>(DEMO_PATHS.blogCommentAdd, {
        postId: post.id,
        comment: {
          id: randomPostId(post.comments.map((c) => c.id)),
          profile: { id: 0, avatar: '/demo/avatars/12.svg', name: t('social.you') },
          time: new Date().toISOString(),
          comment: text,
          replies: [],
        },
      });
      const updated = reply.posts.find((p) => p.id === post.id);
      if (updated) queryClient.setQueryData(key, { post: updated });
      queryClient.setQueryData(demoListKey('blogPosts'), reply.posts);
    } catch (err) {
      message.error(errorText(err));
    }
  };

  return (
    <>
      <PageTitle
        extra={
          <LinkButton to="/apps/blog/posts" icon={<BackIcon />}>
            {t('blog.back')}
          </LinkButton>
        }
      >
        {post?.title ?? t('blog.detailTitle')}
      </PageTitle>
      <DemoStatus isLoading={isLoading} error={error}>
        {post && (
          <Card
            cover={
              <img src={post.coverImg} alt="" style={{ maxHeight: 360, objectFit: 'cover' }} />
            }
          >
            <Flex gap={8} align="center" wrap>
              <Avatar src={post.author.avatar} alt="" />
              <Typography.Text>{post.author.name}</Typography.Text>
              <Tag>{t(`blog.categories.${post.category}`)}</Tag>
              <Typography.Text type="secondary">
                {formatDate(post.createdAt)} · {t('blog.views', { count: post.view })} ·{' '}
                {t('blog.shares', { count: post.share })}
              </Typography.Text>
            </Flex>
            <Typography.Paragraph
              style={{ marginBlock: 24, direction: textDirection(post.content) }}
            >
              {post.content}
            </Typography.Paragraph>
            <Divider />
            <Typography.Title level={4}>
              {t('blog.comments', { count: post.comments.length })}
            </Typography.Title>
            <TextSend
              label={t('blog.writeComment')}
              button={t('blog.postComment')}
              onSend={addComment}
            />
            <section aria-label={t('blog.commentsLabel')}>
              <List
                dataSource={post.comments}
                locale={{ emptyText: t('blog.noComments') }}
                renderItem={(c) => (
                  <List.Item>
                    <List.Item.Meta
                      avatar={<Avatar src={c.profile.avatar} alt="" />}
                      title={
                        <>
                          {c.profile.name}{' '}
                          <Typography.Text type="secondary">
                            {formatDateTime(c.time)}
                          </Typography.Text>
                        </>
                      }
                      description={<span dir="auto">{c.comment}</span>}
                    />
                  </List.Item>
                )}
              />
            </section>
          </Card>
        )}
      </DemoStatus>
    </>
  );
}
