/**
 * Part 2, the server's side of a page load: how fast it sends the console's own files, next to
 * its health route, measured with autocannon from this process (loopback, six connections as a
 * browser opens over HTTP/1.1). A first load asks for 30-75 files six at a time, so the time each
 * takes on the server is part of the page's (docs/performance.md, part 2i).
 *
 *   npx tsx bench/console-files.ts [BUILD_DIR] [--quick]
 *
 * Without BUILD_DIR it builds the console into a temporary folder first.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { buildConsole } from './lib/build';
import { loadRow, runLoad, type LoadCase, type LoadResult } from './lib/load';
import { machineLine, printTable, quick } from './lib/report';
import { startServer, tempDir } from './lib/server';

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

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
      name: 'a console route (the page)',
      paths: ['/purchase'],
      headers: { ...BROWSER, accept: 'text/html' },
      connections: 6,
      seconds,
    },
  ];
  const server = await startServer({ dataDir: tempDir('files'), staticDir: dir });
  try {
    const results: LoadResult[] = [];
    for (const c of cases) results.push(await runLoad(server.url, c));
    printTable(
      `The console's files, ${seconds} s each, 6 connections`,
      results.map((r) => {
        const { 'req/s vs bare': ratio, ...row } = loadRow(r, results[0]);
        return { ...row, 'req/s vs health': ratio };
      }),
    );
  } finally {
    await server.stop();
  }
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
