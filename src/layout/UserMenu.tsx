import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useGetIdentity, useLogout } from '@refinedev/core';
import { Avatar, Button, Dropdown, Flex, Typography, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { INSTITUTION_ROLES, ROLE_LABEL_KEYS, hasRole, isRole } from '../../contract';
import { thumbnailUrl } from '../../contract/uploads';
import type { Identity } from '../api/session';
import { useEndPlacement } from '../theme/directional';

/** Above antd's notifications (zIndexPopupBase 1000 + 1000 container offset + 50). */
const ABOVE_NOTIFICATIONS = 2100;

export function UserMenu() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { data: user } = useGetIdentity<Identity>();
  const { mutate: logout } = useLogout();
  const placement = useEndPlacement();
  if (!user) return null;

  const roleLabel = isRole(user.role) ? t(ROLE_LABEL_KEYS[user.role]) : '';
  const showInstitution = hasRole(user.role, INSTITUTION_ROLES) && user.institution;
  const avatar = (
    <Avatar
      size={36}
      src={thumbnailUrl(user.profile_pic)}
      icon={user.profile_pic ? undefined : <UserOutlined />}
      alt=""
    />
  );

  const items: MenuProps['items'] = [
    {
      key: 'identity',
      disabled: true,
      style: { cursor: 'default' },
      label: (
        <Flex vertical gap={2} style={{ minWidth: 220 }} data-testid="user-menu-identity">
          <Typography.Text strong>{user.name}</Typography.Text>
          <Typography.Text type="secondary">{roleLabel}</Typography.Text>
          {showInstitution ? (
            <Typography.Text type="secondary">
              {t('header.institution')}: {user.institution?.name}
            </Typography.Text>
          ) : null}
          {user.email ? <Typography.Text type="secondary">{user.email}</Typography.Text> : null}
        </Flex>
      ),
    },
    { type: 'divider' },
    {
      key: 'profile',
      icon: <UserOutlined />,
      label: t('header.myProfile'),
      onClick: () => navigate('/account-profile'),
    },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: t('header.logout'),
      onClick: () => logout(),
    },
  ];

  return (
    // autoFocus: opened with Enter, the menu takes the focus, so arrows and Enter work in it.
    // Notifications stack at the top end, over this menu's place (antd draws them at 2050): an
    // opened menu goes above them, else "Log out" sits under a toast for seconds after a save.
    <Dropdown
      menu={{ items }}
      trigger={['click']}
      placement={placement}
      autoFocus
      overlayStyle={{ zIndex: ABOVE_NOTIFICATIONS }}
    >
      <Button
        type="text"
        aria-label={t('header.userMenuOf', { name: user.name })}
        style={{ height: 48 }}
      >
        <Flex align="center" gap={8}>
          {avatar}
          <Typography.Text strong>{user.name}</Typography.Text>
        </Flex>
      </Button>
    </Dropdown>
  );
}
