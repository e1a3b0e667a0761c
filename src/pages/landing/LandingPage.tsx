import {
  BarChartOutlined,
  GlobalOutlined,
  InboxOutlined,
  SafetyCertificateOutlined,
  ShoppingCartOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import { Card, Col, Flex, Layout, Row, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton';

const FEATURES: { key: string; icon: ReactNode }[] = [
  { key: 'tickets', icon: <TagsOutlined /> },
  { key: 'lockers', icon: <InboxOutlined /> },
  { key: 'purchases', icon: <ShoppingCartOutlined /> },
  { key: 'analytics', icon: <BarChartOutlined /> },
  { key: 'roles', icon: <SafetyCertificateOutlined /> },
  { key: 'languages', icon: <GlobalOutlined /> },
];

/** The public landing page of the platform. */
export default function LandingPage() {
  const { t } = useTranslation('landing');
  const { t: tc } = useTranslation('common');
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh', background: token.colorBgContainer }}>
      <Layout.Header style={{ background: 'transparent', height: 70 }}>
        <Flex align="center" justify="space-between" style={{ height: '100%' }}>
          <Typography.Text
            strong
            style={{ fontSize: token.fontSizeHeading4, color: token.colorLink }}
          >
            {tc('app.name')}
          </Typography.Text>
          <LinkButton to="/auth/login">{t('nav.signIn')}</LinkButton>
        </Flex>
      </Layout.Header>
      <Layout.Content>
        <section
          style={{ padding: '96px 24px', textAlign: 'center', background: token.colorPrimaryBg }}
        >
          <Typography.Title style={{ maxWidth: 760, margin: '0 auto 16px' }}>
            {t('hero.title')}
          </Typography.Title>
          <Typography.Paragraph style={{ maxWidth: 640, margin: '0 auto 32px', fontSize: 18 }}>
            {t('hero.subtitle')}
          </Typography.Paragraph>
          <LinkButton to="/auth/login" type="primary" size="large">
            {t('hero.cta')}
          </LinkButton>
        </section>
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
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center' }}>{t('footer.text')}</Layout.Footer>
    </Layout>
  );
}
