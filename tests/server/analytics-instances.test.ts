/**
 * The dashboard figures are kept until one of their tables changes, whoever changes it: a write
 * straight into the database, or through another server instance on the same database, shows in
 * the next figures once the database's notice has arrived (server/db/changes.ts), not after a
 * lifetime.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../server/app';
import { buildApp } from '../../server/app';
import { purchases } from '../../server/db/schema';
import { loginAs, makeApp, testConfig } from './helpers';
import { EMAILS, FIXTURE_PASSWORD, seedPurchaseFixture } from './purchases-fixture';
import { createTestDatabase, onPostgres, type TestDatabase } from './test-database';

type Headers = { authorization: string };
/** Far longer than any wait below: a figure that changes was cleared, not expired. */
const KEPT_MS = 10 * 60_000;
const NOTICE_MS = 3000;

async function figures(app: BuiltApp, headers: Headers) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/users/dashboard/analytics',
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { totalInstitutions: number; totalTicketsSold: number };
}

describe('dashboard figures and writes made elsewhere', () => {
  let app: BuiltApp;
  let fx: Awaited<ReturnType<typeof seedPurchaseFixture>>;
  let admin: Headers;
  beforeAll(async () => {
    app = await makeApp({ seed: 'none', cacheMs: KEPT_MS });
    fx = await seedPurchaseFixture(app);
    admin = (await loginAs(app, EMAILS.admin, FIXTURE_PASSWORD)).headers;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('are kept between reads, and show a purchase written straight into the database', async () => {
    const before = await figures(app, admin);
    expect((await figures(app, admin)).totalTicketsSold).toBe(before.totalTicketsSold);
    await app.db.insert(purchases).values({
      user_id: fx.guestA.user_id,
      ticket_id: fx.gala.ticket_id,
      price_amount: '20.00',
      payment_status: 'completed',
      payment_method: 'paypal',
    });
    await expect
      .poll(async () => (await figures(app, admin)).totalTicketsSold, { timeout: NOTICE_MS })
      .toBe(before.totalTicketsSold + 1);
  });
});

describe.skipIf(!onPostgres)('two server instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  let one: BuiltApp;
  let two: BuiltApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = { seed: 'none' as const, cacheMs: KEPT_MS, databaseUrl: database.url };
    one = await buildApp(testConfig(config));
    two = await buildApp(testConfig(config));
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.drop();
  });

  it("a write through one shows on the other's dashboard at once", async () => {
    const fx = await seedPurchaseFixture(one);
    const onOne = (await loginAs(one, EMAILS.admin, FIXTURE_PASSWORD)).headers;
    const onTwo = (await loginAs(two, EMAILS.admin, FIXTURE_PASSWORD)).headers;
    expect((await figures(two, onTwo)).totalInstitutions).toBe(2);
    expect((await figures(one, onOne)).totalInstitutions).toBe(2);
    const res = await one.inject({
      method: 'DELETE',
      url: `/api/v1/institute/delete/${fx.venue2.institution_id}?force=true`,
      headers: onOne,
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect((await figures(one, onOne)).totalInstitutions).toBe(1);
    await expect
      .poll(async () => (await figures(two, onTwo)).totalInstitutions, { timeout: NOTICE_MS })
      .toBe(1);
  });
});
