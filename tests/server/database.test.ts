/**
 * The database connection behaves the same on PGlite and on a PostgreSQL server (the suite runs
 * on both: tests/server/test-database.ts).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import {
  createTestDatabase,
  onPostgres,
  openTestDatabase,
  type TestDatabase,
} from './test-database';

const opened: Database[] = [];
let fresh: TestDatabase | undefined;
afterAll(async () => {
  for (const database of opened) await database.close();
  await fresh?.drop();
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
