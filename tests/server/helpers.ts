import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type BuiltApp } from '../../server/app';
import type { AppConfig } from '../../server/config';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { inject } from 'vitest';
import { createTestDatabase, onPostgres } from './test-database';

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
    loginThrottle: { freeFailures: 1000, firstDelayMs: 1000, maxDelayMs: 60_000, forgetMs: 60_000 },
    logger: false,
    ...overrides,
  };
}

let pgliteTemplate: Blob | undefined;

/** The seeded template of tests/server/template.ts, read once per test file. */
function seededPglite(): Blob | undefined {
  const dump = inject('seededTemplate')?.pgliteDump;
  if (!dump) return undefined;
  pgliteTemplate ??= new Blob([readFileSync(dump)]);
  return pgliteTemplate;
}

/**
 * A fresh app with the demo seed on its own database: an in-memory PGlite, or under
 * TEST_DATABASE_URL a new PostgreSQL database that `app.close()` drops (tests/server/
 * test-database.ts). With the default demo seed the database is a copy of the seeded template
 * (tests/server/template.ts). An explicit `databaseUrl` or `database: 'file'` override is used as
 * given. Close it in afterAll.
 */
export async function makeApp(overrides: Partial<AppConfig> = {}): Promise<BuiltApp> {
  const config = testConfig(overrides);
  if (config.databaseUrl || config.database === 'file') return buildApp(config);
  const seeded = config.seed === 'demo';
  if (!onPostgres)
    return buildApp({ ...config, memoryTemplate: seeded ? seededPglite() : undefined });
  const fresh = await createTestDatabase(
    seeded ? inject('seededTemplate')?.postgresName : undefined,
  );
  let app: BuiltApp;
  try {
    app = await buildApp({ ...config, databaseUrl: fresh.url });
  } catch (error) {
    await fresh.drop();
    throw error;
  }
  // Drop the database once the app (and its connection pool) is closed.
  const close = app.close.bind(app);
  const closeAndDrop = async () => {
    try {
      await close();
    } finally {
      await fresh.drop();
    }
  };
  return Object.assign(app, { close: closeAndDrop }) as BuiltApp;
}

/** The seed's five demo accounts (DEMO_ACCOUNTS), by the short name the tests give each. */
export const DEMO_EMAILS = {
  admin: 'admin@partypass.test',
  venue: 'venue.admin@partypass.test',
  venue2: 'venue2.admin@partypass.test',
  staff: 'staff@partypass.test',
  guest: 'guest@partypass.test',
} as const;
export type DemoAccount = keyof typeof DEMO_EMAILS;

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
