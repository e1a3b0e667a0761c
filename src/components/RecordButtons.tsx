import { BarsOutlined, EditOutlined, RedoOutlined, SaveOutlined } from '@ant-design/icons';
import {
  useEditButton,
  useListButton,
  useRefreshButton,
  useSaveButton,
  type BaseKey,
} from '@refinedev/core';
import { Button, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { LinkButton } from './LinkButton';

/*
 * The record frames' buttons (Show, Edit, Create in PageShells.tsx): Refine core's button hooks
 * (labels, access control, the same class names) drawn as @refinedev/antd draws them, without
 * that package: it ships as one module, so a show page importing a button loaded all of it, with
 * antd's Form and dayjs (docs/performance.md part 1g). The navigating ones are one LinkButton,
 * not a `<Link>` around a `<Button>` (docs/accessibility.md).
 */

type Look = Pick<ButtonProps, 'size' | 'type' | 'disabled'> & {
  hideText?: boolean;
  children?: ReactNode;
};

/** A navigating frame button: Refine's button hook's result drawn as one LinkButton. */
function RecordLink({
  button: { to, label, title, hidden, disabled },
  icon,
  className,
  hideText,
  children,
  ...look
}: Look & {
  button: ReturnType<typeof useListButton>;
  icon: ReactNode;
  className: string;
}) {
  if (hidden) return null;
  return (
    <LinkButton
      {...look}
      to={to}
      icon={icon}
      disabled={disabled || look.disabled}
      className={className}
      aria-label={hideText ? label : undefined}
      title={disabled ? title : undefined}
    >
      {hideText ? null : (children ?? label)}
    </LinkButton>
  );
}

export type ListButtonProps = Look & { resource?: string };

/** The resource's list ("Institutions"). */
export function ListButton({ resource, ...look }: ListButtonProps) {
  const button = useListButton({ resource });
  return (
    <RecordLink {...look} button={button} icon={<BarsOutlined />} className="refine-list-button" />
  );
}

export type EditButtonProps = Look & { resource?: string; recordItemId?: BaseKey };

/** The record's edit page; on a record's page, with its label (a row uses RowLinkButtons'). */
export function EditButton({ resource, recordItemId, ...look }: EditButtonProps) {
  const button = useEditButton({ resource, id: recordItemId });
  return (
    <RecordLink {...look} button={button} icon={<EditOutlined />} className="refine-edit-button" />
  );
}

export type RefreshButtonProps = Look & {
  resource?: string;
  recordItemId?: BaseKey;
  onClick?: () => void;
};

/** Reads the record again. */
export function RefreshButton({
  resource,
  recordItemId,
  hideText,
  children,
  onClick,
  ...look
}: RefreshButtonProps) {
  const refresh = useRefreshButton({ resource, id: recordItemId });
  return (
    <Button
      {...look}
      icon={<RedoOutlined spin={refresh.loading} />}
      className="refine-refresh-button"
      aria-label={hideText ? refresh.label : undefined}
      onClick={onClick ?? refresh.onClick}
    >
      {hideText ? null : (children ?? refresh.label)}
    </Button>
  );
}

export type SaveButtonProps = Omit<ButtonProps, 'children'> & {
  hideText?: boolean;
  children?: ReactNode;
};

/** The form's submit, as the form's `saveButtonProps` wire it. */
export function SaveButton({ hideText, children, ...props }: SaveButtonProps) {
  const { label } = useSaveButton();
  return (
    <Button type="primary" icon={<SaveOutlined />} className="refine-save-button" {...props}>
      {hideText ? null : (children ?? label)}
    </Button>
  );
}
