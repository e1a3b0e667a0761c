import { Card, Col, Empty, Image, Input, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryItem } from '../../../mocks/demo/types';
import { formatDate } from '../../i18n/format';
import { DemoStatus } from '../shared/DemoStatus';
import { PageTitle } from '../shared/PageTitle';
import { useDemoList } from '../shared/useDemoList';

/** Gallery: searchable photo cards. */
export default function GalleryPage() {
  const { t } = useTranslation('demo');
  const { items, isLoading, error } = useDemoList<GalleryItem>('gallery');
  const [search, setSearch] = useState('');
  const shown = items.filter((g) => g.name.toLowerCase().includes(search.trim().toLowerCase()));
  return (
    <>
      <PageTitle
        extra={
          <Input.Search
            allowClear
            aria-label={t('social.searchGallery')}
            placeholder={t('social.searchGallery')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ maxWidth: 280 }}
          />
        }
      >
        {t('social.galleryTitle', { count: items.length })}
      </PageTitle>
      <DemoStatus isLoading={isLoading} error={error}>
        {shown.length === 0 && <Empty description={t('social.empty')} />}
        <Row gutter={[16, 16]}>
          {shown.map((g) => (
            <Col key={g.id} xs={24} sm={12} lg={8}>
              <Card cover={<Image src={g.cover} alt={g.name} />}>
                <Card.Meta title={g.name} description={formatDate(g.time)} />
              </Card>
            </Col>
          ))}
        </Row>
      </DemoStatus>
    </>
  );
}
