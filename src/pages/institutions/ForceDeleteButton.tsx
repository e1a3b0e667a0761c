import { WarningOutlined } from '@ant-design/icons';
import { useCan, useCustomMutation, useInvalidate, useNavigation } from '@refinedev/core';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../contract';
import { useServerCapabilities } from '../../api/serverIdentity';

/**
 * "Delete with all its data": `DELETE institute/delete/{id}?force=true`, for the System Admin
 * when the plain delete was refused because the institution has purchases. The confirmation
 * names everything that goes on the server in use: this one keeps the users (as App Users), the
 * legacy one deletes them (docs/resources/institutions.md).
 */
export function ForceDeleteButton({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation('institutions');
  const { modal } = App.useApp();
  const { data: access } = useCan({ resource: 'institutions', action: 'delete' });
  const { mutateAsync, mutation } = useCustomMutation();
  const invalidate = useInvalidate();
  const { list } = useNavigation();
  const { data: server } = useServerCapabilities();
  if (!access?.can) return null;

  const run = async () => {
    await mutateAsync({
      url: `${paths.institutionDelete(id)}?force=true`,
      method: 'delete',
      values: {},
      successNotification: { type: 'success', message: t('forceDelete.done', { name }) },
      errorNotification: (error) => ({
        type: 'error',
        message: t('forceDelete.failed', { message: error?.message ?? '' }),
      }),
    });
    // Leave the page before the lists are refreshed, and never re-read the deleted record: that
    // read answers 404 "Institution not found" beside the success toast.
    list('institutions');
    await invalidate({ resource: 'institutions', invalidates: ['list', 'many'] });
  };

  return (
    <Button
      danger
      icon={<WarningOutlined />}
      loading={mutation.isPending}
      onClick={() =>
        modal.confirm({
          title: t('forceDelete.title', { name }),
          content: t(
            server?.institutionDeleteKeepsUsers
              ? 'forceDelete.content'
              : 'forceDelete.contentDeletesUsers',
          ),
          okText: t('forceDelete.ok'),
          cancelText: t('delete.cancel'),
          okButtonProps: { danger: true },
          onOk: run,
        })
      }
    >
      {t('forceDelete.button')}
    </Button>
  );
}
