import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../shared/useMoney';
import type { cartTotals } from './cart';

/** Sub total, the 5% discount, free shipping and the total. */
export function OrderSummary({ totals }: { totals: ReturnType<typeof cartTotals> }) {
  const { t } = useTranslation('demo');
  const money = useMoney();
  return (
    <Descriptions column={1} bordered size="small" title={t('checkout.summary')}>
      <Descriptions.Item label={t('checkout.subtotal')}>{money(totals.subtotal)}</Descriptions.Item>
      <Descriptions.Item label={t('checkout.discount')}>
        -{money(totals.discount)}
      </Descriptions.Item>
      <Descriptions.Item label={t('checkout.shipping')}>
        {totals.shipping === 0 ? t('checkout.free') : money(totals.shipping)}
      </Descriptions.Item>
      <Descriptions.Item label={t('checkout.total')}>
        <strong data-testid="order-total">{money(totals.total)}</strong>
      </Descriptions.Item>
    </Descriptions>
  );
}
