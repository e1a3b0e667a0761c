/**
 * What the server does when its database fails (docs/operations.md): a lost database is a 503
 * envelope with Retry-After, never a 500; /api/health says which database and whether it answers.
 * The drills with a real server process are in tests/faults/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract';
import type { BuiltApp } from '../../server/app';
import { isDatabaseUnavailable, isStorageFault } from '../../server/db/availability';
import { DATABASE_UNAVAILABLE, toErrorReply } from '../../server/errors';
import { loginAs, makeApp } from './helpers';
import { onPostgres } from './test-database';

/** The suite also runs against a real PostgreSQL (TEST_DATABASE_URL); health names the one in use. */
const databaseKind = onPostgres ? 'postgres' : 'pglite';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET')],
    ['an unknown host', withCode('ENOTFOUND')],
    ['PostgreSQL shutting down (57P01)', withCode('57P01', 'terminating connection')],
    ['PostgreSQL starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', withCode('08006')],
    ['too many connections (53300)', withCode('53300')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('timeout exceeded when trying to connect')],
    [
      'a broken client',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a closed PGlite', new Error('PGlite is closed')],
    [
      'a full disk (53100), as PGlite reports it',
      new Error('Failed query: insert', {
        cause: withCode('53100', 'could not extend file "base/5/16564": No space left on device'),
      }),
    ],
    ['an I/O error (58030)', withCode('58030', 'could not write to file')],
    ['a file-system ENOSPC', withCode('ENOSPC')],
    [
      'a driver error wrapped by drizzle',
      new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') }),
    ],
    [
      'every address of a host refused',
      Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), {}),
    ],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(toErrorReply(error)).toEqual([503, { status: 'failed', message: DATABASE_UNAVAILABLE }]);
  });

  it('tells storage faults (health: degraded) from a lost connection', () => {
    expect(isStorageFault(new Error('Failed query', { cause: withCode('53100') }))).toBe(true);
    expect(isStorageFault(withCode('EIO'))).toBe(true);
    expect(isStorageFault(withCode('ECONNREFUSED'))).toBe(false);
    expect(isStorageFault(withCode('57P01'))).toBe(false);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key')],
    ['a syntax error', withCode('42601', 'syntax error')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    // (a wrapped data exception, class 22, is a 400: hardening/regressions.test.ts)
    ['a wrapped query error', new Error('Failed query: x', { cause: withCode('42P01') })],
  ])('leaves %s to the 500 path', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(toErrorReply(error)[0]).toBe(500);
  });
});

describe('a database that stops answering', () => {
  let app: BuiltApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    app = await makeApp();
    ({ headers } = await loginAs(app, 'admin@partypass.test'));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('health is up, and names the database in use', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { database: 'up', kind: databaseKind } });
  });

  it('once the database is gone: 503 envelopes with Retry-After, health down', async () => {
    await app.database.close();
    const list = await app.inject({ url: `/api/v1${paths.ticketList}`, headers });
    expect(list.statusCode).toBe(503);
    expect(list.json()).toEqual({ status: 'failed', message: DATABASE_UNAVAILABLE });
    expect(list.headers['retry-after']).toBe('5');
    expect(list.headers['content-type']).toMatch(/application\/json/);

    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe('5');
    expect(health.json()).toEqual({
      status: 'failed',
      message: 'Database unavailable',
      data: { database: 'down', kind: databaseKind },
    });
  });
});
