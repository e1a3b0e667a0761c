import { ShoppingCartOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Rate, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '../../../mocks/demo/types';
import { textDirection } from '../../i18n/textDirection';
import { useMoney } from '../shared/useMoney';
import { cart } from './cart';

export function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation('demo');
  const { message } = App.useApp();
  const money = useMoney();
  return (
    <Card
      role="article"
      aria-label={product.title}
      cover={
        <Link to={`/apps/ecommerce/detail/${product.id}`}>
          <img
            src={product.photo}
            alt={product.title}
            style={{ width: '100%', aspectRatio: '1', objectFit: 'cover' }}
          />
        </Link>
      }
    >
      <Link to={`/apps/ecommerce/detail/${product.id}`}>
        <Typography.Text strong ellipsis style={{ direction: textDirection(product.title) }}>
          {product.title}
        </Typography.Text>
      </Link>
      <Flex justify="space-between" align="center" style={{ marginBlockStart: 8 }}>
        <span>
          <Typography.Text strong>{money(product.salesPrice)}</Typography.Text>{' '}
          {product.discount > 0 && (
            <Typography.Text delete type="secondary">
              {money(product.price)}
            </Typography.Text>
          )}
        </span>
        <Rate disabled value={product.rating} style={{ fontSize: 12 }} />
      </Flex>
      <Flex justify="space-between" align="center" style={{ marginBlockStart: 8 }}>
        {product.stock ? (
          <Tag color="success">{t('shop.inStock')}</Tag>
        ) : (
          <Tag color="error">{t('shop.outOfStock')}</Tag>
        )}
        <Button
          type="primary"
          size="small"
          icon={<ShoppingCartOutlined />}
          disabled={!product.stock}
          aria-label={t('shop.addNamed', { title: product.title })}
          onClick={() => {
            cart.add(product.id, 1, product.colors[0]);
            message.success(t('shop.added', { title: product.title }));
          }}
        />
      </Flex>
    </Card>
  );
}
