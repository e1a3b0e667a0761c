import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BlankLayout } from './BlankLayout';
import { PageLoading } from './PageLoading';

/** BlankLayout around the route's lazy page, with the spinner while it loads. */
export function BlankRouteLayout() {
  return (
    <BlankLayout>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </BlankLayout>
  );
}
