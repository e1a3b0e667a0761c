import { Authenticated, useInvalidateAuthStore } from '@refinedev/core';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useSearchParams } from 'react-router';
import { HOME_PATH, safeRedirect } from '../api/redirect';
import { FirstDataWatch } from '../hooks/firstDataDrawn';
import { BlankRouteLayout } from '../layout/BlankRouteLayout';
import { LazyMainLayout } from '../layout/LazyMainLayout';
import { PageLoading } from '../layout/PageLoading';
import { ScrollToTop } from '../layout/ScrollToTop';
import { RESOURCES } from '../resources';
import { policyOf, type ResourceAction, type ResourceDefinition } from '../resources/types';
import { RouteGuard } from './RouteGuard';
import { SignedIn } from './SignedIn';

const LoginPage = lazy(() => import('../pages/auth/LoginPage'));
const NotFoundPage = lazy(() => import('../pages/auth/NotFoundPage'));
const MaintenancePage = lazy(() => import('../pages/auth/MaintenancePage'));
const LandingPage = lazy(() => import('../pages/landing/LandingPage'));

/** A signed-in user who opens the login page goes on to the dashboard (or `?to=`). */
function LoginRoute() {
  const [params] = useSearchParams();
  // Refine remembers "signed out": a sign-in must refresh that before the next guarded route.
  const invalidateAuthStore = useInvalidateAuthStore();
  return (
    <Authenticated
      key="login"
      fallback={<LoginPage afterSignIn={invalidateAuthStore} />}
      loading={<PageLoading />}
    >
      <Navigate to={safeRedirect(params.get('to'))} replace />
    </Authenticated>
  );
}

/** The actions whose routes a resource may have, in the order they are declared. */
const ROUTE_ACTIONS: readonly ResourceAction[] = ['list', 'create', 'show', 'edit'];

/** SPEC §2 routes. Each resource's routes come from its definition, guarded by the policy. */
export function AppRoutes({
  resources = RESOURCES,
}: {
  resources?: readonly ResourceDefinition[];
}) {
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route
          element={
            <SignedIn>
              <Suspense fallback={<PageLoading />}>
                <LazyMainLayout resources={resources} />
              </Suspense>
            </SignedIn>
          }
        >
          <Route index element={<Navigate to={HOME_PATH} replace />} />
          {resources.flatMap((resource) =>
            ROUTE_ACTIONS.flatMap((action) => {
              const route = resource.routes[action];
              if (!route) return [];
              const Page = route.component;
              return [
                <Route
                  key={`${resource.name}:${action}`}
                  path={route.path}
                  element={
                    <>
                      <RouteGuard resource={policyOf(resource)} action={action}>
                        <Page />
                      </RouteGuard>
                      {/* Committed with the page (not with a redirect on the way to one): the
                          shell's extras then wait for its first data. */}
                      <FirstDataWatch />
                    </>
                  }
                />,
              ];
            }),
          )}
        </Route>
        <Route element={<BlankRouteLayout />}>
          <Route path="/auth/login" element={<LoginRoute />} />
          <Route path="/auth/404" element={<NotFoundPage />} />
          <Route path="/auth/maintenance" element={<MaintenancePage />} />
          <Route path="/landingpage" element={<LandingPage />} />
        </Route>
        <Route path="*" element={<Navigate to="/auth/404" replace />} />
      </Routes>
    </>
  );
}
