import { PlusSquareOutlined } from '@ant-design/icons';
import { useCreateButton } from '@refinedev/core';
import type { ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { LinkButton } from './LinkButton';

export type CreateButtonProps = Omit<ButtonProps, 'href'> & {
  resource?: string;
  hideText?: boolean;
  children?: ReactNode;
};

/**
 * The resource's Create link: Refine's label, access control (hidden when the policy denies
 * `create`) and class name, drawn as one `LinkButton`. Not @refinedev/antd's CreateButton: that is
 * a `<Link>` around a `<Button>` (two nested controls), and importing that package put all of
 * it, with antd's Form and dayjs, in every list's first load (docs/performance.md part 1).
 */
export function CreateButton({
  resource,
  hideText = false,
  children,
  ...props
}: CreateButtonProps) {
  const { hidden, disabled, label, title, to } = useCreateButton({ resource });
  if (hidden || props.hidden) return null;
  const name = children ?? label;
  return (
    <LinkButton
      to={to}
      icon={<PlusSquareOutlined />}
      title={disabled ? title : undefined}
      className="refine-create-button"
      type="primary"
      aria-label={hideText && typeof name === 'string' ? name : undefined}
      {...props}
      disabled={disabled || props.disabled}
    >
      {hideText ? null : name}
    </LinkButton>
  );
}
