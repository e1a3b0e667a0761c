/**
 * The end of a session, as the console lives it: signing out asks the server to end the session
 * (the legacy server has no such call: its 404 is ignored), no call leaves without a token once
 * the session is gone, and the sign-in page says why the session ended in the server's terms,
 * never "Access denied, no token provided". Against this server's replies and the legacy ones.
 */
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths, SESSION_END_MESSAGES } from '../../contract';
import { authProvider, refreshIdentity } from '../../src/api/authProvider';
import { api as client } from '../../src/api/client';
import { dataProvider } from '../../src/api/dataProvider';
import { queryClientConfig } from '../../src/api/queryClient';
import LoginPage from '../../src/pages/auth/LoginPage';
import { toRefineResources } from '../../src/resources';
import { usersResource } from '../../src/resources/users';
import { api, currentServerHandlers, legacyServerHandlers } from '../../mocks/v1/handlers';
import { makeToken } from '../../mocks/v1/jwt';
import { healthHandler } from '../../mocks/v1/audit';
import { setupMswServer } from './msw';
import { ConsoleProviders } from './kit-render';

const server = setupMswServer();
const NO_TOKEN = 'Access denied, no token provided';

/** Every request the server saw, with whether it carried a token. */
let seen: { method: string; path: string; token: boolean }[] = [];

beforeEach(() => {
  seen = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  server.events.on('request:start', ({ request }) => {
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname,
      token: request.headers.get('authorization')?.startsWith('Bearer ') ?? false,
    });
  });
  return () => server.events.removeAllListeners();
});

const signIn = () =>
  sessionStorage.setItem(
    'token',
    makeToken({ name: 'Ada Admin', id: 1, role: 1, institution_id: null }),
  );

/** Any other call: the legacy server's answer to a call without a token. */
const fallback = http.all(api('/*'), ({ request }) =>
  request.headers.get('authorization')
    ? HttpResponse.json({ status: 'success', data: [] })
    : HttpResponse.json({ message: NO_TOKEN }, { status: 401 }),
);

/** The user's page inside the console's providers, with the sign-in page at its route. */
function renderUserPage(id: number) {
  const show = usersResource.routes.show!;
  const UserShow = show.component;
  return render(
    <ConsoleProviders
      path={`/users/${id}`}
      resources={toRefineResources([usersResource])}
      authProvider={authProvider}
      options={{ reactQuery: { clientConfig: queryClientConfig } }}
    >
      <Routes>
        <Route path={show.path} element={<UserShow />} />
        <Route path="/auth/login" element={<LoginPage />} />
      </Routes>
    </ConsoleProviders>,
  );
}

describe('signing out', () => {
  it('asks this server to end the session, then signs out locally', async () => {
    server.use(healthHandler(), ...currentServerHandlers);
    signIn();
    expect(await authProvider.logout({})).toMatchObject({ success: true });
    expect(seen.filter((r) => r.path !== '/api/health')).toEqual([
      { method: 'POST', path: `/api/v1${paths.logout}`, token: true },
    ]);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('signs out locally on the legacy server, without the sign-out call it lacks', async () => {
    server.use(...legacyServerHandlers);
    signIn();
    expect(await authProvider.logout({})).toMatchObject({
      success: true,
      redirectTo: '/auth/login',
    });
    expect(seen.map((r) => r.path)).toEqual(['/api/health']);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('sends no users/profile/info (nor any other call) after signing out', async () => {
    server.use(...currentServerHandlers, fallback);
    signIn();
    await authProvider.logout({});
    seen = [];
    expect(await refreshIdentity()).toBe(false);
    expect(await authProvider.getIdentity?.()).toBeNull();
    await expect(client.get(paths.ownProfile)).rejects.toMatchObject({
      name: 'NoSession',
      statusCode: 401,
    });
    await expect(
      dataProvider.getList({ resource: 'users', pagination: { currentPage: 1, pageSize: 10 } }),
    ).rejects.toBeTruthy();
    expect(seen).toEqual([]);
  });
});

describe('a session the server ended', () => {
  it("lands on the sign-in page with the server's reason, in the user's language, and sends nothing without a token", async () => {
    server.use(
      http.get(api(paths.userProfile(':id')), () =>
        HttpResponse.json(
          { status: 'failed', message: SESSION_END_MESSAGES.password, reason: 'password' },
          { status: 401 },
        ),
      ),
      fallback,
    );
    signIn();
    renderUserPage(5);
    // The sign-in page's notice (the user's page may show the error for a moment before it).
    expect(await screen.findByText('Your session ended', {}, { timeout: 30_000 })).toBeVisible();
    expect(
      await screen.findByText(
        'You were signed out because your password changed.',
        {},
        { timeout: 30_000 },
      ),
    ).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText(NO_TOKEN)).not.toBeInTheDocument();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((r) => !r.token)).toEqual([]);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it("an expired token on the legacy server: its own words, not 'no token provided'", async () => {
    server.use(
      http.get(api(paths.userProfile(':id')), () =>
        HttpResponse.json(
          { message: 'Your token has expired! please login again.' },
          { status: 401 },
        ),
      ),
      fallback,
    );
    signIn();
    renderUserPage(5);
    // The sign-in page's notice (the user's page may show the error for a moment before it).
    expect(await screen.findByText('Your session ended', {}, { timeout: 30_000 })).toBeVisible();
    expect(
      await screen.findByText(
        'Your token has expired! please login again.',
        {},
        { timeout: 30_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(NO_TOKEN)).not.toBeInTheDocument();
    expect(seen.filter((r) => !r.token)).toEqual([]);
  });

  it('a token that expired in the browser: the sign-in page says the session expired', async () => {
    sessionStorage.setItem('token', makeToken({ role: 1 }, -60));
    expect(await authProvider.check()).toMatchObject({ authenticated: false });
    render(
      <MemoryRouter initialEntries={['/auth/login']}>
        <LoginPage />
      </MemoryRouter>,
    );
    expect(
      await screen.findByText('Your session expired. Please sign in again.'),
    ).toBeInTheDocument();
    expect(seen).toEqual([]);
  });
});
