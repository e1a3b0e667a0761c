import { WarningOutlined } from '@ant-design/icons';
import { useCan, useCustomMutation, useInvalidate, useNavigation } from '@refinedev/core';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../contract';

/**
 * "Delete with all its data": `DELETE institute/delete/{id}?force=true`, for the System Admin
 * when the plain delete was refused because the institution has purchases. The confirmation
 * names everything that goes (docs/resources/institutions.md).
 */
export function ForceDeleteButton({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation('institutions');
  const { modal } = App.useApp();
  const { data: access } = useCan({ resource: 'institutions', action: 'delete' });
  const { mutateAsync, mutation } = useCustomMutation();
  const invalidate = useInvalidate();
  const { list } = useNavigation();
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
    await invalidate({ resource: 'institutions', invalidates: ['list', 'detail'], id });
    list('institutions');
  };

  return (
    <Button
      danger
      icon={<WarningOutlined />}
      loading={mutation.isPending}
      onClick={() =>
        modal.confirm({
          title: t('forceDelete.title', { name }),
          content: t('forceDelete.content'),
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
