/**
 * Several server processes started at once on one empty PostgreSQL database (a deployment of N
 * instances): all start, the migrations are applied once and the demo data is seeded once.
 */
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../server/app';
import { users } from '../../server/db/schema';
import { DEMO_COUNTS } from '../../server/db/seed';
import { loginAs, testConfig } from './helpers';
import { createTestDatabase, onPostgres, type TestDatabase } from './test-database';

describe.runIf(onPostgres)('servers started at once on one PostgreSQL database', () => {
  const apps: BuiltApp[] = [];
  let fresh: TestDatabase | undefined;

  afterAll(async () => {
    for (const app of apps) await app.close();
    await fresh?.drop();
  });

  it('all start; one seeds, the others find the data', { timeout: 120_000 }, async () => {
    fresh = await createTestDatabase();
    const config = testConfig({ databaseUrl: fresh.url, databasePoolMax: 2 });
    const started = await Promise.allSettled([
      buildApp(config),
      buildApp(config),
      buildApp(config),
    ]);
    for (const result of started) if (result.status === 'fulfilled') apps.push(result.value);
    expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);

    expect(apps.map((app) => app.seedResult.seeded).sort()).toEqual([false, false, true]);
    const [row] = await apps[0].db.select({ n: count() }).from(users);
    expect(row.n).toBe(DEMO_COUNTS.users);
    for (const app of apps) await loginAs(app, 'admin@partypass.test');
  });
});
