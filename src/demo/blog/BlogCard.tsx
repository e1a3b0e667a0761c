import { EyeOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Avatar, Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../i18n/format';
import { toSlug } from '../../../mocks/demo/slug';
import type { BlogPost } from '../../../mocks/demo/types';
import { textDirection } from '../../i18n/textDirection';

export function BlogCard({ post, featured }: { post: BlogPost; featured?: boolean }) {
  const { t } = useTranslation('demo');
  const to = `/apps/blog/detail/${toSlug(post.title)}`;
  return (
    <Card
      role="article"
      aria-label={post.title}
      cover={
        <img
          src={post.coverImg}
          alt=""
          style={{ height: featured ? 260 : 180, objectFit: 'cover' }}
        />
      }
    >
      <Flex justify="space-between" align="center">
        <Tag>{t(`blog.categories.${post.category}`)}</Tag>
        {featured && <Tag color="gold">{t('blog.featured')}</Tag>}
      </Flex>
      <Link to={to}>
        <Typography.Title
          level={featured ? 3 : 5}
          style={{ marginBlock: 12, direction: textDirection(post.title) }}
        >
          {post.title}
        </Typography.Title>
      </Link>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex gap={8} align="center">
          <Avatar size="small" src={post.author.avatar} alt="" />
          <Typography.Text type="secondary">{post.author.name}</Typography.Text>
        </Flex>
        <Typography.Text type="secondary">
          <span aria-label={t('blog.views', { count: post.view })}>
            <EyeOutlined /> {post.view}
          </span>{' '}
          <span aria-label={t('blog.shares', { count: post.share })}>
            <ShareAltOutlined /> {post.share}
          </span>{' '}
          · {formatDate(post.createdAt)}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
