import { Avatar, Card, Col, Row, Statistic, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { BANNER, avatar } from '../../../mocks/demo/data/images';

/** Banner, avatar and the counters of the demo profile. */
export function ProfileBanner({
  name,
  posts,
  followers,
  following,
}: {
  name: string;
  posts: number;
  followers: number;
  following: number;
}) {
  const { t } = useTranslation('demo');
  const { token } = theme.useToken();
  return (
    <Card
      cover={<img src={BANNER} alt="" style={{ height: 180, objectFit: 'cover' }} />}
      style={{ marginBlockEnd: 16 }}
    >
      <Row gutter={[16, 16]} align="middle">
        <Col xs={24} md={8}>
          <Row gutter={16}>
            <Col span={8}>
              <Statistic title={t('social.posts')} value={posts} />
            </Col>
            <Col span={8}>
              <Statistic title={t('social.followers')} value={followers} />
            </Col>
            <Col span={8}>
              <Statistic title={t('social.following')} value={following} />
            </Col>
          </Row>
        </Col>
        <Col xs={24} md={8} style={{ textAlign: 'center' }}>
          <Avatar
            size={96}
            src={avatar(1)}
            alt=""
            style={{ border: `4px solid ${token.colorBgContainer}`, marginBlockStart: -64 }}
          />
          <Typography.Title level={4} style={{ marginBlock: 8 }}>
            {name}
          </Typography.Title>
          <Typography.Text type="secondary">{t('social.role')}</Typography.Text>
        </Col>
      </Row>
    </Card>
  );
}
