/**
 * Part 5 — server memory: resident size (RSS) of the server process after its first start on an
 * empty data directory (the database created and the demo data seeded, as `npm start` does the
 * first time), then after a start with 100 000 purchases on PGlite and after each of three
 * identical load runs (the API mix of bench/api-load.ts). Budget: at most 300 MB, and no growth from run to
 * run.
 *
 *   npx tsx bench/memory.ts [--quick]
 */
import { idPaths, listPaths, runLoad } from './lib/load';
import { budget, machineLine, printTable, quick, type Cell } from './lib/report';
import { ADMIN, DEMO_PASSWORD, login, rssMb, seed, startServer, tempDir } from './lib/server';

const SIZES = quick
  ? { purchases: 10_000, tickets: 200, users: 500 }
  : { purchases: 100_000, tickets: 2_000, users: 5_000 };
const SECONDS = quick ? 3 : 10;
const RSS_BUDGET_MB = 300;
/** Run-to-run growth below this is noise (allocator, JIT), not a leak. */
const GROWTH_TOLERANCE_MB = 15;

async function run() {
  console.log(`bench/memory — ${machineLine()}`);
  const rows: Record<string, Cell>[] = [];
  const settle = () => new Promise((r) => setTimeout(r, 2000));

  const firstStart = await startServer({ dataDir: tempDir('memory-first-start') });
  try {
    await settle();
    rows.push({
      moment: 'first start, empty data dir',
      'RSS MB': rssMb(firstStart.pid).toFixed(0),
    });
  } finally {
    await firstStart.stop();
  }

  const dataDir = tempDir('memory');
  seed(dataDir, SIZES);
  const server = await startServer({ dataDir });
  try {
    await settle();
    rows.push({ moment: 'after start', 'RSS MB': rssMb(server.pid).toFixed(0) });
    const token = await login(server.url);
    const base = { token, connections: 50, seconds: SECONDS };
    for (let i = 1; i <= 3; i += 1) {
      await runLoad(server.url, { ...base, name: 'list', paths: listPaths(500) });
      await runLoad(server.url, { ...base, name: 'one', paths: idPaths(SIZES.purchases) });
      await runLoad(server.url, {
        ...base,
        name: 'analytics',
        paths: ['/api/v1/users/dashboard/analytics'],
      });
      await runLoad(server.url, {
        ...base,
        connections: 10,
        name: 'login',
        paths: ['/api/v1/users/login'],
        method: 'POST',
        body: JSON.stringify({ email: ADMIN, password: DEMO_PASSWORD }),
      });
      await settle();
      rows.push({ moment: `after load run ${i}`, 'RSS MB': rssMb(server.pid).toFixed(0) });
    }
  } finally {
    await server.stop();
  }
  printTable(`Server RSS (PGlite, then ${SIZES.purchases} purchases)`, rows);
  const values = rows.map((r) => Number(r['RSS MB']));
  const growth = values[4] - values[2];
  const budgets = [
    budget('highest RSS', Math.max(...values), RSS_BUDGET_MB, 'MB'),
    budget('growth from run 1 to run 3', growth, GROWTH_TOLERANCE_MB, 'MB'),
  ];
  printTable('Budgets', budgets);
  if (budgets.some((b) => b.result !== 'ok')) process.exitCode = 1;
}

await run();
