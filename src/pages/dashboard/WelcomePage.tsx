import { AppstoreOutlined, UserOutlined } from '@ant-design/icons';
import { useGetIdentity } from '@refinedev/core';
import { Button, Card, Flex, Result, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Identity } from '../../api/session';
import { DEMO_RESOURCES } from '../../demo/resources';
import { accountProfileResource } from '../../resources/accountProfile';

const demoAppsOn = import.meta.env.VITE_DEMO_APPS !== 'false';

/** The first demo sections of the menu (their own pages stay lazily loaded). */
const DEMO_LINKS = DEMO_RESOURCES.filter((def) => !def.hideInMenu && def.routes.list)
  .slice(0, 4)
  .map((def) => ({ name: def.name, labelKey: def.labelKey, path: def.routes.list!.path }));

/** The dashboard of an app user (role 0): a friendly page, links to the profile and demo apps. */
export default function WelcomePage() {
  const { t } = useTranslation(['dashboard', 'demo']);
  const { data: me } = useGetIdentity<Identity>();
  const profilePath = accountProfileResource.routes.list?.path ?? '/account-profile';
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 30 }}>
        {t('title')}
      </Typography.Title>
      <Card>
        <Result
          icon={<UserOutlined />}
          title={me?.name ? t('welcome.title', { name: me.name }) : t('welcome.titleAnonymous')}
          subTitle={t('welcome.text')}
          extra={
            <Space wrap style={{ justifyContent: 'center' }}>
              <Link to={profilePath}>
                <Button type="primary" icon={<UserOutlined />}>
                  {t('welcome.profile')}
                </Button>
              </Link>
            </Space>
          }
        />
      </Card>
      {demoAppsOn && DEMO_LINKS.length > 0 && (
        <Card
          title={
            <Space>
              <AppstoreOutlined />
              {t('welcome.apps')}
            </Space>
          }
        >
          <Space wrap>
            {DEMO_LINKS.map((link) => (
              <Link key={link.name} to={link.path}>
                <Button>{t(link.labelKey)}</Button>
              </Link>
            ))}
          </Space>
        </Card>
      )}
    </Flex>
  );
}
