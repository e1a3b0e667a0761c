/**
 * Renders the locker pages inside the console's real providers (theme + antd App, Refine with the
 * real data, access-control and notification providers) and the real route guard, at a route of
 * `lockers` or `institution_lockers`. MSW answers the calls (mocks/v1/lockers.ts).
 */
import { useConsoleNotificationProvider } from '../../src/api/notificationProvider';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { render } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { accessControlProvider } from '../../src/access/accessControlProvider';
import { dataProvider } from '../../src/api/dataProvider';
import { liveProvider } from '../../src/api/liveProvider';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { toRefineResources } from '../../src/resources';
import { institutionLockersResource } from '../../src/resources/institutionLockers';
import { lockersResource } from '../../src/resources/lockers';
import { policyOf } from '../../src/resources/types';
import { RouteGuard } from '../../src/routes/RouteGuard';
import { ThemeProvider } from '../../src/theme/ThemeProvider';
import { makeToken } from '../../mocks/v1/jwt';
import { REDIRECT_AFTER_SAVE } from '../../src/routes/afterSave';

const DEFS = [lockersResource, institutionLockersResource];

export const signInAs = (role: number, institution_id: number | null = null) =>
  sessionStorage.setItem(
    'token',
    makeToken({ name: 'Locker Tester', id: 9, role, institution_id }),
  );

/** The current location, for checking where a save or delete led. */
export const seen = { location: '' };
function LocationProbe() {
  const loc = useLocation();
  useEffect(() => {
    seen.location = `${loc.pathname}${loc.search}`;
  });
  return null;
}

/**
 * `live`: with the console's liveProvider (tests/console/live-connection.ts) in 'auto' mode.
 * `undoableTimeout`: how long an undoable delete waits (Refine's option; its default is 5 s).
 */
export function renderLockers(
  path: string,
  { live = false, undoableTimeout }: { live?: boolean; undoableTimeout?: number } = {},
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        <Refine
          dataProvider={dataProvider}
          liveProvider={live ? liveProvider : undefined}
          accessControlProvider={accessControlProvider}
          i18nProvider={i18nProvider}
          routerProvider={routerProvider}
          notificationProvider={useConsoleNotificationProvider}
          resources={toRefineResources(DEFS)}
          options={{
            disableTelemetry: true,
            liveMode: live ? 'auto' : 'off',
            redirect: REDIRECT_AFTER_SAVE,
            syncWithLocation: true,
            warnWhenUnsavedChanges: false,
            ...(undoableTimeout !== undefined ? { undoableTimeout } : {}),
            // Errors show at once instead of after react-query's three retries.
            reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
          }}
        >
          <Suspense fallback={null}>
            <Routes>
              {DEFS.flatMap((def) =>
                (['list', 'create', 'show', 'edit'] as const).flatMap((action) => {
                  const route = def.routes[action];
                  if (!route) return [];
                  const Page = route.component;
                  return [
                    <Route
                      key={`${def.name}:${action}`}
                      path={route.path}
                      element={
                        <RouteGuard resource={policyOf(def)} action={action}>
                          <Page />
                        </RouteGuard>
                      }
                    />,
                  ];
                }),
              )}
            </Routes>
          </Suspense>
          <LocationProbe />
        </Refine>
      </ThemeProvider>
    </MemoryRouter>,
  );
}
