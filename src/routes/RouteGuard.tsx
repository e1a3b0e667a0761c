import type { ReactNode } from 'react';
import { lazy } from 'react';
import { isAllowed } from '../access/policy';
import { currentRole } from '../api/session';

const ForbiddenPage = lazy(() => import('../pages/auth/ForbiddenPage'));

/**
 * Wraps a route group: the policy decides, a 403 result with a way home otherwise. The role is in
 * the token, so the answer is known in this render: the page's code is asked for at once, not
 * after a query of Refine's `useCan`. The server checks again.
 */
export function RouteGuard({
  resource,
  action,
  children,
}: {
  resource: string;
  action: string;
  children: ReactNode;
}) {
  return isAllowed(currentRole(), resource, action) ? children : <ForbiddenPage />;
}
