import { Col, Pagination, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlogPost } from '../../../mocks/demo/types';
import { DemoStatus } from '../shared/DemoStatus';
import { PageTitle } from '../shared/PageTitle';
import { useDemoList } from '../shared/useDemoList';
import { BlogCard } from './BlogCard';

const PAGE_SIZE = 6;

/** Blog: the featured posts first, then the others, paginated. */
export default function BlogPostsPage() {
  const { t } = useTranslation('demo');
  const { items, isLoading, error } = useDemoList<BlogPost>('blogPosts');
  const [page, setPage] = useState(1);
  const featured = items.filter((p) => p.featured);
  const regular = items.filter((p) => !p.featured);
  return (
    <>
      <PageTitle>{t('blog.title')}</PageTitle>
      <DemoStatus isLoading={isLoading} error={error}>
        <Row gutter={[16, 16]}>
          {featured.map((p) => (
            <Col key={p.id} xs={24} lg={12}>
              <BlogCard post={p} featured />
            </Col>
          ))}
          {regular.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((p) => (
            <Col key={p.id} xs={24} md={12} lg={8}>
              <BlogCard post={p} />
            </Col>
          ))}
        </Row>
        <Pagination
          style={{ marginBlockStart: 24, justifyContent: 'center', display: 'flex' }}
          current={page}
          pageSize={PAGE_SIZE}
          total={regular.length}
          onChange={setPage}
          hideOnSinglePage
        />
      </DemoStatus>
    </>
  );
}
