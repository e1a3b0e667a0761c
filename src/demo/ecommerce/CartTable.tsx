import { DeleteOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, InputNumber, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../mocks/demo/types';
import { useMoney } from '../shared/useMoney';
import { cart, type CartLine } from './cart';

export function CartTable({ lines, products }: { lines: CartLine[]; products: Product[] }) {
  const { t } = useTranslation('demo');
  const money = useMoney();
  const rows = lines.map((l, index) => ({
    ...l,
    index,
    product: products.find((p) => p.id === l.productId),
  }));
  return (
    <Table
      rowKey="index"
      pagination={false}
      scroll={{ x: true }}
      dataSource={rows}
      locale={{ emptyText: t('checkout.empty') }}
      columns={[
        {
          title: t('shop.product'),
          key: 'product',
          render: (_, r) => (
            <Flex gap={8} align="center">
              <Avatar shape="square" src={r.product?.photo} alt="" />
              <span>{r.product?.title}</span>
              <span
                aria-label={t('shop.colorNamed', { color: r.color })}
                style={{
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  background: r.color,
                  display: 'inline-block',
                }}
              />
            </Flex>
          ),
        },
        {
          title: t('shop.quantity'),
          key: 'qty',
          render: (_, r) => (
            <InputNumber
              aria-label={t('shop.quantity')}
              min={1}
              max={10}
              value={r.qty}
              onChange={(v) => cart.setQty(r.index, v ?? 1)}
            />
          ),
        },
        {
          title: t('shop.price'),
          key: 'price',
          render: (_, r) => money((r.product?.salesPrice ?? 0) * r.qty),
        },
        {
          title: t('common.actions'),
          key: 'remove',
          render: (_, r) => (
            <Button
              danger
              size="small"
              icon={<DeleteOutlined />}
              aria-label={t('checkout.remove', { title: r.product?.title })}
              onClick={() => cart.remove(r.index)}
            />
          ),
        },
      ]}
    />
  );
}
