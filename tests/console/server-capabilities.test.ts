/**
 * The console asks `GET /api/health` once a session, whoever needs the answer (the capabilities
 * query of the screens, the live provider, sign-out), and on the legacy server it never sends
 * the calls that server lacks (`POST users/logout`).
 */
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentServerHandlers, legacyServerHandlers } from '../../mocks/v1/handlers';
import { makeToken } from '../../mocks/v1/jwt';
import { createAuthProvider } from '../../src/api/authProvider';
import { SERVER_IDENTITY_KEY, serverCapabilities } from '../../src/api/serverIdentity';
import { healthHandler } from '../../mocks/v1/audit';
import { setupMswServer } from './msw';

const server = setupMswServer();
const seen: string[] = [];

beforeEach(() => {
  seen.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});

const healthAsks = () => seen.filter((r) => r === 'GET /api/health').length;

describe('one health request a session', () => {
  it('concurrent and later callers share the one answer; a reload does not ask again', async () => {
    server.use(...legacyServerHandlers);
    const answers = await Promise.all([serverCapabilities(), serverCapabilities()]);
    expect(answers.map((a) => a.identity)).toEqual(['legacy', 'legacy']);
    expect((await serverCapabilities()).identity).toBe('legacy');
    expect(healthAsks()).toBe(1);
    expect(sessionStorage.getItem(SERVER_IDENTITY_KEY)).toBe('legacy');

    vi.resetModules();
    const fresh = await import('../../src/api/serverIdentity');
    expect((await fresh.serverCapabilities()).identity).toBe('legacy');
    expect(healthAsks()).toBe(1);
  });

  it("the live provider's check and the screens' query are the same request", async () => {
    server.use(healthHandler(), ...currentServerHandlers);
    const { liveProvider } = await import('../../src/api/liveProvider');
    sessionStorage.setItem('token', makeToken({ role: 1 }));
    const [caps] = await Promise.all([
      serverCapabilities(),
      liveProvider.subscribe({
        channel: 'resources/institutions',
        types: ['*'],
        callback: () => {},
      }),
    ]);
    expect(caps.identity).toBe('partypass');
    await vi.waitFor(() => expect(seen).toContain('GET /api/health'));
    await new Promise((r) => setTimeout(r, 20));
    expect(healthAsks()).toBe(1);
    liveProvider.close();
  });

  it('after a network failure (read as legacy for now) the next caller asks again', async () => {
    server.use(http.get('*/api/health', () => HttpResponse.error()));
    expect((await serverCapabilities()).identity).toBe('legacy');
    expect(sessionStorage.getItem(SERVER_IDENTITY_KEY)).toBeNull();
    server.use(healthHandler(), ...currentServerHandlers);
    expect((await serverCapabilities()).identity).toBe('partypass');
    expect(healthAsks()).toBe(2);
  });
});

describe('what the legacy server lacks is not sent', () => {
  it('sign-out on the legacy server sends no POST users/logout (and still signs out)', async () => {
    server.use(...legacyServerHandlers);
    sessionStorage.setItem('token', makeToken({ role: 1 }));
    const result = await createAuthProvider().logout({});
    expect(result).toMatchObject({ success: true, redirectTo: '/auth/login' });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(seen.some((r) => r.endsWith('/users/logout'))).toBe(false);
  });

  it('sign-out on our server ends the session there', async () => {
    server.use(healthHandler(), ...currentServerHandlers);
    sessionStorage.setItem('token', makeToken({ role: 1 }));
    await createAuthProvider().logout({});
    expect(seen.some((r) => r === 'POST /api/v1/users/logout')).toBe(true);
  });
});
