/**
 * The first start on an empty data directory (server/db/create-apart.ts): a child process of the
 * server's own entry creates the embedded database, then the server opens, seeds and serves it.
 * Real server processes, as `npm start` runs them.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../server/db/data-dir-lock';
import { databaseMissing } from '../../server/db/create-apart';
import { login } from '../faults/api';
import { otherProcess } from './other-process';
import { startServer, type ServerProcess } from '../faults/server-process';

const dirs: string[] = [];
const servers: ServerProcess[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pp-first-start-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('databaseMissing', () => {
  it('is true only for PGlite on disk without a database yet', () => {
    const dir = freshDir();
    const file = { dataDir: dir, database: 'file' as const, databaseUrl: '' };
    expect(databaseMissing(file)).toBe(true);
    expect(databaseMissing({ ...file, database: 'memory' })).toBe(false);
    expect(databaseMissing({ ...file, databaseUrl: 'postgres://127.0.0.1/x' })).toBe(false);
  });
});

describe('the first start on an empty data directory', () => {
  it('creates the database, seeds it, serves it, and opens it again on the next start', async () => {
    const dataDir = freshDir();
    const first = await startServer({ dataDir, seed: 'demo' });
    servers.push(first);
    expect(existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
    expect(first.output()).toContain('(demo data seeded)');
    expect(await login(first.url)).toMatch(/^ey/);
    // The creating child has exited: the lock is the server's own.
    expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toMatch(
      new RegExp(`^${first.pid}\\b`),
    );
    await first.stop();

    const again = await startServer({ dataDir, seed: 'demo' });
    servers.push(again);
    expect(again.output()).not.toContain('(demo data seeded)');
    expect(await login(again.url)).toMatch(/^ey/);
  }, 240_000);

  it('stops with the child’s message when the database cannot be created', async () => {
    const dataDir = freshDir();
    // A live process holds the directory: the child must refuse it, and the server with it.
    const holder = await otherProcess();
    try {
      writeFileSync(path.join(dataDir, LOCK_FILE), `${holder.pid} ${holder.startTime}`);
      const failure = await startServer({ dataDir, seed: 'demo' }).then(
        (server) => {
          servers.push(server);
          return 'started';
        },
        (error: Error) => error.message,
      );
      expect(failure).toContain(`is in use by process ${holder.pid}`);
      expect(failure).toContain('creating the embedded database in a child process failed');
      expect(existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(false);
    } finally {
      holder.child.kill('SIGKILL');
    }
  }, 240_000);
});
