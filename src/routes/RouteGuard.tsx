import { CanAccess } from '@refinedev/core';
import type { ReactNode } from 'react';
import { lazy } from 'react';

const ForbiddenPage = lazy(() => import('../pages/auth/ForbiddenPage'));

/** Wraps a route group: the policy decides, a 403 result with a way home otherwise. */
export function RouteGuard({
  resource,
  action,
  children,
}: {
  resource: string;
  action: string;
  children: ReactNode;
}) {
  return (
    <CanAccess resource={resource} action={action} fallback={<ForbiddenPage />}>
      {children}
    </CanAccess>
  );
}
