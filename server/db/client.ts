import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The one database type every route uses: PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  database: 'file' | 'memory';
  databaseUrl?: string;
  /** Pool size for DATABASE_URL (default 20): enough for 50 concurrent requests on 2 cores. */
  databasePoolMax?: number;
}

/**
 * PGlite is single-process: two processes on one data directory corrupt it. A pid lock file makes
 * the second one (e.g. `npm run seed` while the server runs) stop with a clear message instead.
 */
function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'partypass.lock');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const pid = Number(readFileSync(file, 'utf8'));
    let alive = false;
    try {
      alive = pid > 0 && pid !== process.pid && process.kill(pid, 0);
    } catch {
      alive = false;
    }
    if (alive) {
      throw new Error(`The database in ${dir} is in use by process ${pid}: stop it first.`);
    }
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

/**
 * Opens the database and applies the SQL migrations of server/db/migrations:
 * DATABASE_URL -> a PostgreSQL server (node-postgres pool); otherwise PGlite in
 * `<dataDir>/pgdata`, or in memory when `database` is 'memory' (tests).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.databasePoolMax ?? 20,
    });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  let unlock = () => {};
  if (options.database === 'memory') {
    client = new PGlite();
  } else {
    const dir = path.join(options.dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
    client = new PGlite(dir);
  }
  const close = async () => {
    try {
      if (!client.closed) await client.close();
    } finally {
      unlock();
    }
  };
  try {
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'pglite', close };
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}
