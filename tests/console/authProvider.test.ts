import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../contract';
import { createAuthProvider } from '../../src/api/authProvider';
import {
  api,
  currentServerHandlers,
  legacyServerHandlers,
  PASSWORD,
} from '../../mocks/v1/handlers';
import { makeToken } from '../../mocks/v1/jwt';
import { setupMswServer } from './msw';

const server = setupMswServer();
const auth = createAuthProvider();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('authProvider.login', () => {
  it('stores the token in sessionStorage.token and the user', async () => {
    server.use(...currentServerHandlers);
    const result = await auth.login({ email: 'admin@partypass.test', password: PASSWORD });
    expect(result).toMatchObject({ success: true, redirectTo: '/dashboards/modern' });
    expect(sessionStorage.getItem('token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.parse(sessionStorage.getItem('user') ?? '{}')).toMatchObject({
      name: 'Ada Admin',
      email: 'admin@partypass.test',
      role: 1,
    });
    expect(await auth.getPermissions?.()).toBe(1);
  });

  it('goes back to the page given in `to`', async () => {
    server.use(...currentServerHandlers);
    const result = await auth.login({
      email: 'admin@partypass.test',
      password: PASSWORD,
      to: '/account-profile',
    });
    expect(result.redirectTo).toBe('/account-profile');
  });

  it('copes with the legacy reply that has only a token', async () => {
    server.use(...legacyServerHandlers);
    const result = await auth.login({ email: 'venue.admin@partypass.test', password: 'x' });
    expect(result.success).toBe(true);
    const user = JSON.parse(sessionStorage.getItem('user') ?? '{}');
    expect(user).toMatchObject({
      name: 'Vera Venue',
      email: 'venue.admin@partypass.test',
      role: 2,
      institution_id: 7,
      institution: { name: 'Club Aurora' },
    });
  });

  it('falls back to the JWT claims when the profile cannot be read', async () => {
    server.use(
      http.post(api(paths.login), () =>
        HttpResponse.json({
          status: 'success',
          token: makeToken({ name: 'Claire Claims', id: 9, role: 3, institution_id: 4 }),
        }),
      ),
      http.get(api(paths.ownProfile), () => HttpResponse.json({}, { status: 500 })),
    );
    await auth.login({ email: 'a@b.test', password: 'x' });
    expect(await auth.getIdentity?.()).toMatchObject({
      name: 'Claire Claims',
      role: 3,
      institution_id: 4,
    });
  });

  it("gives the server's message on bad credentials and stores nothing", async () => {
    server.use(...currentServerHandlers);
    sessionStorage.setItem('token', 'old');
    const result = await auth.login({ email: 'admin@partypass.test', password: 'wrong' });
    expect(result.success).toBe(false);
    expect(result.error?.message).toBe('Invalid email or password');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('user')).toBeNull();
  });
});

describe('authProvider.check', () => {
  it('fails without a token', async () => {
    expect(await auth.check()).toEqual({
      authenticated: false,
      redirectTo: '/auth/login',
      logout: true,
    });
  });

  it('fails with an expired token and removes it', async () => {
    sessionStorage.setItem('token', makeToken({ role: 1 }, -60));
    expect(await auth.check()).toMatchObject({ authenticated: false, logout: true });
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('passes with a valid token', async () => {
    sessionStorage.setItem('token', makeToken({ role: 2, institution_id: 7 }));
    expect(await auth.check()).toEqual({ authenticated: true });
    expect(await auth.getPermissions?.()).toBe(2);
  });
});

describe('authProvider.logout and onError', () => {
  it('logout clears the token and the user', async () => {
    sessionStorage.setItem('token', makeToken({ role: 1 }));
    sessionStorage.setItem('user', '{"name":"x"}');
    expect(await auth.logout({})).toMatchObject({ success: true, redirectTo: '/auth/login' });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('user')).toBeNull();
  });

  it('a 401 logs out and returns to login keeping the current page', async () => {
    window.history.pushState({}, '', '/account-profile?tab=2');
    sessionStorage.setItem('token', makeToken({ role: 1 }));
    const result = await auth.onError({ statusCode: 401, message: 'Your token has expired!' });
    expect(result).toMatchObject({
      logout: true,
      redirectTo: `/auth/login?to=${encodeURIComponent('/account-profile?tab=2')}`,
    });
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('a 403 keeps the session', async () => {
    const token = makeToken({ role: 2 });
    sessionStorage.setItem('token', token);
    expect(await auth.onError({ statusCode: 403, message: 'Access denied' })).toEqual({});
    expect(sessionStorage.getItem('token')).toBe(token);
  });
});
