import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './changes';
import { lockDataDir } from './data-dir-lock';
import { durablePgliteOptions } from './durable-nodefs';
import { FairQueue, queuedClient } from './fairQueue';
import * as schema from './schema';

/** The one database type every route uses: PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw SQL query; both drivers answer `execute` with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Every committed change to the server's tables, by anyone (server/db/changes.ts). */
  changes: ChangeFeed;
  /** PGlite's fair queue (server/db/fairQueue.ts); requests run under `queue.withOwner`. */
  queue?: FairQueue;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  database: 'file' | 'memory';
  databaseUrl?: string;
  /** Where connection problems of the PostgreSQL pool are reported (the server's logger). */
  log?: { warn: (details: object, message: string) => void };
  /** Pool size for DATABASE_URL (default 20): enough for 50 concurrent requests on 2 cores. */
  databasePoolMax?: number;
  /** Connections opened at start and never closed for being idle (default 0). */
  databasePoolMin?: number;
  /**
   * With `database: 'memory'`: a PGlite data-directory dump (`dumpDataDir`) to start from instead
   * of an empty cluster. The server tests copy one migrated and seeded template this way.
   */
  memoryTemplate?: Blob;
  /**
   * Runs after the migrations, on PostgreSQL under the same start lock (the server seeds here),
   * so processes starting at once see each other's work whole.
   */
  setUp?: (db: Db) => Promise<void>;
}

/**
 * Settings of every PostgreSQL connection, pooled or the change feed's own. A lost database must
 * turn into quick 503s (server/errors.ts), never into requests that hang: connecting gives up
 * after 5 s, and TCP keep-alive notices a vanished host.
 */
const CONNECTION_OPTIONS = {
  connectionTimeoutMillis: 5_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} satisfies pg.ClientConfig;

/** node-postgres pool settings: a query whose connection went silent gives up after 30 s. */
export const POOL_OPTIONS = {
  ...CONNECTION_OPTIONS,
  max: 10,
  query_timeout: 30_000,
  idleTimeoutMillis: 10_000,
} satisfies pg.PoolConfig;

/**
 * A PostgreSQL pool that survives its server going away: pg emits `error` on clients whose
 * connection drops, and an unhandled `error` event would end the process. Each client keeps a
 * listener for its whole life (a client inside a transaction has no other one); the broken
 * client is then dropped by the pool and the next request connects again.
 */
function createPool(url: string, log: DatabaseOptions['log'], max = 20, min = 0): pg.Pool {
  // Sessions in UTC, as on PGlite: "a day" in date filters and analytics is a UTC day whatever
  // the server's default time zone.
  const pool = new pg.Pool({
    connectionString: url,
    ...POOL_OPTIONS,
    max,
    min,
    options: '-c TimeZone=UTC',
  });
  const report = (error: Error) =>
    log?.warn(
      { err: { message: error.message, code: (error as { code?: string }).code } },
      'database connection lost',
    );
  pool.on('error', report);
  pool.on('connect', (client) => {
    client.on('error', () => {}); // already reported through the pool or the failed query
  });
  return pool;
}

/**
 * Server processes started at once on one PostgreSQL database would all apply the same
 * migrations and seed an empty database, and all but one fail on the tables or rows the other
 * made. Each takes this advisory lock on a connection of its own (outside the pool, which may
 * have a single connection) for its migrations and set-up: the others wait, then find them done.
 */
export const START_LOCK_KEY = 0x7061727479; // "party"

async function underStartLock<T>(url: string, run: () => Promise<T>): Promise<T> {
  const lock = new pg.Client({ connectionString: url, ...CONNECTION_OPTIONS });
  lock.on('error', () => {}); // a lost lock connection fails the start through `run`'s queries
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [START_LOCK_KEY]);
    return await run();
  } finally {
    // Ending the session releases the lock.
    await lock.end().catch(() => {});
  }
}

/**
 * Opens `count` connections at once and gives them back to the pool, which keeps its `min` open:
 * each costs PostgreSQL a new process, which otherwise happened while a fresh server's first
 * requests (or the first after a quiet spell) waited. Best effort:
 * a database that takes fewer connections only leaves the pool smaller.
 */
async function openConnections(pool: pg.Pool, count: number, log: DatabaseOptions['log']) {
  const opened = await Promise.allSettled(Array.from({ length: count }, () => pool.connect()));
  const failed = opened.filter((result) => result.status === 'rejected');
  for (const result of opened) if (result.status === 'fulfilled') result.value.release();
  if (failed.length > 0) {
    log?.warn(
      { err: { message: String((failed[0] as PromiseRejectedResult).reason) } },
      `opened ${count - failed.length} of ${count} database connections at start`,
    );
  }
}

/**
 * PGlite's PostgreSQL keeps its shared buffers inside the server's own process, and the default
 * (128 MB) is touched at start: alone it put the server over its 300 MB memory budget.
 * Pages it no longer holds are read back through the operating
 * system's file cache, which keeps the recently used data of a 100 000-purchase database anyway.
 */
export const PGLITE_MEMORY_PARAMS = ['-c', 'shared_buffers=32MB'];

/**
 * PGlite's data is read from this process's buffers or the file cache, where a random page costs
 * about what a sequential one does: with PostgreSQL's default (4, for spinning disks) the planner
 * read a page's rows by id through a hash of every ticket type (~2 000 rows) on every list request
 * instead of 20 index look-ups.
 */
export const PGLITE_PLANNER_PARAMS = ['-c', 'random_page_cost=1.1'];

/** Extensions the migrations create (0004: trigram indexes for searches). */
const PGLITE_EXTENSIONS = { pg_trgm };

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

/** Where PGlite keeps its files inside DATA_DIR. */
export const pgliteDir = (dataDir: string): string => path.join(dataDir, 'pgdata');

/**
 * Opens the database and applies the SQL migrations of server/db/migrations:
 * DATABASE_URL -> a PostgreSQL server (node-postgres pool); otherwise PGlite in
 * `<dataDir>/pgdata`, or in memory when `database` is 'memory' (tests).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = createPool(
      options.databaseUrl,
      options.log,
      options.databasePoolMax,
      options.databasePoolMin,
    );
    const db = drizzlePg(pool, { schema });
    let changes: ChangeFeed;
    try {
      await underStartLock(options.databaseUrl, async () => {
        await migratePg(db, { migrationsFolder });
        await options.setUp?.(db as unknown as Db);
      });
      changes = await postgresChangeFeed(
        { connectionString: options.databaseUrl, ...CONNECTION_OPTIONS },
        options.log,
      );
      await openConnections(pool, options.databasePoolMin ?? 0, options.log);
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
    // Closing twice (a drill closes the database, then the app closes) must not throw.
    const close = async () => {
      await changes.close();
      if (!pool.ended) await pool.end();
    };
    return { db: db as unknown as Db, kind: 'postgres', changes, close };
  }
  let client: PGlite;
  let unlock = () => {};
  const dir = pgliteDir(options.dataDir);
  if (options.database === 'memory') {
    client = new PGlite({
      loadDataDir: options.memoryTemplate,
      extensions: PGLITE_EXTENSIONS,
      startParams: [
        ...PGlite.defaultStartParams,
        ...PGLITE_MEMORY_PARAMS,
        ...PGLITE_PLANNER_PARAMS,
      ],
    });
  } else {
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
    const durable = durablePgliteOptions(dir);
    client = new PGlite({
      ...durable,
      extensions: PGLITE_EXTENSIONS,
      startParams: [...durable.startParams, ...PGLITE_MEMORY_PARAMS, ...PGLITE_PLANNER_PARAMS],
    });
  }
  const close = async () => {
    try {
      if (!client.closed) await client.close();
    } finally {
      unlock();
    }
  };
  try {
    await client.waitReady.catch((error: unknown) => {
      if (options.database === 'memory') throw error;
      // PGlite's own message is often a bare "Aborted()": say what it was and that nothing was lost.
      throw new Error(
        `The embedded database in ${dir} could not be opened (${String(error)}). ` +
          'It was left exactly as it is: see docs/operations.md, "Recovering the embedded database".',
        { cause: error },
      );
    });
    const queue = new FairQueue();
    const db = drizzlePglite(queuedClient(client, queue), { schema });
    await migratePglite(db, { migrationsFolder });
    await options.setUp?.(db as unknown as Db);
    const changes = await pgliteChangeFeed(client);
    const closeAll = async () => {
      await changes.close();
      await close();
    };
    return { db: db as unknown as Db, kind: 'pglite', changes, queue, close: closeAll };
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}
