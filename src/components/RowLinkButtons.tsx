import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useEditButton, useShowButton, type BaseKey } from '@refinedev/core';
import type { ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { LinkButton } from './LinkButton';
import { useTableRowLink } from './rowLinks';

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

/**
 * A row's Show or Edit button: in a ResourceTable with `rowLinks`, the link its table worked out
 * (rowLinks.tsx); elsewhere Refine's own hook for it.
 */
function rowLinkButton(
  action: 'show' | 'edit',
  useOwnValues: typeof useShowButton,
  look: { icon: ReactNode; className: string },
) {
  function OwnRowLinkButton({ resource, recordItemId, ...props }: RowLinkButtonProps) {
    const values = useOwnValues({ resource, id: recordItemId });
    return <RowLinkButton {...props} values={values} {...look} />;
  }
  return function TableRowLinkButton(props: RowLinkButtonProps) {
    const values = useTableRowLink(action, props.resource, props.recordItemId);
    if (!values) return <OwnRowLinkButton {...props} />;
    const { resource: _resource, recordItemId: _id, ...rest } = props;
    return <RowLinkButton {...rest} values={values} {...look} />;
  };
}

export const ShowButton = rowLinkButton('show', useShowButton, {
  icon: <EyeOutlined />,
  className: 'refine-show-button',
});

export const EditButton = rowLinkButton('edit', useEditButton, {
  icon: <EditOutlined />,
  className: 'refine-edit-button',
});
