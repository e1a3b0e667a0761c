/**
 * Part 4 — API under load: autocannon (this process) against the server (a child process) on
 * loopback, with 100 000 purchases, 2 000 ticket types and 5 000 users, on PGlite and on a local
 * PostgreSQL server (scripts/local-postgres.mjs), with the caches on (the default) and off
 * (CACHE_MS=0), beside a bare Fastify route measured in the same run. Every list request draws
 * its page uniformly over the whole list and its sort, order and filter at random; every search
 * a word of a seeded buyer's or ticket type's name, another one each time: nothing a cache could
 * learn from the bench's own pattern. Three rounds per server (one with --quick); the tables give
 * each figure's median. Then the login starvation check (the list alone, then beside logins),
 * the per-request cost at 1 connection on 10 000 and on 100 000 purchases, and on PGlite its fair
 * queue under 50 and 10 connections of random pages and searches for 30 s (issue 61's budgets).
 *
 *   npx tsx bench/api-load.ts [--quick] [--db pglite|postgres]
 *   npx tsx bench/api-load.ts --fair-queue     # only PGlite's fair queue
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  loadRow,
  medianResult,
  runLoad,
  settle,
  startBareServer,
  type LoadCase,
  type LoadResult,
} from './lib/load';
import { budget, machineLine, median, printTable, quick, type Cell } from './lib/report';
import {
  ADMIN,
  DEMO_PASSWORD,
  login,
  seed,
  startLocalPostgres,
  startServer,
  tempDir,
  type LocalPostgres,
} from './lib/server';

const LARGE = { purchases: 100_000, tickets: 2_000, users: 5_000 };
const SMALL = { purchases: 10_000, tickets: 200, users: 500 };
const SIZES = quick ? SMALL : LARGE;
const SECONDS = quick ? 3 : 10;
/** Every case runs this many times on the same server; the tables give the medians. */
const ROUNDS = quick ? 1 : 3;
const CONNECTIONS = 50;
const PAGE_SIZE = 20;

/** The budgets: p99 as a multiple of the bare route's p99, per database. */
const BUDGETS = {
  postgres: { list: 5, search: 8, analytics: 5 },
  pglite: { list: 15, search: 25, analytics: 15 },
} as const;

const dbArg = process.argv.indexOf('--db');
const DATABASES = (dbArg > 0 ? [process.argv[dbArg + 1]] : ['pglite', 'postgres']) as (
  'pglite' | 'postgres'
)[];

const SORTS = [
  'purchase_date',
  'purchase_id',
  'price_amount',
  'ticket_status',
  'payment_status',
  'user_name',
  'ticket_name',
];
/** Filters with the share of purchases each keeps (seed.ts), to draw a page inside it. */
const FILTERS: [string, number][] = [
  ['payment_status=completed', 0.6],
  ['ticket_status=1', 0.3],
  ['payment_method=paypal', 0.3],
];
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const page = (rows: number) => 1 + Math.floor(Math.random() * Math.max(1, rows / PAGE_SIZE));
const LIST = '/api/v1/purchase/list';
/** A cheap signed-in read that waits in the same database queue as every case. */
const SETTLE_PATH = '/api/v1/purchase/1';

const sortedList = (purchases: number) => () =>
  `${LIST}?page=${page(purchases)}&pageSize=${PAGE_SIZE}&sort=${pick(SORTS)}&order=${pick(['asc', 'desc'])}`;
const filteredList = (purchases: number) => () => {
  const [filter, share] = pick(FILTERS);
  return `${LIST}?page=${page(purchases * share)}&pageSize=${PAGE_SIZE}&${filter}&order=${pick(['asc', 'desc'])}`;
};
const search = (words: string[]) => () =>
  `${LIST}?page=1&pageSize=${PAGE_SIZE}&q=${encodeURIComponent(pick(words))}`;

/** Words of the seeded buyers' and ticket types' names (3 letters or more), read over the API. */
async function seededWords(url: string, token: string): Promise<string[]> {
  const words = new Set<string>();
  for (const resource of ['users/list', 'ticket/list']) {
    const reply = await fetch(`${url}/api/v1/${resource}?page=1&pageSize=200`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await reply.json()) as { data?: { name?: string }[] };
    for (const item of body.data ?? []) {
      for (const word of (item.name ?? '').split(/\s+/)) if (word.length >= 3) words.add(word);
    }
  }
  if (words.size === 0) throw new Error('no seeded names to search for');
  return [...words];
}

function apiCases(token: string, purchases: number, words: string[]): LoadCase[] {
  const base = { token, connections: CONNECTIONS, seconds: SECONDS, paths: [] };
  return [
    { ...base, name: 'list, sorted, random page', draw: sortedList(purchases) },
    { ...base, name: 'list, filtered, random page', draw: filteredList(purchases) },
    { ...base, name: 'list, search, random name', draw: search(words) },
    {
      ...base,
      name: 'purchase/{id}, random id',
      draw: () => `/api/v1/purchase/${1 + Math.floor(Math.random() * purchases)}`,
    },
    { ...base, name: 'dashboard analytics', paths: ['/api/v1/users/dashboard/analytics'] },
  ];
}

/** The paged list alone, then the same list with 10 connections logging in at the same time. */
async function starvation(url: string, token: string, purchases: number) {
  const list: LoadCase = {
    name: 'list, alone',
    paths: [],
    draw: sortedList(purchases),
    token,
    connections: 10,
    seconds: SECONDS,
  };
  const alone = await runLoad(url, list);
  await settle(url, SETTLE_PATH, token);
  const [withLogins, logins] = await Promise.all([
    runLoad(url, { ...list, name: 'list, during logins' }),
    runLoad(url, {
      name: 'POST users/login, beside it',
      paths: ['/api/v1/users/login'],
      method: 'POST',
      body: JSON.stringify({ email: ADMIN, password: DEMO_PASSWORD }),
      connections: 10,
      seconds: SECONDS,
    }),
  ]);
  await settle(url, SETTLE_PATH, token);
  return [alone, withLogins, logins];
}

/** The PGlite budgets under a busy moment: p99 per number of connections (ms). */
const FAIR_QUEUE_BUDGETS = [
  { connections: 50, p99: 2000 },
  { connections: 10, p99: 500 },
];
const FAIR_QUEUE_SECONDS = quick ? 5 : 30;

/**
 * PGlite's fair queue (server/db/fairQueue.ts) under a busy moment: random pages by every sort
 * mixed with searches, at 50 then 10 connections, each for FAIR_QUEUE_SECONDS.
 */
async function fairQueue(url: string, token: string, purchases: number, words: string[]) {
  const pages = sortedList(purchases);
  const searches = search(words);
  let turn = 0;
  const results: LoadResult[] = [];
  for (const { connections } of FAIR_QUEUE_BUDGETS) {
    results.push(
      await runLoad(url, {
        name: `random pages and searches, ${connections} connections`,
        paths: [],
        draw: () => (turn++ % 2 === 0 ? pages() : searches()),
        token,
        connections,
        seconds: FAIR_QUEUE_SECONDS,
      }),
    );
    await settle(url, SETTLE_PATH, token);
  }
  return results;
}

/** Prints the fair-queue runs and returns their budget lines. */
function fairQueueBudgets(fair: LoadResult[]): Record<string, Cell>[] {
  printTable(
    `PGlite's fair queue, caches off (${FAIR_QUEUE_SECONDS} s each)`,
    fair.map((r) => loadRow(r)),
  );
  return fair.flatMap((r, i) => {
    const { connections, p99 } = FAIR_QUEUE_BUDGETS[i];
    return [
      budget(`pglite: pages and searches p99, ${connections} connections`, r.p99, p99, 'ms'),
      budget(`pglite: pages and searches errors, ${connections} connections`, r.errors, 0, ''),
    ];
  });
}

/** A database of `sizes`, seeded; `env` points the server and the seed at it. */
async function withDatabase<T>(
  kind: 'pglite' | 'postgres',
  sizes: typeof LARGE,
  run: (dataDir: string, env: Record<string, string>) => Promise<T>,
): Promise<T> {
  const dataDir = tempDir(`api-${kind}`);
  const pgDir = path.join(tmpdir(), `partypass-bench-pg-${process.pid}-${sizes.purchases}`);
  let postgres: LocalPostgres | undefined;
  const env: Record<string, string> = {};
  try {
    if (kind === 'postgres') {
      // Not a mkdtemp folder: that is private to root, and the cluster runs as `postgres`.
      postgres = await startLocalPostgres(pgDir);
      env.DATABASE_URL = postgres.url;
    }
    const started = Date.now();
    seed(dataDir, sizes, env);
    console.log(
      `${kind}: seeded ${sizes.purchases} purchases in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return await run(dataDir, env);
  } finally {
    postgres?.stop();
    if (postgres) rmSync(pgDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface PerRequest {
  list: number;
  search: number;
}

/** ms per request (mean) of the sorted list and of a search at 1 connection. */
async function perRequest(url: string, token: string, purchases: number): Promise<PerRequest> {
  const words = await seededWords(url, token);
  const one = { token, connections: 1, seconds: SECONDS, paths: [] };
  const list = await runLoad(url, { ...one, name: 'list', draw: sortedList(purchases) });
  await settle(url, SETTLE_PATH, token);
  const found = await runLoad(url, { ...one, name: 'search', draw: search(words) });
  return { list: 1000 / list.rps, search: 1000 / found.rps };
}

/** The same on a fresh database of `sizes`, caches off. */
const perRequestOn = (kind: 'pglite' | 'postgres', sizes: typeof LARGE) =>
  withDatabase(kind, sizes, async (dataDir, env) => {
    const server = await startServer({ dataDir, env: { ...env, CACHE_MS: '0' } });
    try {
      return await perRequest(server.url, await login(server.url), sizes.purchases);
    } finally {
      await server.stop();
    }
  });

interface Round {
  bare: LoadResult;
  api: LoadResult[];
}

/** `--fair-queue`: only the fair-queue runs, on PGlite with the caches off. */
async function runFairQueueOnly() {
  console.log(`bench/api-load --fair-queue — ${machineLine()}`);
  const budgets: Record<string, Cell>[] = [];
  await withDatabase('pglite', SIZES, async (dataDir, env) => {
    const server = await startServer({ dataDir, env: { ...env, CACHE_MS: '0' } });
    try {
      const token = await login(server.url);
      const words = await seededWords(server.url, token);
      budgets.push(...fairQueueBudgets(await fairQueue(server.url, token, SIZES.purchases, words)));
    } finally {
      await server.stop();
    }
  });
  printTable('Budgets', budgets);
  if (budgets.some((b) => b.result !== 'ok')) process.exitCode = 1;
}

async function run() {
  console.log(`bench/api-load — ${machineLine()}`);
  console.log(
    `data: ${SIZES.purchases} purchases, ${SIZES.tickets} ticket types, ${SIZES.users} users; ${CONNECTIONS} connections, ${SECONDS} s per request, ${ROUNDS} rounds`,
  );
  const budgets: Record<string, Cell>[] = [];
  const bareServer = await startBareServer();
  try {
    for (const kind of DATABASES) {
      let large: PerRequest | undefined;
      await withDatabase(kind, SIZES, async (dataDir, env) => {
        for (const caches of ['off', 'on'] as const) {
          const server = await startServer({
            dataDir,
            env: caches === 'off' ? { ...env, CACHE_MS: '0' } : env,
          });
          try {
            const token = await login(server.url);
            const words = await seededWords(server.url, token);
            if (caches === 'off' && !quick)
              large = await perRequest(server.url, token, SIZES.purchases);
            const rounds: Round[] = [];
            const starved: LoadResult[][] = [];
            for (let round = 0; round < ROUNDS; round += 1) {
              const bare = await runLoad(bareServer.url, {
                name: 'bare Fastify route',
                paths: ['/bare'],
                connections: CONNECTIONS,
                seconds: SECONDS,
              });
              const api: LoadResult[] = [];
              for (const c of apiCases(token, SIZES.purchases, words)) {
                api.push(await runLoad(server.url, c));
                await settle(server.url, SETTLE_PATH, token);
              }
              rounds.push({ bare, api });
              if (caches === 'on')
                starved.push(await starvation(server.url, token, SIZES.purchases));
            }
            const bare = medianResult(rounds.map((r) => r.bare));
            const results = rounds[0].api.map((_, i) => medianResult(rounds.map((r) => r.api[i])));
            printTable(
              `API on ${kind}, caches ${caches} (${CONNECTIONS} connections, ${SECONDS} s each, median of ${ROUNDS} rounds)`,
              [loadRow(bare), ...results.map((r) => loadRow(r, bare))],
            );
            const [sorted, filtered, searched, , analytics] = results;
            const limits = BUDGETS[kind];
            // A case with no answer at all is over any budget, not 0× the bare route.
            const ratio = (r: LoadResult) =>
              r.requests > r.errors ? r.p99 / Math.max(1, bare.p99) : Infinity;
            if (caches === 'off') {
              budgets.push(
                budget(
                  `${kind}: list p99 ÷ bare, caches off`,
                  Math.max(ratio(sorted), ratio(filtered)),
                  limits.list,
                  '×',
                ),
                budget(
                  `${kind}: search p99 ÷ bare, caches off`,
                  ratio(searched),
                  limits.search,
                  '×',
                ),
                budget(
                  `${kind}: analytics p99 ÷ bare, caches off`,
                  ratio(analytics),
                  limits.analytics,
                  '×',
                ),
              );
            } else {
              budgets.push(
                budget(
                  `${kind}: analytics p99 ÷ bare, caches on`,
                  ratio(analytics),
                  limits.analytics,
                  '×',
                ),
              );
            }
            budgets.push(
              budget(
                `${kind}: errors (reads), caches ${caches}`,
                results.reduce((n, r) => n + r.errors, 0),
                0,
                '',
              ),
            );
            if (kind === 'pglite') {
              budgets.push(
                budget(
                  `pglite: requests over 1 s, caches ${caches}`,
                  results.reduce((n, r) => n + r.slow, 0),
                  0,
                  '',
                ),
              );
            }
            if (kind === 'pglite' && caches === 'off') {
              budgets.push(
                ...fairQueueBudgets(await fairQueue(server.url, token, SIZES.purchases, words)),
              );
            }
            if (starved.length > 0) {
              const s = starved[0].map((_, i) => medianResult(starved.map((r) => r[i])));
              printTable(
                `Logins beside the paged list on ${kind} (10 + 10 connections, median of ${ROUNDS} rounds)`,
                s.map((r) => loadRow(r)),
              );
              const ratios = starved.map((r) => r[1].p99 / Math.max(1, r[0].p99));
              budgets.push(
                budget(`${kind}: list p99 during logins ÷ alone`, median(ratios), 3, '×'),
              );
            }
          } finally {
            await server.stop();
          }
        }
      });
      if (large) {
        const small = await perRequestOn(kind, SMALL);
        printTable(`Per request at 1 connection on ${kind}, caches off (ms, mean)`, [
          {
            request: 'list, sorted, random page',
            '10 000': small.list.toFixed(2),
            '100 000': large.list.toFixed(2),
            growth: `${(large.list / small.list).toFixed(2)}×`,
          },
          {
            request: 'list, search, random name',
            '10 000': small.search.toFixed(2),
            '100 000': large.search.toFixed(2),
            growth: `${(large.search / small.search).toFixed(2)}×`,
          },
        ]);
        budgets.push(
          budget(`${kind}: list cost 10 000 → 100 000`, large.list / small.list, 2, '×'),
          budget(`${kind}: search cost 10 000 → 100 000`, large.search / small.search, 2, '×'),
        );
      }
    }
  } finally {
    bareServer.stop();
  }
  printTable('Budgets', budgets);
  if (budgets.some((b) => b.result !== 'ok')) process.exitCode = 1;
}

if (process.argv.includes('--fair-queue')) await runFairQueueOnly();
else await run();
