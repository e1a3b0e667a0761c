import { LogoutOutlined } from '@ant-design/icons';
import { useCustomMutation } from '@refinedev/core';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../contract';
import { maySignOutEverywhere } from '../../access/policy';
import { useRole } from '../../access/useRole';
import { useServerHas } from '../../api/serverIdentity';
import { currentInstitutionId } from '../../api/session';

interface Props {
  user: { user_id: number; name: string; institution_id: number | null };
}

/**
 * "Sign out everywhere": `POST users/{id}/sessions/revoke` after a confirmation. Every session of
 * the user ends at once on every server; shown only to those the policy allows, on a server that
 * has the call.
 */
export function SignOutEverywhereButton({ user }: Props) {
  const { t } = useTranslation('users');
  const role = useRole();
  const allowed = maySignOutEverywhere(role, currentInstitutionId(), user);
  // The legacy server keeps no sessions to end: the button is not offered there.
  const serverCan = useServerHas('signOutEverywhere', { enabled: allowed });
  const { mutate, mutation } = useCustomMutation<{ ended: number }>();
  if (!allowed || !serverCan) return null;

  const run = () =>
    mutate({
      url: paths.userSessionsRevoke(user.user_id),
      method: 'post',
      values: {},
      successNotification: (reply) => ({
        type: 'success',
        message: t('signOutEverywhere.done', {
          name: user.name,
          count: reply?.data?.ended ?? 0,
        }),
      }),
      errorNotification: (error) => ({
        type: 'error',
        message: t('signOutEverywhere.failed', { name: user.name }),
        description: error?.message,
      }),
    });

  return (
    <Popconfirm
      title={t('signOutEverywhere.confirm', { name: user.name })}
      description={t('signOutEverywhere.description')}
      okText={t('signOutEverywhere.ok')}
      cancelText={t('signOutEverywhere.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={run}
    >
      <Button icon={<LogoutOutlined />} loading={mutation.isPending}>
        {t('signOutEverywhere.button')}
      </Button>
    </Popconfirm>
  );
}
