/**
 * Part 4 — API under load: autocannon (this process) against the server (a child process) on
 * loopback, with 100 000 purchases, 2 000 ticket types and 5 000 users, on PGlite and on a local
 * PostgreSQL server (scripts/local-postgres.mjs). Every figure is also given as a share of a bare
 * Fastify route measured in the same run. Ends with the login starvation check: the paged list
 * alone, then the same list while logins (argon2 hashing) run beside it. All of it runs in three
 * rounds on one server (one with --quick); the tables give each figure's median, and a last table
 * every round's p99, the first round being the one on a freshly started server.
 *
 *   npx tsx bench/api-load.ts [--quick] [--db pglite|postgres]
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  idPaths,
  listPaths,
  loadRow,
  medianResult,
  runLoad,
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

const SIZES = quick
  ? { purchases: 10_000, tickets: 200, users: 500 }
  : { purchases: 100_000, tickets: 2_000, users: 5_000 };
const SECONDS = quick ? 3 : 10;
/** Every case runs this many times on the same server; the tables give the medians. */
const ROUNDS = quick ? 1 : 3;
const CONNECTIONS = 50;

const dbArg = process.argv.indexOf('--db');
const DATABASES = (dbArg > 0 ? [process.argv[dbArg + 1]] : ['pglite', 'postgres']) as (
  'pglite' | 'postgres'
)[];

async function measureApi(url: string, token: string) {
  const base = { token, connections: CONNECTIONS, seconds: SECONDS };
  const cases: LoadCase[] = [
    {
      ...base,
      name: 'GET purchase/list (paged, sorted)',
      paths: listPaths(500).filter((p) => !p.includes('status') && !p.includes('method')),
    },
    {
      ...base,
      name: 'GET purchase/list (paged, filtered)',
      paths: listPaths(200).filter((p) => /status|method/.test(p)),
    },
    { ...base, name: 'GET purchase/{id}', paths: idPaths(SIZES.purchases) },
    {
      ...base,
      name: 'GET users/dashboard/analytics',
      paths: ['/api/v1/users/dashboard/analytics'],
    },
    {
      ...base,
      name: 'POST users/login (argon2id)',
      paths: ['/api/v1/users/login'],
      method: 'POST',
      body: JSON.stringify({ email: ADMIN, password: DEMO_PASSWORD }),
    },
  ];
  const results: LoadResult[] = [];
  for (const c of cases) results.push(await runLoad(url, c));
  return results;
}

/** The paged list alone, then the same list with 10 connections logging in at the same time. */
async function starvation(url: string, token: string) {
  const list: LoadCase = {
    name: 'GET purchase/list, alone',
    paths: listPaths(100),
    token,
    connections: 10,
    seconds: SECONDS,
  };
  const alone = await runLoad(url, list);
  const [withLogins, logins] = await Promise.all([
    runLoad(url, { ...list, name: 'GET purchase/list, during logins' }),
    runLoad(url, {
      name: 'POST users/login, beside it',
      paths: ['/api/v1/users/login'],
      method: 'POST',
      body: JSON.stringify({ email: ADMIN, password: DEMO_PASSWORD }),
      connections: 10,
      seconds: SECONDS,
    }),
  ]);
  return [alone, withLogins, logins];
}

interface Round {
  bare: LoadResult;
  api: LoadResult[];
  starved: LoadResult[];
}

/** Each case's median over the rounds, in the cases' order. */
const medians = (rounds: Round[], pick: (round: Round) => LoadResult[]) =>
  pick(rounds[0]).map((_, i) => medianResult(rounds.map((round) => pick(round)[i])));

/** Every round's p99, so the fresh server's first round stays in sight beside the medians. */
function printRounds(kind: string, rounds: Round[], ratios: number[]) {
  const row = (name: string, values: (number | string)[]): Record<string, Cell> =>
    Object.fromEntries([
      ['request', name],
      ...values.map((v, i) => [i === 0 ? 'round 1 (fresh server)' : `round ${i + 1}`, v]),
    ]);
  const cases = [(r: Round) => r.bare, ...rounds[0].api.map((_, i) => (r: Round) => r.api[i])];
  const starved = rounds[0].starved.map((_, i) => (r: Round) => r.starved[i]);
  printTable(`p99 ms in each round on ${kind}`, [
    ...[...cases, ...starved].map((pick) =>
      row(
        pick(rounds[0]).name,
        rounds.map((r) => pick(r).p99),
      ),
    ),
    row(
      'list during logins ÷ alone',
      ratios.map((x) => `${x.toFixed(1)}×`),
    ),
  ]);
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
      const dataDir = tempDir(`api-${kind}`);
      const pgDir = path.join(tmpdir(), `partypass-bench-pg-${process.pid}`);
      let postgres: LocalPostgres | undefined;
      const env: Record<string, string> = {};
      try {
        if (kind === 'postgres') {
          // Not a mkdtemp folder: that is private to root, and the cluster runs as `postgres`.
          postgres = await startLocalPostgres(pgDir);
          env.DATABASE_URL = postgres.url;
        }
        const started = Date.now();
        seed(dataDir, SIZES, env);
        console.log(`${kind}: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        const server = await startServer({ dataDir, env });
        try {
          const token = await login(server.url);
          const rounds: Round[] = [];
          for (let round = 0; round < ROUNDS; round += 1) {
            const bare = await runLoad(bareServer.url, {
              name: 'bare Fastify route',
              paths: ['/bare'],
              connections: CONNECTIONS,
              seconds: SECONDS,
            });
            const api = await measureApi(server.url, token);
            rounds.push({ bare, api, starved: await starvation(server.url, token) });
          }
          const bare = medianResult(rounds.map((r) => r.bare));
          const results = medians(rounds, (r) => r.api);
          const s = medians(rounds, (r) => r.starved);
          const ratios = rounds.map(({ starved }) => starved[1].p99 / Math.max(1, starved[0].p99));
          printTable(
            `API on ${kind} (${CONNECTIONS} connections, ${SECONDS} s each, median of ${ROUNDS} rounds)`,
            [loadRow(bare), ...results.map((r) => loadRow(r, bare))],
          );
          printTable(
            `Logins beside the paged list on ${kind} (10 + 10 connections, median of ${ROUNDS} rounds)`,
            s.map((r) => loadRow(r)),
          );
          if (ROUNDS > 1) printRounds(kind, rounds, ratios);
          if (kind === 'postgres') {
            const [sorted, filtered, , analytics] = results;
            budgets.push(
              budget('postgres: paged list p99', Math.max(sorted.p99, filtered.p99), 50, 'ms'),
            );
            budgets.push(budget('postgres: analytics p99', analytics.p99, 100, 'ms'));
          }
          const errors = results
            .filter((r) => !r.name.startsWith('POST'))
            .reduce((n, r) => n + r.errors, 0);
          budgets.push(budget(`${kind}: errors (reads)`, errors, 0, ''));
          budgets.push(budget(`${kind}: list p99 during logins ÷ alone`, median(ratios), 3, '×'));
        } finally {
          await server.stop();
        }
      } finally {
        postgres?.stop();
        if (postgres) rmSync(pgDir, { recursive: true, force: true });
      }
    }
  } finally {
    bareServer.stop();
  }
  printTable('Budgets', budgets);
  if (budgets.some((b) => b.result !== 'ok')) process.exitCode = 1;
}

await run();
