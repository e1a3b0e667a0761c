import { DeleteOutlined } from '@ant-design/icons';
import { useDeleteButton } from '@refinedev/core';
import { Button, Popconfirm, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';

type CoreDeleteButtonProps = Parameters<typeof useDeleteButton>[0];

/** Refine's delete options (resource, notifications, mutation mode...) and the row's id. */
export type DeleteButtonProps = Omit<CoreDeleteButtonProps, 'id'> &
  Pick<ButtonProps, 'size' | 'disabled'> & {
    recordItemId?: CoreDeleteButtonProps['id'];
    hideText?: boolean;
    confirmTitle?: ReactNode;
    confirmOkText?: ReactNode;
    confirmCancelText?: ReactNode;
    children?: ReactNode;
  };

/**
 * Delete with a confirmation, as @refinedev/antd's DeleteButton (same hook, labels, access
 * control and class name), without that package: it ships as one module, and importing any part
 * of it put all of it, with antd's Form and dayjs, in every list's first load
 * (docs/performance.md part 1).
 */
export function DeleteButton({
  recordItemId,
  size,
  disabled: disabledByProps,
  hideText = false,
  confirmTitle,
  confirmOkText,
  confirmCancelText,
  children,
  ...deleteOptions
}: DeleteButtonProps) {
  const button = useDeleteButton({ ...deleteOptions, id: recordItemId });
  const disabled = button.disabled || disabledByProps;
  if (button.hidden) return null;
  return (
    <Popconfirm
      okText={confirmOkText ?? button.confirmOkLabel}
      cancelText={confirmCancelText ?? button.cancelLabel}
      okType="danger"
      title={confirmTitle ?? button.confirmTitle}
      okButtonProps={{ disabled: button.loading }}
      onConfirm={button.onConfirm}
      disabled={disabled}
    >
      <Button
        danger
        size={size}
        loading={button.loading}
        icon={<DeleteOutlined />}
        title={button.title}
        className="refine-delete-button"
        disabled={disabled}
      >
        {!hideText && (children ?? button.label)}
      </Button>
    </Popconfirm>
  );
}
