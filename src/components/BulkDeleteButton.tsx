import { DeleteOutlined } from '@ant-design/icons';
import {
  useCan,
  useDataProvider,
  useInvalidate,
  useNotification,
  useResourceParams,
  type BaseKey,
} from '@refinedev/core';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

export interface BulkDeleteButtonProps {
  /** The table's selected row keys. */
  ids: readonly BaseKey[];
  /** Never deleted even when selected (e.g. the signed-in user on the users list). */
  excludeIds?: readonly BaseKey[];
  resource?: string;
  /** Called after the run with the ids really deleted: clear the table selection here. */
  onDone?: (deleted: BaseKey[]) => void;
}

const sameKey = (a: BaseKey, b: BaseKey) => String(a) === String(b);

/**
 * Deletes the selected records after a confirmation naming the count ("Delete 3 records?").
 * The API has no bulk route, so ids are deleted one by one through the data provider's
 * deleteOne: one refusal (e.g. a 409 "has purchases") neither stops nor hides the others, and the
 * notification says how many went and why the rest did not. Hidden when the policy denies
 * `delete` on the resource.
 */
export function BulkDeleteButton({
  ids,
  excludeIds = [],
  resource: resourceProp,
  onDone,
}: BulkDeleteButtonProps) {
  const { t } = useTranslation('common');
  const { resource } = useResourceParams(resourceProp ? { resource: resourceProp } : undefined);
  const name = resourceProp ?? resource?.name ?? '';
  const { data: access } = useCan({ resource: name, action: 'delete' });
  const dataProvider = useDataProvider();
  const invalidate = useInvalidate();
  const { open } = useNotification();

  const targets = ids.filter((id) => !excludeIds.some((ex) => sameKey(ex, id)));
  if (!access?.can || ids.length === 0) return null;

  const run = async () => {
    const deleted: BaseKey[] = [];
    let lastError = '';
    for (const id of targets) {
      try {
        await dataProvider().deleteOne({ resource: name, id });
        deleted.push(id);
      } catch (error) {
        lastError = (error as Error)?.message ?? '';
      }
    }
    const failed = targets.length - deleted.length;
    await invalidate({ resource: name, invalidates: ['list', 'many', 'detail'] });
    if (failed === 0) {
      open?.({
        type: 'success',
        key: `bulk-delete-${name}`,
        message: t('kit.bulkDelete.done', { count: deleted.length }),
      });
    } else {
      open?.({
        type: 'error',
        key: `bulk-delete-${name}`,
        message:
          deleted.length === 0
            ? t('kit.bulkDelete.failed', { message: lastError })
            : t('kit.bulkDelete.partial', {
                deleted: deleted.length,
                failed,
                message: lastError,
              }),
      });
    }
    onDone?.(deleted);
  };

  // A Popconfirm, as Refine's DeleteButton asks for one record.
  return (
    <Popconfirm
      title={t('kit.bulkDelete.title', { count: targets.length })}
      description={t('kit.bulkDelete.content')}
      okText={t('kit.bulkDelete.ok')}
      cancelText={t('kit.bulkDelete.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={run}
      disabled={targets.length === 0}
    >
      <Button danger icon={<DeleteOutlined />} disabled={targets.length === 0}>
        {t('kit.bulkDelete.button', { count: targets.length })}
      </Button>
    </Popconfirm>
  );
}
