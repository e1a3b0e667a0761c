import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_POLICY, enforcePolicyOnRoutes, guarded } from '../../server/auth/policy';
import type { BuiltApp } from '../../server/app';
import { makeApp } from './helpers';

describe('server policy table', () => {
  let app: BuiltApp;
  beforeAll(async () => {
    app = await makeApp({ seed: 'none' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses to register an /api/v1 route that names no policy', async () => {
    const bare = Fastify();
    enforcePolicyOnRoutes(bare, '/api/v1');
    bare.register(
      async (scope) => {
        scope.get('/unguarded', async () => ({ ok: true }));
      },
      { prefix: '/api/v1' },
    );
    await expect(bare.ready()).rejects.toThrow(/no entry in ENDPOINT_POLICY/);
  });

  it('accepts a route that names its policy, and leaves other prefixes alone', async () => {
    const bare = Fastify();
    enforcePolicyOnRoutes(bare, '/api/v1');
    bare.get('/api/health', async () => ({ ok: true }));
    bare.register(
      async (scope) => {
        scope.get('/users/profile/info', { ...guarded('users.profile.read') }, async () => ({}));
      },
      { prefix: '/api/v1' },
    );
    await expect(bare.ready()).resolves.toBeDefined();
    await bare.close();
  });

  it('guards every non-public entry with a role check', () => {
    for (const [key, roles] of Object.entries(ENDPOINT_POLICY)) {
      const options = guarded(key as keyof typeof ENDPOINT_POLICY);
      expect(options.config.policy).toBe(key);
      if (roles === 'public') expect(options.preHandler).toBeUndefined();
      else expect(options.preHandler).toBeTypeOf('function');
    }
  });

  it('the real app answers a guarded route with 401 without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/users/profile/info' });
    expect(res.statusCode).toBe(401);
  });
});
