/**
 * Renders the door screen inside the console's real providers (theme, Refine with the real data,
 * access-control and i18n providers) and the real route guard, at `/door`.
 */
import { useNotificationProvider } from '@refinedev/antd';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { accessControlProvider } from '../../src/access/accessControlProvider';
import { dataProvider } from '../../src/api/dataProvider';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { toRefineResources } from '../../src/resources';
import { doorResource } from '../../src/resources/door';
import { RouteGuard } from '../../src/routes/RouteGuard';
import { ThemeProvider } from '../../src/theme/ThemeProvider';
import { makeToken } from '../../mocks/v1/jwt';

export const signInAs = (role: number, institution_id: number | null = null) =>
  sessionStorage.setItem('token', makeToken({ name: 'Door Tester', id: 9, role, institution_id }));

export function renderDoor() {
  const Page = doorResource.routes.list!.component;
  return render(
    <MemoryRouter initialEntries={['/door']}>
      <ThemeProvider>
        <Refine
          dataProvider={dataProvider}
          accessControlProvider={accessControlProvider}
          i18nProvider={i18nProvider}
          routerProvider={routerProvider}
          notificationProvider={useNotificationProvider}
          resources={toRefineResources([doorResource])}
          options={{
            disableTelemetry: true,
            reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
          }}
        >
          <Suspense fallback={null}>
            <Routes>
              <Route
                path="/door"
                element={
                  <RouteGuard resource="door" action="list">
                    <Page />
                  </RouteGuard>
                }
              />
            </Routes>
          </Suspense>
        </Refine>
      </ThemeProvider>
    </MemoryRouter>,
  );
}
