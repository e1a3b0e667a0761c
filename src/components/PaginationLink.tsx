import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A page number of a list as a link to that page (open in a new tab, copy the address); a plain
 * click is left to antd's Pagination, which changes the page in place.
 */
export function PaginationLink({ to, element }: { to: string; element: ReactNode }) {
  return (
    <Link to={to} replace={false} onClick={(event: MouseEvent) => event.preventDefault()}>
      {element}
    </Link>
  );
}
