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

// PGlite's shared buffers live in the server's own process: the 128 MB default alone put the
// server over its memory budget (docs/performance.md, part 5).
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
