import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { useCan, useCustomMutation, useInvalidate, type BaseKey } from '@refinedev/core';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS } from '../../contract';
import { useServerHas } from '../api/serverIdentity';

export interface BulkStatusButtonsProps {
  /** The table's selected row keys. */
  ids: readonly BaseKey[];
  /** The Refine resource (policy `edit`, lists refreshed after the change). */
  resource: string;
  /** The bulk route (contract `paths.lockerBulkStatus` / `paths.institutionBulkStatus`). */
  url: string;
  /** Called after a change went through: clear the table selection here. */
  onDone?: () => void;
}

/**
 * "Enable selected" / "Disable selected" for a list's header: one PATCH with every selected id,
 * which the server applies to all of them in one transaction or to none (a refusal names why and
 * nothing changed). Hidden without a selection, when the policy denies `edit`, and against the
 * legacy server.
 */
export function BulkStatusButtons({ ids, resource, url, onDone }: BulkStatusButtonsProps) {
  const { t } = useTranslation('common');
  const { data: access } = useCan({ resource, action: 'edit' });
  const { mutateAsync, mutation } = useCustomMutation();
  const invalidate = useInvalidate();
  // The legacy server has no bulk route.
  const served = useServerHas('bulkEdits');
  if (!served || !access?.can || ids.length === 0) return null;

  const run = async (status: number) => {
    await mutateAsync({
      url,
      method: 'patch',
      values: { ids: ids.map(Number), status },
      successNotification: {
        type: 'success',
        message: t('kit.bulkStatus.done', { count: ids.length }),
      },
      errorNotification: (error) => ({
        type: 'error',
        message: t('kit.bulkStatus.failed', { message: error?.message ?? '' }),
      }),
    });
    await invalidate({ resource, invalidates: ['list', 'many', 'detail'] });
    onDone?.();
  };

  return (
    <>
      <Button
        icon={<CheckCircleOutlined />}
        loading={mutation.isPending}
        onClick={() => void run(STATUS.ACTIVE).catch(() => undefined)}
      >
        {t('kit.bulkStatus.enable', { count: ids.length })}
      </Button>
      <Button
        icon={<StopOutlined />}
        loading={mutation.isPending}
        onClick={() => void run(STATUS.DISABLED).catch(() => undefined)}
      >
        {t('kit.bulkStatus.disable', { count: ids.length })}
      </Button>
    </>
  );
}
