import {
  BarChartOutlined,
  GlobalOutlined,
  InboxOutlined,
  SafetyCertificateOutlined,
  ShoppingCartOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import { Card, Col, Row, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const FEATURES: { key: string; icon: ReactNode }[] = [
  { key: 'tickets', icon: <TagsOutlined /> },
  { key: 'lockers', icon: <InboxOutlined /> },
  { key: 'purchases', icon: <ShoppingCartOutlined /> },
  { key: 'analytics', icon: <BarChartOutlined /> },
  { key: 'roles', icon: <SafetyCertificateOutlined /> },
  { key: 'languages', icon: <GlobalOutlined /> },
];

/** The landing page's features: one card each, under the hero (./LandingPage). */
export default function LandingFeatures() {
  const { t } = useTranslation('landing');
  const { token } = theme.useToken();
  return (
    <section style={{ padding: '64px 24px', maxWidth: 1200, margin: '0 auto' }}>
      <Typography.Title level={2} style={{ textAlign: 'center', marginBottom: 40 }}>
        {t('features.title')}
      </Typography.Title>
      <Row gutter={[24, 24]}>
        {FEATURES.map(({ key, icon }) => (
          <Col xs={24} md={12} lg={8} key={key}>
            <Card style={{ height: '100%' }}>
              <div style={{ fontSize: 28, color: token.colorLink }} aria-hidden>
                {icon}
              </div>
              <Typography.Title level={3} style={{ fontSize: 20 }}>
                {t(`features.${key}.title`)}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                {t(`features.${key}.text`)}
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
