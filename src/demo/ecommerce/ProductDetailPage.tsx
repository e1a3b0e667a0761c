import { ShoppingCartOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Flex,
  Image,
  InputNumber,
  Rate,
  Row,
  Tabs,
  Tag,
  Typography,
  theme,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Product } from '../../../mocks/demo/types';
import { textDirection } from '../../i18n/textDirection';
import { DemoStatus } from '../shared/DemoStatus';
import { PageTitle } from '../shared/PageTitle';
import { useDemoList } from '../shared/useDemoList';
import { useMoney } from '../shared/useMoney';
import { CartButton } from './CartButton';
import { cart } from './cart';

function Detail({ product, related }: { product: Product; related: Product[] }) {
  const { t } = useTranslation('demo');
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const money = useMoney();
  const [qty, setQty] = useState(1);
  const [color, setColor] = useState(product.colors[0]);
  return (
    <Card>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={10}>
          <Image src={product.photo} alt={product.title} />
          <Flex gap={8} style={{ marginBlockStart: 8 }}>
            {[product, ...related].slice(0, 4).map((p) => (
              <Image key={p.id} src={p.photo} alt="" width={64} />
            ))}
          </Flex>
        </Col>
        <Col xs={24} md={14}>
          {product.stock ? (
            <Tag color="success">{t('shop.inStock')}</Tag>
          ) : (
            <Tag color="error">{t('shop.outOfStock')}</Tag>
          )}
          <Typography.Title level={3} style={{ direction: textDirection(product.title) }}>
            {product.title}
          </Typography.Title>
          <Rate disabled value={product.rating} />
          <Typography.Title level={4}>
            {product.discount > 0 && (
              <Typography.Text delete type="secondary">
                {money(product.price)}
              </Typography.Text>
            )}{' '}
            {money(product.salesPrice)}
          </Typography.Title>
          <Typography.Text strong>{t('shop.color')}</Typography.Text>
          <Flex gap={8} style={{ marginBlock: 8 }}>
            {product.colors.map((c) => (
              <button
                key={c}
                type="button"
                aria-label={t('shop.colorNamed', { color: c })}
                aria-pressed={color === c}
                onClick={() => setColor(c)}
                style={{
                  width: 28,
                  height: 28,
                  borderRadius: '50%',
                  background: c,
                  cursor: 'pointer',
                  border: `2px solid ${color === c ? token.colorPrimary : token.colorBorder}`,
                }}
              />
            ))}
          </Flex>
          <Flex gap={12} align="center" wrap style={{ marginBlock: 16 }}>
            <InputNumber
              aria-label={t('shop.quantity')}
              min={1}
              max={10}
              value={qty}
              onChange={(v) => setQty(v ?? 1)}
            />
            <Button
              type="primary"
              icon={<ShoppingCartOutlined />}
              disabled={!product.stock}
              onClick={() => {
                cart.add(product.id, qty, color);
                message.success(t('shop.added', { title: product.title }));
              }}
            >
              {t('shop.addToCart')}
            </Button>
          </Flex>
        </Col>
      </Row>
      <Tabs
        items={[
          {
            key: 'description',
            label: t('shop.description'),
            children: (
              <Typography.Paragraph style={{ direction: textDirection(product.description) }}>
                {product.description}
              </Typography.Paragraph>
            ),
          },
          {
            key: 'reviews',
            label: t('shop.reviews'),
            children: (
              <Flex gap={12} align="center">
                <Rate disabled value={product.rating} />
                <Typography.Text>
                  {t('shop.reviewSummary', { rating: product.rating })}
                </Typography.Text>
              </Flex>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** Product detail: gallery, stock, colours, quantity, add to cart, description and reviews. */
export default function ProductDetailPage() {
  const { t } = useTranslation('demo');
  const { id } = useParams();
  const { items, isLoading, error } = useDemoList<Product>('products');
  const product = items.find((p) => String(p.id) === id);
  return (
    <>
      <PageTitle extra={<CartButton />}>{t('shop.detailTitle')}</PageTitle>
      <DemoStatus isLoading={isLoading} error={error}>
        {product ? (
          <Detail
            product={product}
            related={items.filter((p) => p.related && p.id !== product.id)}
          />
        ) : (
          <Alert type="warning" showIcon message={t('shop.notFound')} />
        )}
      </DemoStatus>
    </>
  );
}
