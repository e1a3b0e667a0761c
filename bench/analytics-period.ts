/**
 * The dashboard over a period (issue 61): `GET users/dashboard/analytics?from&to` at one
 * connection, caches off, on a local PostgreSQL seeded with `npm run seed -- --purchases N` for
 * each size, as a System Admin (the platform) and as a venue's admin (its institution). Per
 * case: p50 and p99 of the reply time, and the CPU time per request of the database (the
 * cluster's processes) and of the server process, from /proc. Budget at the largest size: CPU
 * (database + server) ≤ 50 ms and p99 ≤ 100 ms per request.
 *
 *   npx tsx bench/analytics-period.ts [--quick] [--sizes=10000,100000,1000000] [--rounds=40]
 */
import {
  budget,
  machineLine,
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
const ROUNDS = Number(option('rounds', quick ? '10' : '40'));
const WARM_UP = 3;
const VENUE_ADMIN = 'venue.admin@partypass.test';
const BUDGET = { cpuMs: 50, p99Ms: 100 };

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const period = (days: number) => `from=${day(-(days - 1))}&to=${day(0)}`;
const CASES = [
  { name: 'platform, 30 days', admin: true, query: period(30) },
  { name: 'platform, 1 year', admin: true, query: period(365) },
  { name: 'platform, 1096 days', admin: true, query: period(1096) },
  { name: 'venue, 1 year', admin: false, query: period(365) },
];

async function measure(
  url: string,
  token: string,
  query: string,
  postmaster: number,
  server: number,
) {
  const ask = async () => {
    const started = performance.now();
    const res = await fetch(`${url}/api/v1/users/dashboard/analytics?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`analytics ${query}: ${res.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < WARM_UP; i++) await ask();
  const database = cpuOfTree(postmaster);
  const own = cpuOf(server);
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) times.push(await ask());
  return {
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    databaseCpu: ((cpuOfTree(postmaster) - database) * 1000) / ROUNDS,
    serverCpu: ((cpuOf(server) - own) * 1000) / ROUNDS,
  };
}

console.log(`analytics over a period · ${machineLine()}`);
const rows: Record<string, Cell>[] = [];
const budgets: Record<string, Cell>[] = [];
for (const purchases of SIZES) {
  await withSeededDatabase(
    'period',
    purchases,
    'postgres',
    async ({ dataDir, env, postmaster }) => {
      const server = await startServer({ dataDir, env: { ...env, CACHE_MS: '0' } });
      try {
        const tokens = {
          admin: await login(server.url),
          venue: await login(server.url, VENUE_ADMIN),
        };
        for (const c of CASES) {
          const token = c.admin ? tokens.admin : tokens.venue;
          const m = await measure(server.url, token, c.query, postmaster, server.pid);
          rows.push({
            purchases,
            case: c.name,
            'p50 ms': m.p50.toFixed(1),
            'p99 ms': m.p99.toFixed(1),
            'database CPU ms': m.databaseCpu.toFixed(1),
            'server CPU ms': m.serverCpu.toFixed(1),
          });
          if (purchases === Math.max(...SIZES)) {
            budgets.push(
              budget(`${c.name}: CPU per request`, m.databaseCpu + m.serverCpu, BUDGET.cpuMs, 'ms'),
            );
            budgets.push(budget(`${c.name}: p99`, m.p99, BUDGET.p99Ms, 'ms'));
          }
        }
      } finally {
        await server.stop();
      }
    },
  );
}
printTable(`Dashboard over a period, 1 connection, caches off, ${ROUNDS} requests per case`, rows);
printTable(`Budgets at ${Math.max(...SIZES)} purchases (PostgreSQL)`, budgets);
process.exitCode = budgets.some((row) => row.result === 'OVER') ? 1 : 0;
