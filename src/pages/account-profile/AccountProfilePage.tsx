import { useGetIdentity } from '@refinedev/core';
import { Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Identity } from '../../api/session';
import { ChangePasswordCard } from './ChangePasswordCard';
import { PersonalDetailsCard } from './PersonalDetailsCard';
import { ProfilePictureCard } from './ProfilePictureCard';

/** `/account-profile` (every role): picture, personal details, change password. */
export default function AccountProfilePage() {
  const { t } = useTranslation('users');
  const { data: me, isLoading } = useGetIdentity<Identity>();
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 30 }}>
        {t('profile.title')}
      </Typography.Title>
      {isLoading || !me ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={8}>
            <ProfilePictureCard userId={me.user_id} picture={me.profile_pic} />
          </Col>
          <Col xs={24} lg={16}>
            <Flex vertical gap={16}>
              <PersonalDetailsCard userId={me.user_id} />
              <ChangePasswordCard userId={me.user_id} />
            </Flex>
          </Col>
        </Row>
      )}
    </Flex>
  );
}
