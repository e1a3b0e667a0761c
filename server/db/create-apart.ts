/**
 * The first start on an empty data directory runs PostgreSQL's initdb inside PGlite: a second
 * PGlite and initdb's own WebAssembly module, whose memory (~450 MB) V8 gives back only at some
 * later major collection, minutes later under steady traffic and never on an idle server. The
 * server then held ~785 MB instead of ~230. So the server creates a
 * missing database in a short-lived child process of its own entry, and opens it once that child
 * has exited and the operating system has taken all of its memory back.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';
import { openDatabase, pgliteDir } from './client';

/** Set in the child's environment: create (and migrate) the database, then exit. */
export const CREATE_DATABASE_ONLY = 'PARTYPASS_CREATE_DATABASE_ONLY';

/** True when the server would run initdb: PGlite on disk, and no database there yet. */
export function databaseMissing(config: Pick<AppConfig, 'databaseUrl' | 'database' | 'dataDir'>) {
  return (
    !config.databaseUrl &&
    config.database === 'file' &&
    !existsSync(path.join(pgliteDir(config.dataDir), 'PG_VERSION'))
  );
}

/** The child's work: open (initdb and the migrations), close, so the files are complete. */
export async function createDatabaseOnly(config: AppConfig): Promise<void> {
  const database = await openDatabase(config);
  await database.close();
}

/**
 * Runs this process's own entry again (same Node flags, e.g. tsx's loader) with
 * CREATE_DATABASE_ONLY set, and waits for it. Its messages go to this process's stderr.
 */
export async function createDatabaseApart(): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]], {
    env: { ...process.env, [CREATE_DATABASE_ONLY]: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, signal) => resolve(signal ? null : exitCode));
  });
  if (code !== 0) {
    throw new Error(
      `creating the embedded database in a child process failed (exit ${code ?? 'by signal'}); its message is above`,
    );
  }
}
