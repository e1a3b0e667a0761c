/**
 * Renders the real console (App: providers, layout, route guards) at a path, with only the
 * dashboard and the two institution resources, signed in with a token of the given role.
 */
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, vi } from 'vitest';
import { App } from '../../src/App';
import { dashboardResource } from '../../src/resources/dashboard';
import { institutionDetailResource } from '../../src/resources/institutionDetail';
import { institutionsResource } from '../../src/resources/institutions';
import { makeToken } from '../../mocks/v1/jwt';
import { LocationProbe } from './locationProbe';
import { setupMswServer } from './msw';

export const INSTITUTION_RESOURCES = [
  dashboardResource,
  institutionsResource,
  institutionDetailResource,
];

export const signInAs = (role: number, institution_id: number | null = null) =>
  sessionStorage.setItem(
    'token',
    makeToken({ name: 'Test User', id: role === 1 ? 1 : 2, role, institution_id }),
  );

export function renderConsoleAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App resources={INSTITUTION_RESOURCES} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** The first render compiles the lazy pages under vitest: wait longer for it. */
export const FIRST_LOAD = { timeout: 30_000 };

/** Waits after a user action: generous, the suite shares a slow machine with other work. */
export const SLOW = { timeout: 30_000 };

/**
 * The setup every institution page test shares: the fake server (returned), time limits for a
 * slow machine, React's expected warnings silenced, and `pages` (lazy under the app) compiled
 * once before the timed tests.
 */
export function setUpInstitutionPageTests(pages: Array<() => Promise<unknown>> = []) {
  const server = setupMswServer();
  vi.setConfig({ testTimeout: 90_000 });
  if (pages.length > 0) {
    beforeAll(async () => {
      await Promise.all(pages.map((load) => load()));
    }, 120_000);
  }
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  return server;
}
