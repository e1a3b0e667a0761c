import { ShoppingCartOutlined } from '@ant-design/icons';
import { EditButton, Show } from '@refinedev/antd';
import { UndoableDeleteButton } from '../../components/UndoableDeleteButton';
import { useGetIdentity, useNavigation, useShow, type HttpError } from '@refinedev/core';
import { Button, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROLES, type User } from '../../../contract';
import type { Identity } from '../../api/session';
import { ErrorState } from '../../components/ErrorState';
import { EMPTY_VALUE } from '../../i18n/constants';
import { formatDate } from '../../i18n/format';
import { RoleTag } from './RoleTag';
import { UserAvatar } from './UserAvatar';
import { RecordTitle } from '../../components/RecordHeader';
import { RecordHistory } from '../../components/RecordHistory';
import { useAuditLabels } from '../../components/auditLabels';
import { SignOutEverywhereButton } from './SignOutEverywhereButton';
import { useRecordNotices } from '../../hooks/useRecordNotices';
import { useLiveRecord } from '../../hooks/useLiveRecord';

/** The purchase list filtered by one buyer (the purchases page reads `user_id`). */
export const purchasesOfUserPath = (userId: number | string) =>
  `/purchase?user_id=${encodeURIComponent(String(userId))}`;

/** `/users/{id}` (System Admin): picture, every field, institution link, an app user's purchases. */
export default function UserShow() {
  const { t } = useTranslation('users');
  const { data: me } = useGetIdentity<Identity>();
  const live = useLiveRecord({ resource: 'users' });
  const { query } = useShow<User, HttpError>({ resource: 'users', ...live.mode });
  const notices = useRecordNotices('user');
  const { roleLabel } = useAuditLabels();
  const { list } = useNavigation();
  if (query.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const user = query.data?.data;
  const isMe = user !== undefined && me?.user_id === user.user_id;

  return (
    <Show
      title={<RecordTitle>{user ? user.name : t('show.title')}</RecordTitle>}
      goBack={false}
      isLoading={query.isLoading}
      canDelete={!isMe}
      headerButtons={({ deleteButtonProps }) =>
        user ? (
          <>
            <EditButton recordItemId={user.user_id} />
            <SignOutEverywhereButton user={user} />
            {deleteButtonProps && (
              <UndoableDeleteButton
                resource="users"
                recordItemId={user.user_id}
                onQueued={() => list('users')}
                successNotification={notices.deletedNamed(user.name)}
              />
            )}
          </>
        ) : null
      }
    >
      {live.notice}
      {user && (
        <Flex gap={24} wrap align="flex-start">
          <UserAvatar src={user.profile_pic} size={112} />
          <Descriptions column={{ xs: 1, md: 2 }} bordered style={{ flex: 1, minWidth: 280 }}>
            <Descriptions.Item label={t('fields.name')}>{user.name}</Descriptions.Item>
            <Descriptions.Item label={t('fields.email')}>{user.email}</Descriptions.Item>
            <Descriptions.Item label={t('fields.phone')}>
              {user.phone || EMPTY_VALUE}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.role')}>
              <RoleTag role={user.role} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.institution')}>
              {user.institution ? (
                <Link to={`/institutions/${user.institution.institution_id}`}>
                  {user.institution.name}
                </Link>
              ) : (
                EMPTY_VALUE
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.dateOfBirth')}>
              {formatDate(user.date_of_birth)}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.isSocial')}>
              {Number(user.is_social) ? t('show.yes') : t('show.no')}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.socialUuid')}>
              {user.social_uuid ? (
                <Typography.Text copyable>{user.social_uuid}</Typography.Text>
              ) : (
                t('show.noSocialId')
              )}
            </Descriptions.Item>
          </Descriptions>
        </Flex>
      )}
      {user?.role === ROLES.APP_USER && (
        <Link to={purchasesOfUserPath(user.user_id)}>
          <Button icon={<ShoppingCartOutlined />} style={{ marginBlockStart: 16 }}>
            {t('show.purchases')}
          </Button>
        </Link>
      )}
      <RecordHistory
        resource="users"
        recordId={user?.user_id}
        fieldLabels={{
          name: t('fields.name'),
          email: t('fields.email'),
          phone: t('fields.phone'),
          date_of_birth: t('fields.dateOfBirth'),
          role: t('fields.role'),
          institution_id: t('fields.institution'),
          profile_picture: t('fields.profilePic'),
          password: t('fields.password'),
        }}
        formatValue={(field, value) => (field === 'role' ? roleLabel(value) : undefined)}
      />
    </Show>
  );
}
