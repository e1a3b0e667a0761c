import { ShoppingCartOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCart } from './cart';

/** Opens the checkout; the badge counts the items in the cart. */
export function CartButton() {
  const { t } = useTranslation('demo');
  const navigate = useNavigate();
  const count = useCart().reduce((n, l) => n + l.qty, 0);
  return (
    <Badge count={count}>
      <Button
        icon={<ShoppingCartOutlined />}
        aria-label={t('shop.cartCount', { count })}
        onClick={() => navigate('/apps/ecommerce/checkout')}
      >
        {t('shop.cart')}
      </Button>
    </Badge>
  );
}
