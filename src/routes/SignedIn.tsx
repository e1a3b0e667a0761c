import { Authenticated } from '@refinedev/core';
import { CatchAllNavigate } from '@refinedev/react-router';
import type { ReactNode } from 'react';
import { hasValidToken } from '../api/session';
import { PageLoading } from '../layout/PageLoading';

/**
 * The signed-in part of the console. A valid token in this tab is what makes authProvider.check
 * answer yes, and reading it takes no round trip: with one, the layout draws in this render
 * instead of after a loading state and a query. Without one,
 * Refine's Authenticated asks the provider, which ends the session and sends the visitor to the
 * login page with the page asked for.
 */
export function SignedIn({ children }: { children: ReactNode }) {
  if (hasValidToken()) return children;
  return (
    <Authenticated
      key="main"
      fallback={<CatchAllNavigate to="/auth/login" />}
      loading={<PageLoading />}
    >
      {children}
    </Authenticated>
  );
}
