import { useGetIdentity } from '@refinedev/core';
import { Card, Descriptions, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLE_LABEL_KEYS, isRole } from '../../../contract';
import type { Identity } from '../../api/session';

/** Read-only card of the signed-in identity (editing comes with the profile issue). */
export default function AccountProfilePage() {
  const { t } = useTranslation('common');
  const { data: user, isLoading } = useGetIdentity<Identity>();
  return (
    <Card>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t('accountProfile.title')}
      </Typography.Title>
      {isLoading || !user ? (
        <Skeleton active />
      ) : (
        <Descriptions column={1} bordered>
          <Descriptions.Item label={t('accountProfile.name')}>{user.name}</Descriptions.Item>
          <Descriptions.Item label={t('accountProfile.email')}>
            {user.email ?? ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('accountProfile.role')}>
            {isRole(user.role) ? t(ROLE_LABEL_KEYS[user.role]) : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('accountProfile.institution')}>
            {user.institution?.name ?? t('accountProfile.noInstitution')}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
