/**
 * Where the server tests keep their data. By default every app gets its own in-memory PGlite.
 * With `TEST_DATABASE_URL=postgres://user@host:port/db` (a server the tests may create databases
 * on; `.ci/run` starts one with scripts/local-postgres.mjs) every app gets its own fresh database
 * `pp_<random>` on that server instead, dropped when the app closes, so test files stay isolated
 * and can run in parallel exactly as on PGlite.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client';

/** The PostgreSQL server the suite runs against, or undefined for PGlite. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const onPostgres = TEST_DATABASE_URL !== undefined;

/** "database is being accessed by other users". */
const OBJECT_IN_USE = '55006';

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  url: string;
  name: string;
  drop: () => Promise<void>;
}

/**
 * A new database on TEST_DATABASE_URL's server (only call when `onPostgres`): empty, or a copy of
 * `template` (tests/server/template.ts's seeded one).
 */
export async function createTestDatabase(template = 'template0'): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) throw new Error('createTestDatabase needs TEST_DATABASE_URL');
  const name = `pp_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await withAdmin(async (client) => {
        // pg's pool.end() resolves before its sockets are closed: wait for those sessions to
        // go rather than kill them (a killed session is an uncaught error in the test worker).
        for (let attempt = 0; attempt < 100; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name}`);
            return;
          } catch (error) {
            if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
        // A connection a test left open must not keep the database alive.
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}

/**
 * A migrated database without an app: a fresh PostgreSQL database under TEST_DATABASE_URL, an
 * in-memory PGlite otherwise. Its `close()` also drops the PostgreSQL database.
 */
export async function openTestDatabase(): Promise<Database> {
  if (!onPostgres) return openDatabase({ dataDir: '/nonexistent', database: 'memory' });
  const fresh = await createTestDatabase();
  const database = await openDatabase({
    dataDir: '/nonexistent',
    database: 'memory',
    databaseUrl: fresh.url,
  }).catch(async (error: unknown) => {
    await fresh.drop();
    throw error;
  });
  return {
    ...database,
    close: async () => {
      try {
        await database.close();
      } finally {
        await fresh.drop();
      }
    },
  };
}
