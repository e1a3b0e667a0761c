import { AppstoreOutlined } from '@ant-design/icons';
import { useGetIdentity } from '@refinedev/core';
import { Button, Card, Flex, Result, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Identity } from '../../api/session';
import { useAllMenuGroups } from '../../layout/menuItems';
import { RESOURCES } from '../../resources';

/**
 * The dashboard of a role the server refuses figures to (the legacy server answers 403 to
 * Institutional Staff): a short welcome and links to the screens the role may open, the same
 * entries as its menu (the policy table), instead of panels of "Access denied".
 */
export default function RefusedFiguresPage() {
  const { t } = useTranslation(['dashboard', 'common', 'demo']);
  const { data: me } = useGetIdentity<Identity>();
  const { groups } = useAllMenuGroups(RESOURCES);
  const groupsShown = groups
    .map((group) => ({
      ...group,
      children: group.children.filter((entry) => entry.key !== '/dashboard'),
    }))
    .filter((group) => group.children.length > 0);
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 30 }}>
        {t('title')}
      </Typography.Title>
      <Card>
        <Result
          status="info"
          title={me?.name ? t('welcome.title', { name: me.name }) : t('welcome.titleAnonymous')}
          subTitle={t('refused.text')}
        />
      </Card>
      {groupsShown.map((group) => (
        <Card
          key={group.key}
          title={
            <Space>
              <AppstoreOutlined />
              {group.label}
            </Space>
          }
        >
          <Space wrap>
            {group.children.map((entry) => (
              <Link key={entry.key} to={entry.path}>
                <Button icon={entry.icon}>{entry.label}</Button>
              </Link>
            ))}
          </Space>
        </Card>
      ))}
    </Flex>
  );
}
