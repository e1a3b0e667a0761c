/**
 * Renders the purchase pages and the dashboard inside the console's real providers (theme + antd
 * App, Refine with the real data, access-control and notification providers) at a route. MSW
 * answers the calls (mocks/v1/purchases.ts).
 */
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { paths } from '../../contract';
import { authProvider } from '../../src/api/authProvider';
import { toRefineResources } from '../../src/resources';
import { dashboardResource } from '../../src/resources/dashboard';
import { purchaseResource } from '../../src/resources/purchase';
import { purchaseInstitutionResource } from '../../src/resources/purchaseInstitution';
import { api } from '../../mocks/v1/handlers';
import { makeToken } from '../../mocks/v1/jwt';
import { REDIRECT_AFTER_SAVE } from '../../src/routes/afterSave';
import { ConsoleProviders } from './kit-render';

const DEFS = [dashboardResource, purchaseResource, purchaseInstitutionResource];

export const signInAs = (role: number, institution_id: number | null = null) =>
  sessionStorage.setItem(
    'token',
    makeToken({ name: 'Purchase Tester', id: 9, role, institution_id }),
  );

/** The institutions of the System Admin's institution filter. */
export const institutionOptionsHandler = http.get(api(paths.institutionList), () =>
  HttpResponse.json({
    status: 'success',
    data: [
      { institution_id: 7, name: 'Club Aurora' },
      { institution_id: 8, name: 'Velvet Stage' },
    ],
  }),
);

/** The current URL, to check what the list wrote in it. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** `beside` is drawn inside Refine next to the routes (a menu, a probe). */
export function renderConsole(path: string, beside?: ReactNode) {
  return render(
    <ConsoleProviders
      path={path}
      resources={toRefineResources(DEFS)}
      authProvider={authProvider}
      options={{
        redirect: REDIRECT_AFTER_SAVE,
        // Errors show at once instead of after react-query's three retries.
        reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
      }}
    >
      <LocationProbe />
      {beside}
      <Suspense fallback={null}>
        <Routes>
          {DEFS.flatMap((def) =>
            (['list', 'show'] as const).flatMap((action) => {
              const route = def.routes[action];
              if (!route) return [];
              const Page = route.component;
              return [<Route key={`${def.name}:${action}`} path={route.path} element={<Page />} />];
            }),
          )}
        </Routes>
      </Suspense>
    </ConsoleProviders>,
  );
}
