/**
 * The guard keeps each session it has read (server/auth/sessions.ts) like the signed-in users,
 * until the sessions table changes: a signed-in call then reads nothing from the database, and a
 * session ended anywhere (this instance, another one on the same database, a script) is refused
 * by every instance as soon as the database's notice has arrived.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_END_MESSAGES } from '../../contract';
import type { BuiltApp } from '../../server/app';
import { buildApp } from '../../server/app';
import { sessions } from '../../server/db/schema';
import { loginAs, makeApp, testConfig } from './helpers';
import { EMAILS, FIXTURE_PASSWORD, seedPurchaseFixture } from './purchases-fixture';
import { createTestDatabase, onPostgres, type TestDatabase } from './test-database';

type Headers = { authorization: string };
/** Far longer than any wait below: a session refused was cleared, not expired. */
const KEPT_MS = 10 * 60_000;
const NOTICE_MS = 3000;
const PROFILE = '/api/v1/users/profile/info';

const sessionOf = (headers: Headers): string =>
  JSON.parse(Buffer.from(headers.authorization.split('.')[1], 'base64url').toString()).sid;
const profile = (app: BuiltApp, headers: Headers) =>
  app.inject({ method: 'GET', url: PROFILE, headers });

describe('sessions kept by the guard', () => {
  let app: BuiltApp;
  beforeAll(async () => {
    app = await makeApp({ seed: 'none', cacheMs: KEPT_MS });
    await seedPurchaseFixture(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a signed-in call keeps its session; the next ones read it from memory', async () => {
    const headers = (await loginAs(app, EMAILS.admin, FIXTURE_PASSWORD)).headers;
    // The first sign-in's purge of expired sessions is a change whose notice may come later.
    await expect
      .poll(
        async () => {
          expect((await profile(app, headers)).statusCode).toBe(200);
          return app.signedInSessions.get(sessionOf(headers));
        },
        { timeout: NOTICE_MS },
      )
      .toMatchObject({ ended_at: null });
    expect((await profile(app, headers)).statusCode).toBe(200);
  });

  it('signing in again keeps the sessions already kept (an insert ends nothing)', async () => {
    const first = (await loginAs(app, EMAILS.admin, FIXTURE_PASSWORD)).headers;
    expect((await profile(app, first)).statusCode).toBe(200);
    await loginAs(app, EMAILS.admin, FIXTURE_PASSWORD);
    expect(app.signedInSessions.get(sessionOf(first))).toBeDefined();
  });

  it('a session ended straight in the database is refused once its notice arrives', async () => {
    const headers = (await loginAs(app, EMAILS.admin, FIXTURE_PASSWORD)).headers;
    expect((await profile(app, headers)).statusCode).toBe(200);
    await app.db
      .update(sessions)
      .set({ ended_at: new Date(), end_reason: 'revoked' })
      .where(eq(sessions.session_id, sessionOf(headers)));
    await expect
      .poll(async () => (await profile(app, headers)).json(), { timeout: NOTICE_MS })
      .toEqual({ status: 'failed', message: SESSION_END_MESSAGES.revoked, reason: 'revoked' });
  });

  it('signing out through the API is refused on the very next call', async () => {
    const headers = (await loginAs(app, EMAILS.admin, FIXTURE_PASSWORD)).headers;
    expect((await profile(app, headers)).statusCode).toBe(200);
    const out = await app.inject({ method: 'POST', url: '/api/v1/users/logout', headers });
    expect(out.statusCode, out.body).toBe(200);
    expect((await profile(app, headers)).json()).toMatchObject({ reason: 'logout' });
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
    await seedPurchaseFixture(one);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.drop();
  });

  it('a sign-out on one instance is refused by the other, which had the session kept', async () => {
    const headers = (await loginAs(one, EMAILS.admin, FIXTURE_PASSWORD)).headers;
    await expect
      .poll(
        async () => {
          expect((await profile(two, headers)).statusCode).toBe(200);
          return two.signedInSessions.get(sessionOf(headers));
        },
        { timeout: NOTICE_MS },
      )
      .toBeDefined();
    const out = await one.inject({ method: 'POST', url: '/api/v1/users/logout', headers });
    expect(out.statusCode, out.body).toBe(200);
    await expect
      .poll(async () => (await profile(two, headers)).statusCode, { timeout: NOTICE_MS })
      .toBe(401);
    expect((await profile(two, headers)).json()).toMatchObject({ reason: 'logout' });
  });
});
