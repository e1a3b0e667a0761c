import { DeleteOutlined } from '@ant-design/icons';
import { useDeleteButton, type BaseKey, type SuccessErrorNotification } from '@refinedev/core';
import { Button, type ButtonProps } from 'antd';

export interface UndoableDeleteButtonProps extends Pick<ButtonProps, 'size' | 'icon'> {
  recordItemId: BaseKey;
  resource?: string;
  hideText?: boolean;
  successNotification?: SuccessErrorNotification['successNotification'];
  /** Runs as soon as the delete is queued (a record page leaves for its list here). */
  onQueued?: () => void;
}

/**
 * Delete for a record that can come back: no confirmation, Refine's undoable mutation instead.
 * The row leaves the list at once, the notification counts down with Undo (the time is the
 * `<Refine>` option `undoableTimeout`), and the DELETE is sent only when the count ends. Policy
 * and labels come from Refine's `useDeleteButton`, as for its `DeleteButton`; deletes that take
 * other records with them use `DeleteButton` and its confirmation instead.
 */
export function UndoableDeleteButton({
  recordItemId,
  resource,
  hideText = false,
  successNotification,
  onQueued,
  size,
  icon,
}: UndoableDeleteButtonProps) {
  const { label, title, hidden, disabled, onConfirm } = useDeleteButton({
    resource,
    id: recordItemId,
    mutationMode: 'undoable',
    successNotification,
  });
  if (hidden) return null;
  return (
    <Button
      danger
      size={size}
      icon={icon ?? <DeleteOutlined />}
      title={title}
      disabled={disabled}
      // Refine's own class for a delete button, so styles and tests find both kinds alike.
      className="refine-delete-button"
      onClick={() => {
        onConfirm();
        onQueued?.();
      }}
    >
      {!hideText && label}
    </Button>
  );
}
