/**
 * PGlite on a full disk: writes answer 503 with Retry-After (never 500) and /api/health reports
 * the database degraded; with space again, writes succeed with no restart. The server runs in a
 * mount namespace of its own (`unshare`) whose DATA_DIR is a small tmpfs; the test fills it
 * through /proc/<pid>/root.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract';
import { call, login } from './api';
import { startServer, type ServerProcess } from './server-process';

describe('PGlite on a full disk', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'faults-disk-full-'));
  let server: ServerProcess;
  let token: string;
  let filler: string;

  beforeAll(async () => {
    server = await startServer({
      dataDir,
      seed: 'demo',
      wrap: [
        'unshare',
        '-rm',
        'sh',
        '-c',
        'mount -t tmpfs -o size=160m tmpfs "$DATA_DIR" && exec "$@"',
        'sh',
      ],
    });
    token = await login(server.url);
    // The server's view of its DATA_DIR: the tmpfs, from outside its namespace.
    filler = path.join(`/proc/${server.pid}/root`, dataDir, 'filler');
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const create = (n: number) =>
    call(server.url, paths.lockerCreate, {
      method: 'POST',
      token,
      body: { institution_id: 1, locker_number: 7_000_000 + n },
    });

  it('answers 503 + Retry-After and reports the database degraded, then recovers', async () => {
    expect((await call(server.url, '/api/health')).body?.data).toMatchObject({ database: 'up' });
    const disk = statfsSync(path.dirname(filler));
    execFileSync('fallocate', ['-l', String(disk.bavail * disk.bsize - 4096), filler]);

    const health = await call(server.url, '/api/health');
    expect(health.status).toBe(503);
    expect(health.headers?.get('retry-after')).toMatch(/^\d+$/);
    expect(health.body?.data).toEqual({ database: 'degraded', kind: 'pglite' });

    // Writes fill the pages PGlite has already, then meet the full disk.
    const statuses: number[] = [];
    for (let n = 0; n < 200 && !statuses.includes(503); n++) {
      const res = await create(n);
      statuses.push(res.status!);
      if (res.status === 503) {
        expect(res.headers?.get('retry-after')).toMatch(/^\d+$/);
        expect(res.body?.message).toBe('Database unavailable, try again in a moment');
      }
    }
    expect(statuses).toContain(503);
    expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);

    rmSync(filler);
    expect((await create(1_000)).status).toBe(201);
  });
});
