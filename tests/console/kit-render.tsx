/**
 * Renders a component inside the console's real providers (theme + antd App, Refine with the
 * real data, access-control and notification providers) at a route of a given resource, for the
 * component-kit tests. Calls go through MSW handlers added by each test.
 */
import { useConsoleNotificationProvider } from '../../src/api/notificationProvider';
import { Refine, type AuthProvider, type RefineProps, type ResourceProps } from '@refinedev/core';
import { routerProvider } from '../../src/routes/routerProvider';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { accessControlProvider } from '../../src/access/accessControlProvider';
import { dataProvider } from '../../src/api/dataProvider';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { ThemeProvider } from '../../src/theme/ThemeProvider';
import { makeToken } from '../../mocks/v1/jwt';
import { REDIRECT_AFTER_SAVE } from '../../src/routes/afterSave';

export const KIT_RESOURCES: ResourceProps[] = [
  {
    name: 'institutions',
    list: '/institutions',
    create: '/institutions/create',
    meta: { scope: 'all' },
  },
  { name: 'lockers', list: '/lockers', create: '/lockers/create', meta: { scope: 'own' } },
  { name: 'purchase', list: '/purchase', meta: { scope: 'all' } },
];

export const signInAs = (role: number, institution_id: number | null = null) =>
  sessionStorage.setItem('token', makeToken({ name: 'Kit Tester', id: 9, role, institution_id }));

/**
 * The console's providers as App.tsx wires them (theme + antd App; Refine with the real data,
 * access-control, i18n, router and notification providers, no telemetry) in a router at `path`:
 * each render helper puts its own routes inside.
 */
export function ConsoleProviders({
  path,
  resources,
  authProvider,
  options,
  children,
}: {
  path: string;
  resources: ResourceProps[];
  authProvider?: AuthProvider;
  options?: RefineProps['options'];
  children: ReactNode;
}) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        <Refine
          dataProvider={dataProvider}
          authProvider={authProvider}
          accessControlProvider={accessControlProvider}
          i18nProvider={i18nProvider}
          routerProvider={routerProvider}
          notificationProvider={useConsoleNotificationProvider}
          resources={resources}
          options={{ disableTelemetry: true, ...options }}
        >
          {children}
        </Refine>
      </ThemeProvider>
    </MemoryRouter>
  );
}

export function renderInConsole(
  ui: ReactNode,
  path = '/institutions',
  resources: ResourceProps[] = KIT_RESOURCES,
) {
  return render(
    <ConsoleProviders path={path} resources={resources} options={{ redirect: REDIRECT_AFTER_SAVE }}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
    </ConsoleProviders>,
  );
}
