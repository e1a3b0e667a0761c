/**
 * The server's side of a page load: how fast it sends the console's own files, next to
 * its health route, measured with autocannon from this process (loopback, six connections as a
 * browser opens over HTTP/1.1). A first load asks for 30-75 files six at a time, so the time each
 * takes on the server is part of the page's. Also uploaded
 * images, among `--uploads=N` others in their folder (10 000 by default): a list of users shows
 * one per row.
 *
 *   npx tsx bench/console-files.ts [BUILD_DIR] [--quick] [--uploads=N]
 *
 * Without BUILD_DIR it builds the console into a temporary folder first.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildConsole } from './lib/build';
import { loadRow, runLoad, type LoadCase, type LoadResult } from './lib/load';
import { machineLine, printTable, quick } from './lib/report';
import { startServer, tempDir } from './lib/server';

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const UPLOADS = Number(
  process.argv.find((a) => a.startsWith('--uploads='))?.slice(10) ?? (quick ? 1000 : 10_000),
);

/** `count` stored avatars in the server's data folder; the paths of the first 40. */
function plantUploads(dataDir: string, count: number): string[] {
  const folder = path.join(dataDir, 'uploads', 'avatars');
  mkdirSync(folder, { recursive: true });
  const names = Array.from({ length: count }, () => `${randomUUID()}.png`);
  for (const name of names) writeFileSync(path.join(folder, name), PNG);
  return names.slice(0, 40).map((name) => `/uploads/avatars/${name}`);
}

async function run() {
  console.log(`bench/console-files — ${machineLine()}`);
  let dir = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!dir) {
    dir = path.join(tempDir('files-build'), 'dist');
    await buildConsole(dir);
  }
  const assets = readdirSync(path.join(dir, 'assets'));
  const scripts = assets.filter((f) => f.endsWith('.js'));
  // What a page's first load asks for: the build's scripts, with and without compressed copies.
  const compressed = scripts.filter((f) => assets.includes(`${f}.br`)).slice(0, 40);
  const small = scripts.filter((f) => !assets.includes(`${f}.br`)).slice(0, 40);
  const seconds = quick ? 2 : 8;
  const dataDir = tempDir('files');
  const uploads = plantUploads(dataDir, UPLOADS);
  const cases: LoadCase[] = [
    { name: 'GET /api/health', paths: ['/api/health'], connections: 6, seconds },
    {
      name: `scripts with a brotli copy (${compressed.length})`,
      paths: compressed.map((f) => `/assets/${f}`),
      headers: BROWSER,
      connections: 6,
      seconds,
    },
    {
      name: `scripts under 1 KB, no copy (${small.length})`,
      paths: small.map((f) => `/assets/${f}`),
      headers: BROWSER,
      connections: 6,
      seconds,
    },
    {
      name: `uploaded images, ${UPLOADS} in the folder (40)`,
      paths: uploads,
      headers: BROWSER,
      connections: 6,
      seconds,
    },
    {
      name: 'a console route (the page)',
      paths: ['/purchase'],
      headers: { ...BROWSER, accept: 'text/html' },
      connections: 6,
      seconds,
    },
  ];
  const server = await startServer({ dataDir, staticDir: dir });
  try {
    const results: LoadResult[] = [];
    for (const c of cases) results.push(await runLoad(server.url, c));
    printTable(
      `The console's files and uploads, ${seconds} s each, 6 connections`,
      results.map((r) => loadRow(r, results[0], 'health')),
    );
  } finally {
    await server.stop();
  }
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
