import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

/**
 * A link that looks like a button: one `<a>` (antd Button with `href`) that navigates inside the
 * console. A `<Link>` around a `<Button>` would be two nested controls and two tab stops.
 */
export function LinkButton({ to, ...props }: Omit<ButtonProps, 'href'> & { to: string }) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => {
        props.onClick?.(event);
        if (!event.defaultPrevented) follow(event as MouseEvent<HTMLAnchorElement>);
      }}
    />
  );
}
