/**
 * Page jumps of the purchase list as the list grows: for each size (`--sizes=10000,100000`), a
 * fresh database seeded with `npm run seed -- --purchases N` (PostgreSQL with `--db=postgres`,
 * the default; PGlite with `--db=pglite`), then, at one connection with `CACHE_MS=0`, by every
 * sort the console offers and both orders: the first page, a page drawn at random over the whole
 * list and the last page, each `--rounds` times. Jumps read from sampled keys once they are built
 * (server/db/pageSamples.ts): the script asks for one jump per sort, waits until the server and
 * database are idle (the builds done), then measures. Prints medians, p90, CPU per request
 * (database + server, from /proc) and each jump's ratio to the first page, with the budget
 * (≤ 2× the first page's cost, issue 61) at the largest size.
 *
 *   npx tsx bench/page-jumps.ts --sizes=10000,100000 [--db=pglite] [--rounds=15]
 */
import { PURCHASE_SORT_KEYS } from '../contract';
import {
  budget,
  machineLine,
  median,
  option,
  percentile,
  printTable,
  quick,
  sizesOption,
  type Cell,
} from './lib/report';
import { cpuOf, cpuOfTree } from './lib/proc';
import { login, startServer, withSeededDatabase } from './lib/server';

const SIZES = sizesOption();
const DATABASE = option('db', 'postgres') as 'postgres' | 'pglite';
const ROUNDS = Number(option('rounds', quick ? '5' : '15'));
const PAGE_SIZE = 20;
const BUDGET_RATIO = 2;
const LIST = '/api/v1/purchase/list';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function ask(url: string, token: string, query: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${url}${LIST}?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${query}: ${res.status}`);
  return performance.now() - started;
}

/** Waits until the processes used under 5 % of a core for two seconds running (at most 10 min). */
async function idle(cpu: () => number) {
  const deadline = Date.now() + 600_000;
  let quiet = 0;
  while (quiet < 2 && Date.now() < deadline) {
    const before = cpu();
    await sleep(1000);
    quiet = cpu() - before < 0.05 ? quiet + 1 : 0;
  }
}

interface Measured {
  p50: number;
  p90: number;
  cpuMs: number;
}

async function measure(
  url: string,
  token: string,
  draw: () => string,
  cpu: () => number,
): Promise<Measured> {
  await ask(url, token, draw());
  const before = cpu();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) times.push(await ask(url, token, draw()));
  return {
    p50: median(times),
    p90: percentile(times, 0.9),
    cpuMs: ((cpu() - before) * 1000) / ROUNDS,
  };
}

console.log(`page jumps (${DATABASE}) · ${machineLine()}`);
const rows: Record<string, Cell>[] = [];
const budgets: Record<string, Cell>[] = [];
for (const purchases of SIZES) {
  await withSeededDatabase('jumps', purchases, DATABASE, async ({ dataDir, env, postmaster }) => {
    const server = await startServer({ dataDir, env: { ...env, CACHE_MS: '0' } });
    const cpu = () => cpuOf(server.pid) + (postmaster ? cpuOfTree(postmaster) : 0);
    try {
      const token = await login(server.url);
      const first = await ask(server.url, token, `page=1&pageSize=${PAGE_SIZE}`);
      const total = await fetch(`${server.url}${LIST}?page=1&pageSize=1`, {
        headers: { authorization: `Bearer ${token}` },
      })
        .then((r) => r.json() as Promise<{ meta: { total: number } }>)
        .then((b) => b.meta.total);
      const pages = Math.ceil(total / PAGE_SIZE);
      console.log(`first page ${first.toFixed(0)} ms; ${total} purchases, ${pages} pages`);
      const orders = PURCHASE_SORT_KEYS.flatMap((sort) =>
        (['asc', 'desc'] as const).map((order) => `sort=${sort}&order=${order}`),
      );
      const built = Date.now();
      for (const sort of PURCHASE_SORT_KEYS) {
        await ask(server.url, token, `sort=${sort}&page=${pages}&pageSize=${PAGE_SIZE}`);
      }
      await idle(cpu);
      console.log(`samples built in ${((Date.now() - built) / 1000).toFixed(1)} s`);
      for (const sortOrder of orders) {
        const at = (page: () => number) => () =>
          `${sortOrder}&page=${page()}&pageSize=${PAGE_SIZE}`;
        const firstPage = await measure(
          server.url,
          token,
          at(() => 1),
          cpu,
        );
        const random = await measure(
          server.url,
          token,
          at(() => 2 + Math.floor(Math.random() * (pages - 1))),
          cpu,
        );
        const last = await measure(
          server.url,
          token,
          at(() => pages),
          cpu,
        );
        const cell = (m: Measured) =>
          `${m.p50.toFixed(0)} (${m.p90.toFixed(0)}), ${m.cpuMs.toFixed(1)} CPU`;
        rows.push({
          purchases,
          sort: sortOrder.replace('sort=', '').replace('&order=', ' '),
          'first page ms (p90), CPU ms': cell(firstPage),
          'random page': cell(random),
          'last page': cell(last),
          'random ÷ first (CPU)': (random.cpuMs / firstPage.cpuMs).toFixed(2),
          'last ÷ first (CPU)': (last.cpuMs / firstPage.cpuMs).toFixed(2),
        });
        if (purchases === Math.max(...SIZES)) {
          const name = sortOrder.replace('sort=', '').replace('&order=', ' ');
          budgets.push(
            budget(
              `${name}: random page ÷ first`,
              random.cpuMs / firstPage.cpuMs,
              BUDGET_RATIO,
              '×',
            ),
            budget(`${name}: last page ÷ first`, last.cpuMs / firstPage.cpuMs, BUDGET_RATIO, '×'),
          );
        }
      }
    } finally {
      await server.stop();
    }
  });
}
printTable(
  `Page jumps, ${DATABASE}, 1 connection, caches off, ${ROUNDS} requests per cell: median ms (p90), CPU ms per request (database + server)`,
  rows,
);
printTable(`Budgets at ${Math.max(...SIZES)} purchases (${DATABASE}, CPU per request)`, budgets);
process.exitCode = budgets.some((row) => row.result === 'OVER') ? 1 : 0;
