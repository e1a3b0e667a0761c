import { DeleteOutlined } from '@ant-design/icons';
import { useDeleteButton } from '@refinedev/core';
import { Button, Popconfirm, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';

type CoreDeleteButtonProps = Parameters<typeof useDeleteButton>[0];

export type DeleteButtonProps = Omit<ButtonProps, 'onClick'> &
  Omit<CoreDeleteButtonProps, 'id'> & {
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
  resource,
  recordItemId,
  onSuccess,
  mutationMode,
  successNotification,
  errorNotification,
  invalidates,
  accessControl,
  meta,
  dataProviderName,
  hideText = false,
  confirmTitle,
  confirmOkText,
  confirmCancelText,
  children,
  ...buttonProps
}: DeleteButtonProps) {
  const button = useDeleteButton({
    resource,
    id: recordItemId,
    onSuccess,
    mutationMode,
    successNotification,
    errorNotification,
    invalidates,
    accessControl,
    meta,
    dataProviderName,
  });
  const disabled = button.disabled || buttonProps.disabled;
  if (button.hidden || buttonProps.hidden) return null;
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
        loading={button.loading}
        icon={<DeleteOutlined />}
        title={button.title}
        className="refine-delete-button"
        {...buttonProps}
        disabled={disabled}
      >
        {!hideText && (children ?? button.label)}
      </Button>
    </Popconfirm>
  );
}
