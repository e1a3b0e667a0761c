/**
 * The locker pages at a route of `lockers` or `institution_lockers`, in the app's providers and
 * behind the real route guard (tests/console/render-pages.tsx). MSW answers the calls
 * (mocks/v1/lockers.ts).
 */
import { configure } from '@testing-library/react';
import { beforeEach, vi } from 'vitest';
import { institutionLockersResource } from '../../src/resources/institutionLockers';
import { lockersResource } from '../../src/resources/lockers';
import { setupMswServer } from './msw';
import { withScreenWidth } from './desktopScreen';
import { renderPages, signInAs as signIn } from './render-pages';

export { seen } from './locationProbe';

const DEFS = [lockersResource, institutionLockersResource];

export const signInAs = (role: number, institution_id: number | null = null) =>
  signIn(role, institution_id, 'Locker Tester');

/**
 * `live`: with the console's liveProvider (tests/console/live-connection.ts) in 'auto' mode.
 * `undoableTimeout`: how long an undoable delete waits (Refine's option; its default is 5 s).
 */
export const renderLockers = (
  path: string,
  options: { live?: boolean; undoableTimeout?: number } = {},
) => renderPages(path, DEFS, { ...options, guard: true });

/**
 * The set-up of the lockers list tests: time-outs for a busy machine (the first render compiles
 * the lazy pages, and several selections follow), MSW, and before each test a role 2 session of
 * institution 7 with no saved settings and React's warnings silenced. Returns the MSW server.
 */
export function setUpLockerListTests() {
  vi.setConfig({ testTimeout: 180_000 });
  configure({ asyncUtilTimeout: 30_000 });
  const server = setupMswServer();
  // The tables of a desktop (a phone shows the records as cards: phone-cards.test.tsx).
  withScreenWidth();
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.clear();
    signInAs(2, 7);
  });
  return server;
}

/** The list's body rows, and the text of a row's first data cell (the locker number). */
export const bodyRows = () => [...document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')];
export const numberOf = (row: HTMLElement) =>
  row.querySelectorAll('td:not(.ant-table-selection-column)')[0]?.textContent;
