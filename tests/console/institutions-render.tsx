/**
 * Renders the real console (App: providers, layout, route guards) at a path, with only the
 * dashboard and the two institution resources, signed in with a token of the given role.
 */
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { App } from '../../src/App';
import { dashboardResource } from '../../src/resources/dashboard';
import { institutionDetailResource } from '../../src/resources/institutionDetail';
import { institutionsResource } from '../../src/resources/institutions';
import { makeToken } from '../../mocks/v1/jwt';
import { LocationProbe } from './locationProbe';

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
