/**
 * What each of the console's requests costs as the data grows, and how far that is from a
 * minimal Fastify route running the same SQL (issue 61 item 7). For each size (`--sizes=`, default
 * 10000,100000; 1000000 allowed), a fresh database seeded with `npm run seed -- --purchases N`
 * (a local PostgreSQL, or PGlite with `--db=pglite`, sizes up to 100 000), the server with
 * `CACHE_MS=0`, and at ONE connection, `--rounds` requests (default 30) of each kind: the
 * purchase list's first page by every sort (PURCHASE_SORT_KEYS, default order), a search, a
 * payment-status filter, the page after the first through its keyset cursor (`meta.next`), a jump
 * to a random page, a purchase by id, the dashboard analytics without and with a one-year period,
 * and a door scan (`POST door/scan` with codes from `GET door/qr/{id}`). The door's entry (a
 * write, `PATCH purchase/entry-update/{id}`) is left out: each move changes the pass's state, so
 * its statements cannot be replayed as they ran, and bench/door-load.ts measures it.
 *
 * Per kind: p50 and p99 of the reply time and the CPU per request of the server process and the
 * database (the postmaster and its backends, from /proc), as bench/page-jumps.ts does.
 *
 * The floor (PostgreSQL only), as issue 61 defines it: a minimal Fastify route running the same
 * SQL through the same driver. The same requests are sent again with the cluster logging
 * every statement (`log_statement = all`, on only for that pass, so the measured pass has no
 * logging cost; the bench logs a marker on its own connection before each request, so the log
 * splits into requests); the log gives each statement the route ran, with its parameters
 * (`DETAIL: parameters: $1 = '…'`), which pg_stat_statements does not keep. Once every kind is
 * measured, bench/lib/sql-floor-server.ts starts in its own process with those statements: a
 * `pg` Pool with the server's settings (server/db/client.ts's POOL_OPTIONS, TimeZone UTC) and one
 * GET route per kind that runs a request's statements in order (as text parameters, typed by the
 * server as the route's were; a statement the route prepared under a name, as the session check,
 * under that name, so prepared once as on the server's connection) and replies with the last
 * statement's rows as JSON: no auth, no validation, no schema. The bench sends each kind's
 * `--rounds` requests to it at one connection, request i running the statements of the project's
 * request i, and measures p50, p99 and the CPU per request of that process + the database exactly
 * as for the project. The ratio is the project's CPU ÷ the Fastify floor's CPU, budget ≤ 1.5×.
 *
 * Beside it, with no verdict, SQL alone: the same statements replayed through `pg` from the bench's
 * own process on one connection for at least a second, the database's CPU per request (no HTTP,
 * no JSON, no server: what PostgreSQL cannot avoid). A statement that cannot run again (a write's
 * key taken) is counted and skipped in both floors; the door scan's `pg_notify` is replayed like
 * the rest. The rollups' fold (server/db/rollupFold.ts, once a second whatever the requests) is
 * not replayed: it is no request's statement. `--statements` prints each kind's statements and
 * how often per request. On PGlite the database lives in the server process: no floor, only the
 * project's figures.
 *
 * Then the growth: each request's CPU at the largest size ÷ at the next smaller size; the budget
 * (≤ 1.5×) is judged only from 100 000 to 1 000 000. Budgets are reported, never the exit code:
 * it is 0 unless the script crashes.
 *
 *   npx tsx bench/request-cost.ts [--sizes=10000,100000,1000000] [--db=pglite] [--rounds=30]
 *     [--statements]
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PURCHASE_SORT_KEYS } from '../contract';
import {
  budget,
  machineLine,
  option,
  percentile,
  printTable,
  quick,
  type Cell,
} from './lib/report';
import { cpuOf, cpuOfTree } from './lib/proc';
import { login, ROOT, startServer, tempDir, withSeededDatabase } from './lib/server';

const SIZES = option('sizes', quick ? '10000' : '10000,100000')
  .split(',')
  .map(Number);
const DATABASE = option('db', 'postgres') as 'postgres' | 'pglite';
const ROUNDS = Number(option('rounds', quick ? '10' : '30'));
const PAGE_SIZE = 20;
const BUDGET = { floor: 1.5, growth: 1.5 };
const FLOOR_MS = 1000;
const SHOW_STATEMENTS = process.argv.includes('--statements');
const API = '/api/v1';
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

if (DATABASE === 'pglite' && SIZES.some((n) => n > 100_000)) {
  throw new Error('--db=pglite takes sizes up to 100000');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request as the console sends it. */
interface Call {
  path: string;
  body?: unknown;
}

/** A kind of request: `draw(i)` is the i-th of the rounds (the same list for every pass). */
interface Kind {
  name: string;
  draw: (i: number) => Call;
}

async function send(url: string, token: string, call: Call): Promise<unknown> {
  const res = await fetch(`${url}${API}${call.path}`, {
    method: call.body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${call.path}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as unknown;
}

/** Waits until the processes used under 5 % of a core for two seconds running (at most 60 s). */
async function idle(cpu: () => number) {
  const deadline = Date.now() + 60_000;
  let quiet = 0;
  while (quiet < 2 && Date.now() < deadline) {
    const before = cpu();
    await sleep(1000);
    quiet = cpu() - before < 0.05 ? quiet + 1 : 0;
  }
}

/** A statement as the cluster logged it: its text and its parameters (text or NULL). */
interface Statement {
  pid: number;
  /** A named prepared statement's name (the route's are prepared once per connection). */
  name?: string;
  sql: string;
  params: (string | null)[];
}

const PREFIX = '@@%p@@ ';
const LINE = /^@@(\d+)@@ (\w+): {2}([\s\S]*)$/;

/** The statements in a stretch of the cluster's log written with `log_line_prefix = PREFIX`. */
function parseLog(text: string): Statement[] {
  const entries: { pid: number; level: string; message: string }[] = [];
  for (const line of text.split('\n')) {
    const m = LINE.exec(line);
    if (m) entries.push({ pid: Number(m[1]), level: m[2], message: m[3] });
    else if (entries.length) entries[entries.length - 1].message += `\n${line}`;
  }
  const statements: Statement[] = [];
  for (const entry of entries) {
    if (entry.level === 'LOG') {
      const m = /^(?:statement|execute ([^:]*)): ([\s\S]*)$/.exec(entry.message);
      if (m) {
        const name = m[1] && m[1] !== '<unnamed>' ? m[1] : undefined;
        statements.push({ pid: entry.pid, name, sql: m[2].replace(/\n$/, ''), params: [] });
      }
    } else if (entry.level === 'DETAIL' && entry.message.startsWith('parameters: ')) {
      const last = statements[statements.length - 1];
      if (!last || last.pid !== entry.pid) continue;
      const list = /\$(\d+) = (NULL|'(?:[^']|'')*')/g;
      for (let m = list.exec(entry.message); m; m = list.exec(entry.message)) {
        last.params[Number(m[1]) - 1] =
          m[2] === 'NULL' ? null : m[2].slice(1, -1).replace(/''/g, "'");
      }
    }
  }
  return statements;
}

/** `--statements`: each distinct statement a kind ran and how often per request. */
function printStatements(name: string, statements: Statement[]) {
  const counts = new Map<string, number>();
  for (const s of statements) {
    const text = s.sql.replace(/\s+/g, ' ').slice(0, 160);
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  printTable(
    `${name}: statements replayed`,
    [...counts].map(([statement, n]) => ({ 'per request': (n / ROUNDS).toFixed(2), statement })),
  );
}

interface Cost {
  p50: number;
  p99: number;
  cpuMs: number;
  /** The database's part of cpuMs (PostgreSQL only). */
  dbCpuMs?: number;
  /** The same SQL replayed through pg from the bench: no HTTP, no server (PostgreSQL only). */
  floor?: { wallMs: number; cpuMs: number; statements: number; skipped: number };
  /** Per request, the statements the server ran (the Fastify floor server's input). */
  captured?: Statement[][];
  /** The same SQL through a minimal Fastify route (bench/lib/sql-floor-server.ts). */
  fastify?: { p50: number; p99: number; cpuMs: number; dbCpuMs: number };
}

/** What the bench needs of the PostgreSQL cluster for the floor. */
interface Cluster {
  client: pg.Client;
  ownPid: number;
  log: string;
  cpu: () => number;
}

async function setLogging(cluster: Cluster, on: boolean) {
  await cluster.client.query(
    on ? `alter system set log_statement = 'all'` : 'alter system reset log_statement',
  );
  await cluster.client.query('select pg_reload_conf()');
  await sleep(300); // each backend reads the new setting before its next statement
}

const BOUNDARY = "select 'request-cost: next request'";

/**
 * The rounds sent with every statement logged; per request, the statements the server's
 * connections ran for it (the bench logs BOUNDARY on its own connection before each request).
 */
async function capture(
  cluster: Cluster,
  send1: (i: number) => Promise<unknown>,
): Promise<Statement[][]> {
  await setLogging(cluster, true);
  const from = statSync(cluster.log).size;
  try {
    for (let i = 0; i < ROUNDS; i++) {
      await cluster.client.query(BOUNDARY);
      await send1(i);
    }
    await sleep(200);
  } finally {
    await setLogging(cluster, false);
  }
  const text = readFileSync(cluster.log).subarray(from).toString('utf8');
  const requests: Statement[][] = [];
  for (const s of parseLog(text)) {
    if (s.pid === cluster.ownPid) {
      if (s.sql === BOUNDARY) requests.push([]);
    } else if (
      requests.length > 0 &&
      !/^\s*(listen|unlisten|select pg_reload_conf|alter system)\b/i.test(s.sql) &&
      !/fold_sales_deltas/.test(s.sql)
    ) {
      requests[requests.length - 1].push(s);
    }
  }
  return requests;
}

/** Replays `statements` on the bench's own connection for at least FLOOR_MS; per request. */
async function replay(cluster: Cluster, statements: Statement[], requests: number) {
  let skipped = 0;
  let passes = 0;
  const before = cluster.cpu();
  const started = performance.now();
  do {
    for (const s of statements) {
      try {
        await cluster.client.query({ name: s.name, text: s.sql, values: s.params });
      } catch {
        if (passes === 0) skipped++;
        await cluster.client.query('rollback').catch(() => undefined);
      }
    }
    passes++;
  } while (performance.now() - started < FLOOR_MS && statements.length > 0);
  const wall = performance.now() - started;
  return {
    wallMs: wall / passes / requests,
    cpuMs: ((cluster.cpu() - before) * 1000) / passes / requests,
    statements: statements.length / requests,
    skipped,
  };
}

async function measure(
  url: string,
  token: string,
  kind: Kind,
  cpu: () => number,
  cluster: Cluster | undefined,
): Promise<Cost> {
  await send(url, token, kind.draw(0));
  // A sort's first request starts building its page samples in the background: not its cost.
  await idle(() => cpu() + (cluster?.cpu() ?? 0));
  const before = cpu();
  const dbBefore = cluster?.cpu() ?? 0;
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await send(url, token, kind.draw(i));
    times.push(performance.now() - started);
  }
  const cost: Cost = {
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    cpuMs: ((cpu() - before) * 1000) / ROUNDS,
    dbCpuMs: cluster ? ((cluster.cpu() - dbBefore) * 1000) / ROUNDS : undefined,
  };
  if (cluster) {
    const captured = await capture(cluster, (i) => send(url, token, kind.draw(i)));
    const statements = captured.flat();
    cost.captured = captured;
    cost.floor = await replay(cluster, statements, ROUNDS);
    if (SHOW_STATEMENTS) printStatements(kind.name, statements);
  }
  return cost;
}

/** bench/lib/sql-floor-server.ts in its own process, given each kind's captured statements. */
async function startSqlFloorServer(captured: Statement[][][], databaseUrl: string) {
  const dir = tempDir('sql-floor');
  const file = path.join(dir, 'statements.json');
  writeFileSync(file, JSON.stringify({ kinds: captured }));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench', 'lib', 'sql-floor-server.ts')],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, SQL_FLOOR_STATEMENTS: file },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`SQL floor server exited (${code})`)));
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
  });
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The Fastify floor's figures for kind number `kind`, measured as `measure` does the project's. */
async function measureFastifyFloor(
  url: string,
  kind: number,
  cpu: () => number,
  dbCpu: () => number,
): Promise<NonNullable<Cost['fastify']>> {
  const get = async (i: number) => {
    const res = await fetch(`${url}/floor/${kind}/${i}`);
    const text = await res.text();
    if (res.status !== 200)
      throw new Error(`SQL floor ${kind}: ${res.status} ${text.slice(0, 200)}`);
    return JSON.parse(text) as unknown;
  };
  await get(0);
  const before = cpu();
  const dbBefore = dbCpu();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await get(i);
    times.push(performance.now() - started);
  }
  return {
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    cpuMs: ((cpu() - before) * 1000) / ROUNDS,
    dbCpuMs: ((dbCpu() - dbBefore) * 1000) / ROUNDS,
  };
}

interface ListReply {
  data: { purchase_id: number }[];
  meta: { total: number; next?: string };
}

/** The requests, with their random draws made once per size (the same for every pass). */
async function kinds(url: string, token: string): Promise<Kind[]> {
  const list = (query: string) => `/purchase/list?pageSize=${PAGE_SIZE}&${query}`;
  const first = (await send(url, token, { path: list('page=1') })) as ListReply;
  const pages = Math.ceil(first.meta.total / PAGE_SIZE);
  const randomPages = Array.from(
    { length: ROUNDS },
    () => 2 + Math.floor(Math.random() * (pages - 1)),
  );
  const cursor = (
    (await send(url, token, {
      path: list('page=1&sort=purchase_date&order=desc'),
    })) as ListReply
  ).meta.next;
  if (!cursor) throw new Error('the first page by purchase_date has no meta.next');
  // Purchases spread over the list: the rows of random pages.
  const ids: number[] = [];
  for (const page of randomPages.slice(0, 3)) {
    const reply = (await send(url, token, { path: list(`page=${page}`) })) as ListReply;
    ids.push(...reply.data.map((r) => r.purchase_id));
  }
  const id = (i: number) => ids[i % ids.length];
  const codes: string[] = [];
  for (let i = 0; i < Math.min(ROUNDS, ids.length); i++) {
    const reply = (await send(url, token, { path: `/door/qr/${id(i)}` })) as {
      data: { code: string };
    };
    codes.push(reply.data.code);
  }
  const fixed = (name: string, path: string): Kind => ({ name, draw: () => ({ path }) });
  return [
    ...PURCHASE_SORT_KEYS.map((sort) =>
      fixed(`list, first page by ${sort}`, list(`page=1&sort=${sort}`)),
    ),
    fixed('list, search', list('page=1&q=costa')),
    fixed('list, filter payment_status', list('page=1&payment_status=completed')),
    fixed(
      'list, page 2 by cursor',
      list(`page=2&sort=purchase_date&order=desc&cursor=${encodeURIComponent(cursor)}`),
    ),
    { name: 'list, random page jump', draw: (i) => ({ path: list(`page=${randomPages[i]}`) }) },
    { name: 'purchase by id', draw: (i) => ({ path: `/purchase/${id(i)}` }) },
    fixed('dashboard analytics', '/users/dashboard/analytics'),
    fixed(
      'dashboard analytics, 1 year',
      `/users/dashboard/analytics?from=${day(-364)}&to=${day(0)}`,
    ),
    {
      name: 'door scan',
      draw: (i) => ({ path: '/door/scan', body: { code: codes[i % codes.length] } }),
    },
  ];
}

console.log(`request cost (${DATABASE}) · ${machineLine()}`);
const bySize = new Map<number, Map<string, Cost>>();
for (const purchases of SIZES) {
  await withSeededDatabase(
    'cost',
    purchases,
    DATABASE,
    async ({ dataDir, env, postmaster, pgDir }) => {
      const server = await startServer({ dataDir, env: { ...env, CACHE_MS: '0' } });
      const cpu = () => cpuOf(server.pid) + (postmaster ? cpuOfTree(postmaster) : 0);
      let cluster: Cluster | undefined;
      try {
        if (postmaster && pgDir) {
          // As the server's connections are (server/db/client.ts).
          const client = new pg.Client({
            connectionString: env.DATABASE_URL,
            options: '-c TimeZone=UTC',
          });
          await client.connect();
          await client.query(`alter system set log_line_prefix = '${PREFIX}'`);
          await client.query('select pg_reload_conf()');
          const ownPid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid'))
            .rows[0].pid;
          cluster = {
            client,
            ownPid,
            log: path.join(pgDir, 'server.log'),
            cpu: () => cpuOfTree(postmaster),
          };
        }
        const token = await login(server.url);
        const all = await kinds(server.url, token);
        // The page jumps' samples build in the background on the first jump: let them finish.
        await idle(cpu);
        const costs = new Map<string, Cost>();
        for (const kind of all)
          costs.set(kind.name, await measure(server.url, token, kind, cpu, cluster));
        if (cluster && postmaster) {
          const dbCpu = cluster.cpu;
          const floor = await startSqlFloorServer(
            all.map((kind) => costs.get(kind.name)!.captured!),
            env.DATABASE_URL,
          );
          try {
            const floorCpu = () => cpuOf(floor.pid) + dbCpu();
            await idle(floorCpu);
            for (const [k, kind] of all.entries())
              costs.get(kind.name)!.fastify = await measureFastifyFloor(
                floor.url,
                k,
                floorCpu,
                dbCpu,
              );
          } finally {
            await floor.stop();
          }
        }
        bySize.set(purchases, costs);
      } finally {
        await cluster?.client.end();
        await server.stop();
      }
    },
  );
}

const fixed1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');
for (const [purchases, costs] of bySize) {
  const rows: Record<string, Cell>[] = [];
  for (const [name, c] of costs) {
    const ratio = c.fastify ? c.cpuMs / c.fastify.cpuMs : NaN;
    rows.push({
      request: name,
      'p50 ms': fixed1(c.p50),
      'p99 ms': fixed1(c.p99),
      'project CPU ms': fixed1(c.cpuMs),
      'of which db': c.dbCpuMs === undefined ? '–' : fixed1(c.dbCpuMs),
      'floor p50 ms': c.fastify ? fixed1(c.fastify.p50) : '–',
      'floor p99 ms': c.fastify ? fixed1(c.fastify.p99) : '–',
      'Fastify floor CPU ms': c.fastify ? fixed1(c.fastify.cpuMs) : '–',
      'project ÷ Fastify floor': Number.isFinite(ratio) ? `${ratio.toFixed(1)}×` : '–',
      [`≤ ${BUDGET.floor}×`]: Number.isFinite(ratio)
        ? ratio <= BUDGET.floor
          ? 'ok'
          : 'OVER'
        : '–',
      'SQL alone CPU ms': c.floor ? c.floor.cpuMs.toFixed(2) : '–',
      statements: c.floor
        ? `${c.floor.statements.toFixed(1)}${c.floor.skipped ? ` (${c.floor.skipped} skipped)` : ''}`
        : '–',
    });
  }
  printTable(
    `${purchases} purchases, ${DATABASE}, 1 connection, caches off, ${ROUNDS} requests each: CPU per request of server + database; ${
      DATABASE === 'postgres'
        ? 'Fastify floor = a minimal Fastify route running the same statements through pg (its process + database); SQL alone = those statements replayed from the bench (database CPU, no verdict)'
        : 'no floor on PGlite (the database runs inside the server process)'
    }`,
    rows,
  );
}

const sizes = [...bySize.keys()].sort((a, b) => a - b);
if (sizes.length >= 2) {
  const [smaller, largest] = sizes.slice(-2);
  const judged = smaller === 100_000 && largest === 1_000_000;
  const rows: Record<string, Cell>[] = [];
  for (const [name, big] of bySize.get(largest)!) {
    const small = bySize.get(smaller)!.get(name)!;
    const ratio = big.cpuMs / small.cpuMs;
    rows.push(
      judged
        ? { request: name, ...budget(`CPU ${largest} ÷ ${smaller}`, ratio, BUDGET.growth, '×') }
        : {
            request: name,
            [`CPU ms at ${smaller}`]: fixed1(small.cpuMs),
            [`CPU ms at ${largest}`]: fixed1(big.cpuMs),
            growth: `${ratio.toFixed(2)}×`,
          },
    );
  }
  printTable(
    judged
      ? `Growth ${smaller} → ${largest} purchases, CPU per request (budget ≤ ${BUDGET.growth}×)`
      : `Growth ${smaller} → ${largest} purchases, CPU per request (judged only from 100000 to 1000000)`,
    rows,
  );
}
process.exitCode = 0;
