/**
 * Starts the project's server (the same compiled entry as `npm start`) as a child process on a free
 * loopback port, with its own data directory; seeds bulk data with the seed CLI.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { profileSchema } from '../../contract';
import { ensureServerBuild } from '../../scripts/build-server.mjs';
import { serverProcessEnv } from '../../scripts/server-process.mjs';
import { decodeJwt } from '../../src/api/jwt';
import { normaliseValue } from '../../src/api/legacy';
import { identityFromProfile } from '../../src/api/session';
import { postmasterOf } from './proc';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEMO_PASSWORD = 'PartyPass!2026';
export const ADMIN = 'admin@partypass.test';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A fresh temporary directory, e.g. for a server's DATA_DIR. */
export const tempDir = (name: string): string =>
  mkdtempSync(path.join(tmpdir(), `partypass-bench-${name}-`));

export interface RunningServer {
  url: string;
  pid: number;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * Environment every bench server shares: `npm start`'s (scripts/server-process.mjs), quiet logs,
 * no login rate limit in the way.
 */
const baseEnv = (dataDir: string, extra: Record<string, string | undefined>) => ({
  ...serverProcessEnv(process.env),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED: 'demo',
  LOG_LEVEL: 'warn',
  LOGIN_RATE_LIMIT: '1000000',
  REFINE_NO_TELEMETRY: 'true',
  ...extra,
});

export async function startServer(options: {
  dataDir: string;
  staticDir?: string;
  env?: Record<string, string | undefined>;
  /** Another compiled server to run (a `dist-server/main.mjs`), e.g. an older one to compare. */
  entry?: string;
  /** Node options before the entry, e.g. `--cpu-prof` (which NODE_OPTIONS may not carry). */
  nodeArgs?: string[];
}): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), options.entry ?? (await ensureServerBuild())],
    {
      cwd: ROOT,
      env: baseEnv(options.dataDir, {
        PORT: String(port),
        STATIC_DIR: options.staticDir ?? path.join(ROOT, 'dist'),
        ...options.env,
      }),
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 180 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid ?? 0,
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** `npm run seed` with bulk counts into `dataDir` (or DATABASE_URL in env); prints its line. */
export function seed(
  dataDir: string,
  counts: { purchases?: number; users?: number; tickets?: number },
  env: Record<string, string | undefined> = {},
): void {
  const args = Object.entries(counts).flatMap(([k, v]) => (v ? [`--${k}`, String(v)] : []));
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'server', 'db', 'seed-cli.ts'), ...args],
    { cwd: ROOT, env: baseEnv(dataDir, env), stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`seeding failed (${result.status})`);
}

/** Resident set size of a process, in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kbValue = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kbValue / 1024;
}

/** Signs in through the API and returns the bearer token. */
export async function login(url: string, email = ADMIN, password = DEMO_PASSWORD): Promise<string> {
  return (await signIn(url, email, password)).token;
}

/** What the console keeps in sessionStorage after signing in: the token and the user it shows. */
export interface BrowserSession {
  token: string;
  /** sessionStorage['user'] as the console writes it (src/api/session.ts). */
  user: string | null;
}

/** Signs in over the API and returns the session the console would have stored. */
export async function signIn(
  url: string,
  email = ADMIN,
  password = DEMO_PASSWORD,
): Promise<BrowserSession> {
  const reply = await fetch(`${url}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await reply.json()) as { token?: string; data?: unknown };
  const token = body.token;
  if (!token) throw new Error(`login failed: ${reply.status} ${JSON.stringify(body)}`);
  const profile = profileSchema.safeParse(normaliseValue(body.data));
  const user = profile.success ? identityFromProfile(profile.data, decodeJwt(token)) : null;
  return { token, user: user ? JSON.stringify(user) : null };
}

/** A local PostgreSQL server (scripts/local-postgres.mjs) in `dir`. */
export interface LocalPostgres {
  url: string;
  stop: () => void;
  psql: (sql: string, db?: string) => string;
}
export async function startLocalPostgres(dir: string): Promise<LocalPostgres> {
  // A computed specifier: the .mjs script has no type declarations, its shape is declared above.
  const specifier = path.join(ROOT, 'scripts', 'local-postgres.mjs');
  const module = (await import(specifier)) as {
    startPostgres: (o: { dir: string }) => Promise<LocalPostgres>;
  };
  return module.startPostgres({ dir });
}

/** What `withSeededDatabase` hands its run: PGlite has no postmaster (it runs in the server). */
export interface SeededDatabase<D extends 'postgres' | 'pglite'> {
  dataDir: string;
  env: Record<string, string>;
  postmaster: D extends 'postgres' ? number : undefined;
  /** The cluster's folder (its log is `server.log` there). */
  pgDir: D extends 'postgres' ? string : undefined;
}

/**
 * A fresh database seeded with `purchases` (`npm run seed -- --purchases N`), handed to `run` and
 * removed after: a local PostgreSQL, or PGlite in the data directory. Prints the seeding time.
 */
export async function withSeededDatabase<D extends 'postgres' | 'pglite'>(
  name: string,
  purchases: number,
  database: D,
  run: (seeded: SeededDatabase<D>) => Promise<void>,
): Promise<void> {
  const dataDir = tempDir(name);
  const pgDir = path.join(tmpdir(), `partypass-bench-${name}-${process.pid}-${purchases}`);
  const postgres = database === 'postgres' ? await startLocalPostgres(pgDir) : undefined;
  try {
    const env: Record<string, string> = postgres ? { DATABASE_URL: postgres.url } : {};
    const started = Date.now();
    seed(dataDir, { purchases }, env);
    console.log(`seeded ${purchases} purchases in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const postmaster = (
      postgres ? postmasterOf(pgDir) : undefined
    ) as SeededDatabase<D>['postmaster'];
    const clusterDir = (postgres ? pgDir : undefined) as SeededDatabase<D>['pgDir'];
    await run({ dataDir, env, postmaster, pgDir: clusterDir });
  } finally {
    postgres?.stop();
    rmSync(pgDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
