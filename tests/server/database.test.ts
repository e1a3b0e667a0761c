/**
 * The database connection behaves the same on PGlite and on a PostgreSQL server (the suite runs
 * on both: tests/server/test-database.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import {
  createTestDatabase,
  onPostgres,
  openTestDatabase,
  type TestDatabase,
} from './test-database';

const opened: Database[] = [];
let fresh: TestDatabase | undefined;
const tempDirs: string[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
  await fresh?.drop();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

async function sessionTimeZone(database: Database): Promise<string> {
  const result = (await database.db.execute(
    sql`select current_setting('TimeZone') as tz`,
  )) as unknown as {
    rows: { tz: string }[];
  };
  return result.rows[0].tz;
}

describe('database sessions', () => {
  it(
    'run in UTC, so "a day" in filters and analytics is a UTC day',
    { timeout: 120_000 },
    async () => {
      const database = await openTestDatabase();
      opened.push(database);
      expect(await sessionTimeZone(database)).toBe('UTC');
    },
  );

  // On PostgreSQL the server's (or the database's) default time zone may be anything; the
  // server's sessions must still be in UTC. PGlite has no server default to change.
  it.runIf(onPostgres)(
    'stay in UTC when the database default is another time zone',
    { timeout: 120_000 },
    async () => {
      fresh = await createTestDatabase();
      const admin = new pg.Client({ connectionString: fresh.url });
      await admin.connect();
      await admin.query(`ALTER DATABASE ${fresh.name} SET timezone TO 'Pacific/Kiritimati'`);
      await admin.end();
      const database = await openDatabase({
        dataDir: '/nonexistent',
        database: 'memory',
        databaseUrl: fresh.url,
      });
      opened.push(database);
      expect(await sessionTimeZone(database)).toBe('UTC');
    },
  );
});

describe('the PostgreSQL pool', () => {
  const env = (extra: Record<string, string>) => ({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pp-pool-cfg-')),
    JWT_SECRET: 'x'.repeat(40),
    ...extra,
  });

  it('keeps the whole pool open by default; DATABASE_POOL_MIN=0 none; never more than the pool', () => {
    expect(loadConfig(env({})).databasePoolMin).toBe(20);
    expect(loadConfig(env({ DATABASE_POOL_MAX: '8' })).databasePoolMin).toBe(8);
    expect(loadConfig(env({ DATABASE_POOL_MIN: '0' })).databasePoolMin).toBe(0);
    expect(loadConfig(env({ DATABASE_POOL_MIN: '5' })).databasePoolMin).toBe(5);
    expect(() => loadConfig(env({ DATABASE_POOL_MIN: '21' }))).toThrow(
      'DATABASE_POOL_MIN must not be more than DATABASE_POOL_MAX',
    );
    expect(() => loadConfig(env({ DATABASE_POOL_MIN: 'many' }))).toThrow(
      'DATABASE_POOL_MIN must be a positive integer',
    );
  });

  it.runIf(onPostgres)(
    'opens its kept connections at start, besides the one that listens for changes',
    { timeout: 120_000 },
    async () => {
      const target = await createTestDatabase();
      const database = await openDatabase({
        dataDir: '/nonexistent',
        database: 'memory',
        databaseUrl: target.url,
        databasePoolMin: 3,
      });
      const admin = new pg.Client({ connectionString: target.url });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ n: string }>(
          `select count(*) as n from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid()
             and backend_type = 'client backend'`,
        );
        expect(Number(rows[0].n)).toBe(4);
      } finally {
        await admin.end();
        await database.close();
        await target.drop();
      }
    },
  );
});

// PGlite's shared buffers live in the server's own process: the 128 MB default alone put the
// server over its memory budget.
describe.skipIf(onPostgres)('embedded database memory', () => {
  it(
    'keeps PostgreSQL shared buffers at 32 MB, on disk and in memory',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'partypass-db-memory-'));
      tempDirs.push(dataDir);
      const onDisk = await openDatabase({ dataDir, database: 'file' });
      opened.push(onDisk);
      const inMemory = await openDatabase({ dataDir: '/nonexistent', database: 'memory' });
      opened.push(inMemory);
      for (const database of [onDisk, inMemory]) {
        const result = (await database.db.execute(sql`show shared_buffers`)) as unknown as {
          rows: { shared_buffers: string }[];
        };
        expect(result.rows[0].shared_buffers).toBe('32MB');
      }
    },
  );
});
