import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type BuiltApp } from '../../server/app';
import type { AppConfig } from '../../server/config';
import { DEMO_PASSWORD } from '../../server/db/seed';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
export { DEMO_PASSWORD };

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: mkdtempSync(path.join(tmpdir(), 'pp-test-')),
    database: 'memory',
    seed: 'demo',
    jwtSecret: TEST_SECRET,
    jwtExpiresIn: '1h',
    logLevel: 'silent',
    loginRateLimit: { max: 1000, timeWindow: '1 minute' },
    logger: false,
    ...overrides,
  };
}

/** A fresh app on an in-memory PGlite with the demo seed. Close it in afterAll. */
export function makeApp(overrides: Partial<AppConfig> = {}): Promise<BuiltApp> {
  return buildApp(testConfig(overrides));
}

export async function loginAs(app: BuiltApp, email: string, password = DEMO_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200)
    throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; data: { user_id: number } };
  return { token: body.token, user: body.data, headers: { authorization: `Bearer ${body.token}` } };
}
