import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useCustomMutation, useUpdate, type HttpError } from '@refinedev/core';
import { App, Button, Card, Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths, type Profile } from '../../../contract';
import { ImagePicker, useImagePick } from '../../components/ImageUpload';
import { UserAvatar } from '../users/UserAvatar';
import { useRefreshIdentity } from './useRefreshIdentity';

/**
 * The profile picture with Upload (sent at once to `users/profile/upload-profile-picture`) and
 * Remove (`PATCH users/update-user` with an empty profile_pic, after a confirmation).
 */
export function ProfilePictureCard({
  userId,
  picture,
}: {
  userId: number;
  picture: string | null;
}) {
  const { t } = useTranslation('users');
  const { modal } = App.useApp();
  const refresh = useRefreshIdentity();
  const { mutateAsync: upload, mutation: uploading } = useCustomMutation<Profile, HttpError>();
  const { mutateAsync: update, mutation: removing } = useUpdate<Profile, HttpError>();

  const { accept, hint, problem, pick } = useImagePick((file) => {
    const form = new FormData();
    form.append('profile_pic', file);
    void upload({
      url: paths.profilePicture,
      method: 'patch',
      values: form as never,
      successNotification: { type: 'success', message: t('picture.uploaded') },
      errorNotification: (error) => ({
        type: 'error',
        message: t('picture.failed', { message: error?.message ?? '' }),
      }),
    })
      .then((res) => refresh(res.data))
      .catch(() => undefined);
  });

  const remove = () =>
    modal.confirm({
      title: t('picture.removeConfirm'),
      okText: t('picture.remove'),
      cancelText: t('delete.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        const res = await update({
          resource: 'profile',
          id: userId,
          values: { profile_pic: '' },
          // `refresh` reads the profile again; Refine's own re-read would be a second one.
          invalidates: [],
          successNotification: { type: 'success', message: t('picture.removed') },
        });
        await refresh(res.data);
      },
    });

  return (
    <Card title={t('picture.title')} role="region" aria-label={t('picture.title')}>
      <Flex vertical align="center" gap={16}>
        <UserAvatar src={picture} size={120} />
        <Space wrap>
          <ImagePicker accept={accept} onPick={pick}>
            <Button icon={<UploadOutlined />} loading={uploading.isPending}>
              {t('picture.upload')}
            </Button>
          </ImagePicker>
          {picture && (
            <Button icon={<DeleteOutlined />} loading={removing.isPending} onClick={remove}>
              {t('picture.remove')}
            </Button>
          )}
        </Space>
        <Typography.Text type="secondary">{hint}</Typography.Text>
        {problem && (
          <Typography.Text type="danger" role="alert">
            {problem}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
