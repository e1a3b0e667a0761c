/**
 * Renders the ticket pages inside the console's real providers (theme + antd App, Refine with the
 * real data, access-control and notification providers) at a route of `tickets` or
 * `tickets_institution`. MSW answers the calls (mocks/v1/tickets.ts, mocks/v1/handlers.ts).
 */
import { useConsoleNotificationProvider } from '../../src/api/notificationProvider';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { accessControlProvider } from '../../src/access/accessControlProvider';
import { dataProvider } from '../../src/api/dataProvider';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { toRefineResources } from '../../src/resources';
import { ticketsResource } from '../../src/resources/tickets';
import { ticketsInstitutionResource } from '../../src/resources/ticketsInstitution';
import { ThemeProvider } from '../../src/theme/ThemeProvider';
import { makeToken } from '../../mocks/v1/jwt';
import { LocationProbe } from './locationProbe';
import { REDIRECT_AFTER_SAVE } from '../../src/routes/afterSave';

const DEFS = [ticketsResource, ticketsInstitutionResource];

export const signInAs = (role: number, institution_id: number | null = null) =>
  sessionStorage.setItem(
    'token',
    makeToken({ name: 'Ticket Tester', id: 9, role, institution_id }),
  );

export function renderTickets(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        <Refine
          dataProvider={dataProvider}
          accessControlProvider={accessControlProvider}
          i18nProvider={i18nProvider}
          routerProvider={routerProvider}
          notificationProvider={useConsoleNotificationProvider}
          resources={toRefineResources(DEFS)}
          options={{
            disableTelemetry: true,
            redirect: REDIRECT_AFTER_SAVE,
            warnWhenUnsavedChanges: false,
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
                    <Route key={`${def.name}:${action}`} path={route.path} element={<Page />} />,
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
