import { SwapOutlined } from '@ant-design/icons';
import { useCan, useCustomMutation, useInvalidate, type BaseKey } from '@refinedev/core';
import { Button, Form, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, type Institution, type Role } from '../../../contract';
import { useServerHas } from '../../api/serverIdentity';
import { useLookupSelect } from '../../hooks/useLookupSelect';
import { useRoleOptions } from './RoleTag';

export interface BulkMoveButtonProps {
  /** The table's selected row keys (user ids). */
  ids: readonly BaseKey[];
  /** Ids never sent (the signed-in user cannot move itself). */
  excludeIds?: readonly BaseKey[];
  /** Called after the move went through: clear the table selection here. */
  onDone?: () => void;
}

interface MoveValues {
  role?: Role;
  institution_id?: number;
}

/**
 * "Move selected" in the users list's header (System Admin): a role, an institution or both for
 * every selected user, sent as one `PATCH users/bulk-move` that moves all of them or none (the
 * refusal names the user and the rule). Hidden when the policy denies editing users, without a
 * selection, and against the legacy server.
 */
export function BulkMoveButton({ ids, excludeIds = [], onDone }: BulkMoveButtonProps) {
  const { t } = useTranslation('common');
  const { data: access } = useCan({ resource: 'users', action: 'edit' });
  const served = useServerHas('bulkEdits');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<MoveValues>();
  const roleOptions = useRoleOptions();
  const { mutateAsync, mutation } = useCustomMutation();
  const invalidate = useInvalidate();
  const { selectProps: institutionSelect } = useLookupSelect<Institution>({
    resource: 'institutions',
    optionLabel: 'name',
    optionValue: 'institution_id',
    pagination: { mode: 'off' },
    queryOptions: { enabled: open },
  });
  const moving = ids.filter((id) => !excludeIds.includes(id)).map(Number);
  if (!served || !access?.can || moving.length === 0) return null;

  const submit = async (values: MoveValues) => {
    if (values.role === undefined && values.institution_id === undefined) {
      form.setFields([{ name: 'role', errors: [t('kit.bulkMove.nothing')] }]);
      return;
    }
    await mutateAsync({
      url: paths.userBulkMove,
      method: 'patch',
      values: { ids: moving, ...values },
      successNotification: {
        type: 'success',
        message: t('kit.bulkMove.done', { count: moving.length }),
      },
      errorNotification: (error) => ({
        type: 'error',
        message: t('kit.bulkMove.failed', { message: error?.message ?? '' }),
      }),
    });
    await invalidate({ resource: 'users', invalidates: ['list', 'many', 'detail'] });
    setOpen(false);
    form.resetFields();
    onDone?.();
  };

  return (
    <>
      <Button icon={<SwapOutlined />} onClick={() => setOpen(true)}>
        {t('kit.bulkMove.button', { count: moving.length })}
      </Button>
      <Modal
        open={open}
        title={t('kit.bulkMove.title', { count: moving.length })}
        okText={t('kit.bulkMove.submit')}
        confirmLoading={mutation.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
      >
        <Typography.Paragraph>{t('kit.bulkMove.hint')}</Typography.Paragraph>
        <Form<MoveValues>
          form={form}
          layout="vertical"
          onFinish={(values) => void submit(values).catch(() => undefined)}
        >
          <Form.Item name="role" label={t('kit.bulkMove.role')}>
            <Select<Role> allowClear placeholder={t('kit.bulkMove.keep')} options={roleOptions} />
          </Form.Item>
          <Form.Item name="institution_id" label={t('kit.bulkMove.institution')}>
            <Select
              {...institutionSelect}
              allowClear
              showSearch
              placeholder={t('kit.bulkMove.keep')}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
