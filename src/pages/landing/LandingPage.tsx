import { Flex, Layout, Typography, theme } from 'antd';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton';

const LandingFeatures = lazy(() => import('./LandingFeatures'));

/**
 * The features (antd's Card, Row and Col, six icons) are asked for once the heading and its call
 * to action have painted: they are below them, and their code would otherwise hold up the
 * heading of the public page's first load (docs/performance.md).
 */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

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
        <AfterFirstPaint>
          <LandingFeatures />
        </AfterFirstPaint>
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center' }}>{t('footer.text')}</Layout.Footer>
    </Layout>
  );
}
