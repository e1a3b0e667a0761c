/**
 * Backup and restore as docs/operations.md ("Backup and restore") gives them, then the API's
 * answers compared: the same records, figures and image bytes from the restored copy.
 * - PostgreSQL: `pg_dump -Fc` and a copy of `DATA_DIR/uploads`, restored with `pg_restore` into a
 *   fresh database and a fresh DATA_DIR.
 * - PGlite: the server stopped, `DATA_DIR` copied whole, a server started on the copy.
 * Needs Debian's `postgresql` (pg_dump, pg_restore; scripts/local-postgres.mjs).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { API_BASE, paths } from '../../contract';
import { postgresBin, startPostgres, type LocalPostgres } from '../../scripts/local-postgres.mjs';
import { call, login } from './api';
import { startServer, type ServerProcess } from './server-process';

/** What a client sees: the answers of the main reads, and the cover image's bytes. */
async function snapshot(server: ServerProcess) {
  const token = await login(server.url);
  const read = async (url: string) => {
    const res = await call(server.url, url, { token });
    expect(res.status, url).toBe(200);
    return res.body?.data;
  };
  // Image URLs are absolute on the serving origin; the restored server listens on another port.
  const institutions = (
    (await read(paths.institutionList)) as Array<{
      institution_id: number;
      cover_photo: string | null;
    }>
  ).map((i) => ({
    ...i,
    cover_photo: i.cover_photo && new URL(i.cover_photo, server.url).pathname,
  }));
  const first = institutions[0].institution_id;
  const withCover = institutions.find((i) => i.cover_photo?.startsWith('/uploads/'));
  const image = withCover
    ? Buffer.from(await (await fetch(server.url + withCover.cover_photo)).arrayBuffer()).toString(
        'base64',
      )
    : null;
  return {
    institutions,
    lockers: await read(paths.lockerList(first)),
    tickets: await read(paths.ticketList),
    purchases: await read(`${paths.purchaseList}?page=1&pageSize=100`),
    users: await read(`${paths.userList}?page=1&pageSize=100`),
    analytics: await read(paths.analytics),
    image,
  };
}

/** Adds an institution with a cover photo: a record whose image lives in the uploads folder. */
async function addInstitutionWithCover(server: ServerProcess) {
  const token = await login(server.url);
  const photo = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#5d87ff' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('name', 'Backup Hall');
  form.set('email', 'backup.hall@example.com');
  form.set('phone', '0123 456 789');
  form.set('cover_photo', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'cover.png');
  const res = await fetch(`${server.url}${API_BASE}${paths.institutionCreate}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

const dirs: string[] = [];
const servers: ServerProcess[] = [];
let postgres: LocalPostgres | undefined;
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `faults-backup-${name}-`));
  dirs.push(dir);
  return dir;
};
const start = async (...args: Parameters<typeof startServer>) => {
  const server = await startServer(...args);
  servers.push(server);
  return server;
};

afterAll(async () => {
  for (const server of servers) await server.stop();
  postgres?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('PostgreSQL: pg_dump and the uploads folder, restored into a fresh database', async () => {
    const pgDir = tempDir('pg');
    postgres = await startPostgres({ dir: pgDir });
    const originalDir = tempDir('a');
    const original = await start({ dataDir: originalDir, databaseUrl: postgres.url });
    await addInstitutionWithCover(original);
    const before = await snapshot(original);
    expect(before.image).not.toBeNull();

    const bin = (name: string) => path.join(postgresBin(), name);
    const dump = path.join(pgDir, 'partypass.dump');
    execFileSync(bin('pg_dump'), ['-Fc', '-d', postgres.url, '-f', dump]);
    const uploadsCopy = path.join(pgDir, 'uploads-backup');
    cpSync(path.join(originalDir, 'uploads'), uploadsCopy, { recursive: true });
    await original.stop();

    postgres.psql('create database partypass_restored');
    const restoredUrl = postgres.url.replace(/\/partypass$/, '/partypass_restored');
    execFileSync(bin('pg_restore'), ['--no-owner', '-d', restoredUrl, dump]);
    const restoredDir = tempDir('b');
    cpSync(uploadsCopy, path.join(restoredDir, 'uploads'), { recursive: true });
    const restored = await start({ dataDir: restoredDir, databaseUrl: restoredUrl });

    expect(await snapshot(restored)).toEqual(before);
  });

  it('PGlite: the server stopped, DATA_DIR copied, a server on the copy', async () => {
    const originalDir = tempDir('c');
    const original = await start({ dataDir: originalDir });
    await addInstitutionWithCover(original);
    const before = await snapshot(original);
    expect(await original.stop()).toEqual({ code: 0, signal: null });

    const copy = path.join(tempDir('d'), 'data');
    cpSync(originalDir, copy, { recursive: true });
    const restored = await start({ dataDir: copy });

    expect(await snapshot(restored)).toEqual(before);
  });
});
