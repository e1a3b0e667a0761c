import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { DeleteButton, EditButton, ShowButton, type DeleteButtonProps } from '@refinedev/antd';
import type { BaseKey } from '@refinedev/core';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { UndoableDeleteButton } from './UndoableDeleteButton';

export interface RowActionsProps {
  recordItemId: BaseKey;
  /** Default: the route's resource. */
  resource?: string;
  /** Which of the three the row offers (the policy still hides what the role may not use). */
  show?: boolean;
  edit?: boolean;
  /** The DeleteButton's confirmation and notification texts; without them there is no Delete. */
  deleteProps?: Pick<
    DeleteButtonProps,
    'confirmTitle' | 'confirmOkText' | 'confirmCancelText' | 'successNotification'
  >;
  /**
   * The record can come back (nothing else goes with it): Delete acts at once with Refine's
   * countdown and Undo instead of the confirmation.
   */
  undoable?: boolean;
}

/**
 * A list row's Show, Edit and Delete: Refine's buttons, icon-only. Each icon is named by Refine's
 * label (antd's icons are named "eye", "edit", "delete"), and Show and Edit, a link around a
 * button, are one tab stop: the link.
 */
export function RowActions({
  recordItemId,
  resource,
  show = true,
  edit = true,
  deleteProps,
  undoable = false,
}: RowActionsProps) {
  const { t } = useTranslation('refine');
  return (
    <Space>
      {show && (
        <ShowButton
          hideText
          size="small"
          resource={resource}
          recordItemId={recordItemId}
          icon={<EyeOutlined aria-label={t('buttons.show')} />}
          tabIndex={-1}
        />
      )}
      {edit && (
        <EditButton
          hideText
          size="small"
          resource={resource}
          recordItemId={recordItemId}
          icon={<EditOutlined aria-label={t('buttons.edit')} />}
          tabIndex={-1}
        />
      )}
      {deleteProps && undoable && (
        <UndoableDeleteButton
          hideText
          size="small"
          resource={resource}
          recordItemId={recordItemId}
          icon={<DeleteOutlined aria-label={t('buttons.delete')} />}
          successNotification={deleteProps.successNotification}
        />
      )}
      {deleteProps && !undoable && (
        <DeleteButton
          hideText
          size="small"
          resource={resource}
          recordItemId={recordItemId}
          icon={<DeleteOutlined aria-label={t('buttons.delete')} />}
          {...deleteProps}
        />
      )}
    </Space>
  );
}
