import { Card, Col, Empty, Input, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../mocks/demo/types';
import { DemoStatus } from '../shared/DemoStatus';
import { PageTitle } from '../shared/PageTitle';
import { useDemoList } from '../shared/useDemoList';
import { CartButton } from './CartButton';
import { DEFAULT_FILTERS, applyFilters } from './filters';
import { ProductCard } from './ProductCard';
import { ShopFiltersPanel } from './ShopFiltersPanel';

/** Shop grid with filters, sort, search and add to cart. */
export default function ShopPage() {
  const { t } = useTranslation('demo');
  const { items, isLoading, error } = useDemoList<Product>('products');
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const [search, setSearch] = useState('');
  const colors = [...new Set(items.flatMap((p) => p.colors))];
  const shown = applyFilters(items, filters, search);
  return (
    <>
      <PageTitle extra={<CartButton />}>{t('shop.title')}</PageTitle>
      <DemoStatus isLoading={isLoading} error={error}>
        <Row gutter={[16, 16]}>
          <Col xs={24} md={6}>
            <Card>
              <ShopFiltersPanel value={filters} colors={colors} onChange={setFilters} />
            </Card>
          </Col>
          <Col xs={24} md={18}>
            <Input.Search
              allowClear
              aria-label={t('shop.search')}
              placeholder={t('shop.search')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              style={{ maxWidth: 320, marginBlockEnd: 16 }}
            />
            {shown.length === 0 ? (
              <Empty description={t('shop.noProducts')} />
            ) : (
              <Row gutter={[16, 16]}>
                {shown.map((p) => (
                  <Col key={p.id} xs={24} sm={12} xl={8}>
                    <ProductCard product={p} />
                  </Col>
                ))}
              </Row>
            )}
          </Col>
        </Row>
      </DemoStatus>
    </>
  );
}
