/**
 * The one way the console page tests render pages: inside App.tsx's own providers and options
 * (src/refineProviders.ts: the data, live, auth, audit-log, access-control, i18n, notification
 * and router providers) and the theme, at a path, with the routes of the given resources. MSW
 * answers the calls. Tests differ from the app only where a test needs it: no live updates unless
 * asked, no unsaved-changes prompt, errors shown at once instead of after react-query's retries.
 */
import { Refine } from '@refinedev/core';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { refineOptions, refineProviders } from '../../src/refineProviders';
import { toRefineResources } from '../../src/resources';
import { policyOf, type ResourceDefinition } from '../../src/resources/types';
import { RouteGuard } from '../../src/routes/RouteGuard';
import { ThemeProvider } from '../../src/theme/ThemeProvider';
import { makeToken } from '../../mocks/v1/jwt';
import { LocationProbe } from './locationProbe';

const ACTIONS = ['list', 'create', 'show', 'edit'] as const;

export interface RenderPagesOptions {
  /** Wrap each page in the app's route guard (a role without access sees the 403 page). */
  guard?: boolean;
  /** With the console's liveProvider in 'auto' mode (tests/console/live-connection.ts). */
  live?: boolean;
  /** How long an undoable delete waits (the app's option). */
  undoableTimeout?: number;
  /** Drawn inside <Refine>, beside the routes (a header menu, say). */
  children?: ReactNode;
}

/** A signed-in session of `role` (the console reads role and institution from the token). */
export const signInAs = (role: number, institution_id: number | null = null, name = 'Tester') =>
  sessionStorage.setItem('token', makeToken({ name, id: 9, role, institution_id }));

export function renderPages(
  path: string,
  resources: readonly ResourceDefinition[],
  { guard = false, live = false, undoableTimeout, children }: RenderPagesOptions = {},
) {
  const routes = resources.flatMap((def) =>
    ACTIONS.flatMap((action) => {
      const route = def.routes[action];
      if (!route) return [];
      const Page = route.component;
      const page = guard ? (
        <RouteGuard resource={policyOf(def)} action={action}>
          <Page />
        </RouteGuard>
      ) : (
        <Page />
      );
      return [<Route key={`${def.name}:${action}`} path={route.path} element={page} />];
    }),
  );
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        <Refine
          {...refineProviders}
          resources={toRefineResources(resources)}
          options={{
            ...refineOptions,
            liveMode: live ? 'auto' : 'off',
            warnWhenUnsavedChanges: false,
            ...(undoableTimeout !== undefined ? { undoableTimeout } : {}),
            reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
          }}
        >
          {children}
          <Suspense fallback={null}>
            <Routes>{routes}</Routes>
          </Suspense>
          <LocationProbe />
        </Refine>
      </ThemeProvider>
    </MemoryRouter>,
  );
}
