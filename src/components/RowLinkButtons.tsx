import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useEditButton, useShowButton, type BaseKey } from '@refinedev/core';
import type { ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { LinkButton } from './LinkButton';

export interface RowLinkButtonProps {
  resource?: string;
  recordItemId?: BaseKey;
  hideText?: boolean;
  size?: ButtonProps['size'];
}

/**
 * A row's "Show" / "Edit" action. Refine's antd ShowButton and EditButton are a `<Link>` around a
 * `<Button>`: two tab stops, and with `hideText` neither has a name for a screen reader. These
 * are one `LinkButton` named by Refine's translated label, with the same access control and the
 * same class names (refine-show-button, refine-edit-button).
 */
function RowLinkButton({
  values: { to, label, title, hidden, disabled },
  icon,
  className,
  hideText,
  size,
}: Omit<RowLinkButtonProps, 'resource' | 'recordItemId'> & {
  values: ReturnType<typeof useShowButton>;
  icon: ReactNode;
  className: string;
}) {
  if (hidden) return null;
  return (
    <LinkButton
      to={to}
      icon={icon}
      size={size}
      disabled={disabled}
      className={className}
      aria-label={hideText ? label : undefined}
      title={disabled ? title : hideText ? label : undefined}
    >
      {hideText ? null : label}
    </LinkButton>
  );
}

export function ShowButton({ resource, recordItemId, ...props }: RowLinkButtonProps) {
  const values = useShowButton({ resource, id: recordItemId });
  return (
    <RowLinkButton
      {...props}
      values={values}
      icon={<EyeOutlined />}
      className="refine-show-button"
    />
  );
}

export function EditButton({ resource, recordItemId, ...props }: RowLinkButtonProps) {
  const values = useEditButton({ resource, id: recordItemId });
  return (
    <RowLinkButton
      {...props}
      values={values}
      icon={<EditOutlined />}
      className="refine-edit-button"
    />
  );
}
