/**
 * Renders the users and account-profile pages inside the console's real providers (Refine with
 * the real data, auth, access-control and notification providers; antd App) at a path, with
 * their real routes. MSW answers the calls (mocks/v1/users.ts).
 */
import { render, within } from '@testing-library/react';
import { beforeEach, vi } from 'vitest';
import { withScreenWidth } from './desktopScreen';
import { setupMswServer } from './msw';
import { Route, Routes } from 'react-router';
import { authProvider } from '../../src/api/authProvider';
import { UserMenu } from '../../src/layout/UserMenu';
import { toRefineResources } from '../../src/resources';
import { accountProfileResource } from '../../src/resources/accountProfile';
import { usersResource } from '../../src/resources/users';
import { makeToken } from '../../mocks/v1/jwt';
import type { User } from '../../contract';
import { REDIRECT_AFTER_SAVE } from '../../src/routes/afterSave';
import { ConsoleProviders } from './kit-render';

const DEFS = [usersResource, accountProfileResource];

export const signInAsUser = (user: User) => {
  sessionStorage.setItem(
    'token',
    makeToken({
      name: user.name,
      id: user.user_id,
      role: user.role,
      institution_id: user.institution_id,
    }),
  );
};

export function renderPage(path: string) {
  return render(
    <ConsoleProviders
      path={path}
      resources={[...toRefineResources(DEFS), { name: 'institutions', list: '/institutions' }]}
      authProvider={authProvider}
      options={{ redirect: REDIRECT_AFTER_SAVE }}
    >
      <UserMenu />
      <Routes>
        {DEFS.flatMap((def) =>
          Object.entries(def.routes).map(([action, route]) => {
            const Page = route.component;
            return <Route key={`${def.name}-${action}`} path={route.path} element={<Page />} />;
          }),
        )}
      </Routes>
    </ConsoleProviders>,
  );
}

/**
 * The users list's test file setup: MSW, a desktop's width (a phone shows cards), React's and
 * antd's console noise silenced. Returns the MSW server.
 */
export function setUpUsersListTests() {
  const server = setupMswServer();
  withScreenWidth();
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  return server;
}

/** The table row holding a text (the header's user menu shows the signed-in name too). */
export const rowOf = (text: string) =>
  within(document.querySelector('.ant-table') as HTMLElement)
    .getByText(text)
    .closest('tr') as HTMLElement;
