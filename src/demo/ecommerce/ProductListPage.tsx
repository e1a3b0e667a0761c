import { Avatar, Card, Flex, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '../../../mocks/demo/types';
import { formatDate } from '../../i18n/format';
import { DemoStatus } from '../shared/DemoStatus';
import { PageTitle } from '../shared/PageTitle';
import { useDemoList } from '../shared/useDemoList';
import { useMoney } from '../shared/useMoney';

/** Product list: a sortable table of the shop's products. */
export default function ProductListPage() {
  const { t } = useTranslation('demo');
  const money = useMoney();
  const { items, isLoading, error } = useDemoList<Product>('products');
  const [search, setSearch] = useState('');
  const shown = items.filter((p) => p.title.toLowerCase().includes(search.trim().toLowerCase()));
  return (
    <>
      <PageTitle>{t('shop.listTitle')}</PageTitle>
      <DemoStatus isLoading={isLoading} error={error}>
        <Card>
          <Input.Search
            allowClear
            aria-label={t('shop.search')}
            placeholder={t('shop.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ maxWidth: 320, marginBlockEnd: 16 }}
          />
          <Table<Product>
            rowKey="id"
            dataSource={shown}
            scroll={{ x: true }}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            columns={[
              {
                title: t('shop.product'),
                dataIndex: 'title',
                render: (title: string, p) => (
                  <Flex gap={8} align="center">
                    <Avatar shape="square" src={p.photo} alt="" />
                    <Link to={`/apps/ecommerce/detail/${p.id}`}>{title}</Link>
                  </Flex>
                ),
              },
              {
                title: t('shop.created'),
                dataIndex: 'created',
                render: (d: string) => formatDate(d),
                sorter: (a, b) => a.created.localeCompare(b.created),
              },
              {
                title: t('shop.stockColumn'),
                dataIndex: 'stock',
                render: (s: boolean) =>
                  s ? (
                    <Tag color="success">{t('shop.inStock')}</Tag>
                  ) : (
                    <Tag color="error">{t('shop.outOfStock')}</Tag>
                  ),
              },
              {
                title: t('shop.price'),
                dataIndex: 'salesPrice',
                render: (v: number) => money(v),
                sorter: (a, b) => a.salesPrice - b.salesPrice,
              },
              {
                title: t('shop.category'),
                dataIndex: 'category',
                render: (c: Product['category']) =>
                  c.map((x) => <Tag key={x}>{t(`shop.categories.${x}`)}</Tag>),
              },
            ]}
          />
        </Card>
      </DemoStatus>
    </>
  );
}
