import { Button, Card, Col, Flex, Form, Input, Radio, Result, Row, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Product } from '../../../mocks/demo/types';
import { DemoStatus } from '../shared/DemoStatus';
import { PageTitle } from '../shared/PageTitle';
import { useDemoList } from '../shared/useDemoList';
import { cart, cartTotals, useCart } from './cart';
import { CartTable } from './CartTable';
import { OrderSummary } from './OrderSummary';

/** Checkout: cart, billing and address, payment, then a thank-you step. */
export default function CheckoutPage() {
  const { t } = useTranslation('demo');
  const navigate = useNavigate();
  const { items, isLoading, error } = useDemoList<Product>('products');
  const lines = useCart();
  const [step, setStep] = useState(0);
  const [billing] = Form.useForm();
  const totals = cartTotals(lines, items);

  const body = [
    <CartTable key="cart" lines={lines} products={items} />,
    <Form key="billing" form={billing} layout="vertical" onFinish={() => setStep(2)}>
      <Form.Item
        name="name"
        label={t('checkout.fullName')}
        rules={[
          { required: true, message: t('common.required', { field: t('checkout.fullName') }) },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="address"
        label={t('checkout.address')}
        rules={[
          { required: true, message: t('common.required', { field: t('checkout.address') }) },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="phone" label={t('checkout.phone')}>
        <Input />
      </Form.Item>
    </Form>,
    <Radio.Group key="payment" defaultValue="card">
      <Flex vertical gap={8}>
        <Radio value="card">{t('checkout.card')}</Radio>
        <Radio value="cash">{t('checkout.cash')}</Radio>
      </Flex>
    </Radio.Group>,
  ];

  return (
    <>
      <PageTitle>{t('checkout.title')}</PageTitle>
      <DemoStatus isLoading={isLoading} error={error}>
        <Card>
          <Steps
            current={step}
            style={{ marginBlockEnd: 24 }}
            items={[
              { title: t('checkout.steps.cart') },
              { title: t('checkout.steps.billing') },
              { title: t('checkout.steps.payment') },
              { title: t('checkout.steps.done') },
            ]}
          />
          {step === 3 ? (
            <Result
              status="success"
              title={t('checkout.thanks')}
              subTitle={t('checkout.thanksText')}
              extra={
                <Button type="primary" onClick={() => navigate('/apps/ecommerce/shop')}>
                  {t('checkout.continue')}
                </Button>
              }
            />
          ) : (
            <Row gutter={[24, 24]}>
              <Col xs={24} lg={16}>
                {body[step]}
              </Col>
              <Col xs={24} lg={8}>
                <OrderSummary totals={totals} />
                <Flex gap={8} justify="end" style={{ marginBlockStart: 16 }}>
                  {step > 0 && (
                    <Button onClick={() => setStep(step - 1)}>{t('common.back')}</Button>
                  )}
                  <Button
                    type="primary"
                    disabled={lines.length === 0}
                    onClick={() => {
                      if (step === 1) billing.submit();
                      else if (step === 2) {
                        cart.clear();
                        setStep(3);
                      } else setStep(step + 1);
                    }}
                  >
                    {t(step === 2 ? 'checkout.placeOrder' : 'common.next')}
                  </Button>
                </Flex>
              </Col>
            </Row>
          )}
        </Card>
      </DemoStatus>
    </>
  );
}
