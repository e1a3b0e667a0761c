/**
 * Door load (issue 57): three server processes (the compiled server, as `npm start` runs it) on
 * one local PostgreSQL behind Debian's nginx (deploy/nginx.conf, as the load-balancer drill runs
 * it), 50 connections entering and checking out passes of one venue with an Idempotency-Key each,
 * as the console sends them. Three phases: the reads alone, the door alone (server and database
 * CPU per move, statements per move from pg_stat_statements: the round trips), then the door with
 * the reads beside it (p50/p99 of both, against the 300 ms budget). `--profile` writes a CPU
 * profile of each server process during the door phases and prints the functions that took most.
 *
 *   npx tsx bench/door-load.ts [--quick] [--profile] [--passes=N] [--pool=N] [--entry=main.mjs]
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { insertDoorPasses, quantile, readWhile, runBusyDoor } from '../tests/faults/busy-door';
import { startNginx } from '../tests/faults/nginx';
import { budget, machineLine, option, printTable, quick, type Cell } from './lib/report';
import { login, startServer, tempDir, type RunningServer } from './lib/server';
import { startPostgres } from '../scripts/local-postgres.mjs';

const CONNECTIONS = 50;
const READERS = 4;
/** Passes per door phase; each is entered and checked out (two moves). */
const PASSES = Number(option('passes', quick ? '250' : '1000'));
/** Each process's PostgreSQL pool, as in the load-balancer drill. */
const POOL = option('pool', '5');
/** Budget (issue 57): door moves through nginx on three instances, p99. */
const DOOR_P99_MS = 300;
/** Reads beside the door may take at most this much longer (p99) than alone. */
const READS_SLOWER_AT_MOST = 1.5;
const PROFILE = process.argv.includes('--profile');
/** Another compiled server to run (a `dist-server/main.mjs`), e.g. the build before a change. */
const ENTRY = option('entry', '') || undefined;
const CLOCK_TICKS = 100;

/** CPU seconds (user + system) a process has used so far (Linux /proc). */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
const totalCpu = (pids: number[]) => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** The functions with the most self time over the profiles in `dir`, as a share of all samples. */
function topFunctions(dir: string, count = 15): Record<string, Cell>[] {
  const self = new Map<string, number>();
  let total = 0;
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
      nodes: ProfileNode[];
    };
    for (const node of profile.nodes) {
      const hits = node.hitCount ?? 0;
      const { functionName, url, lineNumber } = node.callFrame;
      const where = url
        ? `${url.replace(/^.*node_modules\//, '').replace(/^.*\//, '')}:${lineNumber + 1}`
        : '';
      const name = `${functionName || '(anonymous)'} ${where}`.trim();
      self.set(name, (self.get(name) ?? 0) + hits);
      total += hits;
    }
  }
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, hits]) => ({ function: name, 'self %': `${((100 * hits) / total).toFixed(1)}%` }));
}

async function main() {
  console.log(`Door load · ${machineLine()} · ${os.availableParallelism()} cores`);
  const pgDir = tempDir('door-pg');
  const nginxDir = tempDir('door-nginx');
  const profileDir = tempDir('door-profile');
  const pgServer = await startPostgres({ dir: pgDir });
  // Statements per move are counted by pg_stat_statements: preloaded, so a restart.
  pgServer.psql(`alter system set shared_preload_libraries = 'pg_stat_statements'`);
  pgServer.stop();
  pgServer.start();
  pgServer.psql('create extension if not exists pg_stat_statements', 'partypass');
  const servers: RunningServer[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    const start = (name: string) =>
      startServer({
        dataDir: tempDir(`door-${name}`),
        staticDir: path.join(pgDir, 'no-console'),
        env: {
          DATABASE_URL: pgServer.url,
          DATABASE_POOL_MAX: POOL,
          JWT_SECRET: 'door-load-bench-secret-shared-by-the-processes',
          TRUST_PROXY: '127.0.0.1',
        },
        entry: ENTRY,
        nodeArgs: PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.join(profileDir, name)}`] : [],
      });
    // The first one migrates and seeds; the others find the database ready.
    servers.push(await start('A'));
    servers.push(...(await Promise.all([start('B'), start('C')])));
    nginx = await startNginx(
      nginxDir,
      servers.map((s) => Number(new URL(s.url).port)),
    );
    const token = await login(nginx.url);
    const client = new pg.Client({ connectionString: pgServer.url });
    await client.connect();
    const backendPids = async () =>
      (
        await client.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = 'partypass' and pid <> pg_backend_pid()`,
        )
      ).rows.map((r) => r.pid);
    const OURS = `query not ilike '%pg_stat%' and query not ilike 'listen%'`;
    const statements = async () =>
      Number(
        (
          await client.query<{ n: string }>(
            `select coalesce(sum(calls), 0) as n from pg_stat_statements where ${OURS}`,
          )
        ).rows[0].n,
      );
    /** The statements run most often since the last reset, per move. */
    const topStatements = async (moves: number) =>
      (
        await client.query<{ query: string; calls: string }>(
          `select query, calls from pg_stat_statements where ${OURS} order by calls desc limit 8`,
        )
      ).rows.map((r) => ({
        'per move': (Number(r.calls) / moves).toFixed(2),
        statement: r.query.replace(/\s+/g, ' ').slice(0, 110),
      }));

    // 1. The reads alone, for as long as a door phase takes at most.
    const readsAlone: number[] = [];
    const readFailures: string[] = [];
    let reading = true;
    const readers = Array.from({ length: READERS }, () =>
      readWhile(nginx!.url, token, () => reading, readsAlone, readFailures),
    );
    await new Promise((resolve) => setTimeout(resolve, quick ? 5_000 : 15_000));
    reading = false;
    await Promise.all(readers);

    // 2. The door alone: CPU and statements per move.
    const alonePasses = await insertDoorPasses(pgServer.url, PASSES);
    const serverPids = servers.map((s) => s.pid);
    const dbPids = await backendPids();
    const cpuBefore = { server: totalCpu(serverPids), db: totalCpu(dbPids) };
    await client.query('select pg_stat_statements_reset()');
    const statementsBefore = await statements();
    const loadBefore = os.loadavg()[0];
    const alone = await runBusyDoor({
      url: nginx.url,
      token,
      passes: alonePasses,
      connections: CONNECTIONS,
      readers: 0,
      idempotencyKeys: true,
    });
    const statementsPerMove = ((await statements()) - statementsBefore) / alone.moves;
    const statementsRun = await topStatements(alone.moves);
    const serverCpuMs = ((totalCpu(serverPids) - cpuBefore.server) * 1000) / alone.moves;
    const dbCpuMs = ((totalCpu(dbPids) - cpuBefore.db) * 1000) / alone.moves;

    // 3. The door with the reads beside it.
    const besidePasses = await insertDoorPasses(pgServer.url, PASSES);
    const beside = await runBusyDoor({
      url: nginx.url,
      token,
      passes: besidePasses,
      connections: CONNECTIONS,
      readers: READERS,
      idempotencyKeys: true,
    });
    const loadAfter = os.loadavg()[0];
    await client.end();

    const failures = [...readFailures, ...alone.failures, ...beside.failures];
    const row = (name: string, times: number[]): Record<string, Cell> => ({
      requests: name,
      count: times.length,
      'p50 ms': quantile(times, 0.5),
      'p99 ms': quantile(times, 0.99),
      'max ms': quantile(times, 1),
    });
    printTable(
      `Door moves at ${CONNECTIONS} connections through nginx, 3 processes (pool ${POOL} each), PostgreSQL`,
      [
        row('reads alone', readsAlone),
        row('door moves alone', alone.doorTimes),
        row('door moves beside reads', beside.doorTimes),
        row('reads beside the door', beside.readTimes),
      ],
    );
    printTable('Cost of one door move (the door alone)', [
      {
        'server CPU ms': serverCpuMs.toFixed(1),
        'PostgreSQL CPU ms': dbCpuMs.toFixed(1),
        'statements (round trips)': statementsPerMove.toFixed(1),
        'moves/s': Math.round(
          alone.moves / (alone.doorTimes.reduce((a, b) => a + b, 0) / CONNECTIONS / 1000),
        ),
        'machine load': `${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${os.availableParallelism()} cores`,
      },
    ]);
    printTable('Statements of the door alone, most frequent first', statementsRun);
    const readsP99 = quantile(beside.readTimes, 0.99) / Math.max(1, quantile(readsAlone, 0.99));
    const budgets = [
      budget('door moves p99 (beside reads)', quantile(beside.doorTimes, 0.99), DOOR_P99_MS, 'ms'),
      budget('reads p99 beside ÷ alone', readsP99, READS_SLOWER_AT_MOST, '×'),
    ];
    printTable('Budgets', budgets);
    if (failures.length) console.log(`\nfailures: ${failures.slice(0, 10).join('; ')}`);
    process.exitCode = failures.length || budgets.some((b) => b.result !== 'ok') ? 1 : 0;
  } finally {
    await nginx?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    pgServer.stop();
    if (PROFILE) {
      printTable('Server CPU profile (door phases and all), self time', topFunctions(profileDir));
      console.log(`profiles: ${profileDir}`);
    }
    for (const d of [pgDir, nginxDir]) rmSync(d, { recursive: true, force: true });
  }
}

await main();
