/**
 * The embedded database on disk runs with PostgreSQL's crash safety on (server/db/durable-nodefs.ts):
 * fsync on, the WAL written through, and checkpoints that really reach the disk. This also fails
 * when a PGlite upgrade changes the Emscripten internals the fsync hook relies on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { durablePgliteOptions, fsyncStats } from '../../server/db/durable-nodefs';

describe('PGlite on disk, crash-safe', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pp-durable-'));
  let db: PGlite;

  beforeAll(async () => {
    db = new PGlite(durablePgliteOptions(dir));
    await db.waitReady;
  }, 180_000); // initdb on disk
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs with fsync on and the WAL opened for synchronous writes', async () => {
    const setting = async (name: string) =>
      (
        await db.query<{ setting: string }>('select setting from pg_settings where name = $1', [
          name,
        ])
      ).rows[0].setting;
    expect(await setting('fsync')).toBe('on');
    expect(await setting('wal_sync_method')).toBe('open_datasync');
    expect(await setting('synchronous_commit')).toBe('on');
  });

  it('flushes the data files to disk at a checkpoint', async () => {
    await db.exec('create table t (id serial primary key, v text)');
    await db.query('insert into t (v) values ($1)', ['kept']);
    const before = fsyncStats.calls;
    await db.exec('checkpoint');
    expect(fsyncStats.calls).toBeGreaterThan(before);
  });
});
