/**
 * The real server as a child process (`node --import tsx server/main.ts`), for the fault and load
 * drills: its own DATA_DIR and port, JSON logs kept in memory, started and killed like production.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { API_BASE, paths } from '../../contract';
import { freePort } from '../../scripts/local-postgres.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** How long a start may take on a loaded CI machine (tsx compile, PGlite, migrations, seed). */
const START_TIMEOUT_MS = 180_000;

export interface ServerOptions {
  dataDir: string;
  /** Reused across restarts so clients can reconnect to the same address. */
  port?: number;
  seed?: 'demo' | 'none';
  databaseUrl?: string;
  logLevel?: string;
  /** More environment for the server (e.g. SHUTDOWN_TIMEOUT_MS). */
  env?: NodeJS.ProcessEnv;
  /** A command that runs the server (its arguments follow), e.g. to give it a disk of its own. */
  wrap?: string[];
}

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Resolves when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it wrote so far (stdout and stderr). */
  output: () => string;
  /** Its JSON log lines so far. */
  logs: () => Array<Record<string, unknown>>;
  running: () => boolean;
  /** Resident set size in bytes (Linux /proc), or undefined once it has ended. */
  rss: () => number | undefined;
  /** SIGTERM and wait for the exit (SIGKILL after `graceMs`). */
  stop: (graceMs?: number) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: options.dataDir,
    SEED: options.seed ?? 'demo',
    LOG_LEVEL: options.logLevel ?? 'warn',
    // The drills watch requests arrive and finish in the log.
    LOG_REQUESTS: '1',
    LOGIN_RATE_LIMIT: '1000',
    STATIC_DIR: path.join(options.dataDir, 'no-console'), // the API only: no build needed
    DATABASE_URL: options.databaseUrl ?? '',
    ...options.env,
  };
  const [command, ...args] = [
    ...(options.wrap ?? []),
    process.execPath,
    '--import',
    'tsx',
    'server/main.ts',
  ];
  const child = spawn(command, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    port,
    pid: child.pid!,
    child,
    exited,
    output: () => output,
    logs: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    running,
    rss: () => {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]);
        return Number.isFinite(kb) ? kb * 1024 : undefined;
      } catch {
        return undefined;
      }
    },
    stop: async (graceMs = 30_000) => {
      if (!running()) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (!running()) {
      throw new Error(`the server exited during start:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (res.status === 200) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `the server did not answer /api/health within ${START_TIMEOUT_MS} ms:\n${output}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A locker create whose body stops after its first 10 bytes: a request in flight for as long as
 * the drill likes. Resolves once the server has logged it; `finish` sends the rest, `received`
 * is what came back so far, `closed` settles when the server closes the connection.
 */
export async function halfSentCreate(
  server: ServerProcess,
  token: string,
  fields: { institution_id: number; locker_number: number },
  { ignoreErrors = false }: { ignoreErrors?: boolean } = {},
) {
  const body = JSON.stringify(fields);
  const url = `${API_BASE}${paths.lockerCreate}`;
  const socket = net.connect(server.port, '127.0.0.1');
  if (ignoreErrors) socket.on('error', () => undefined);
  let received = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(
    `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
      body.slice(0, 10),
  );
  await expect
    .poll(() => server.logs().some((l) => (l.req as { url?: string })?.url === url), {
      timeout: 30_000,
    })
    .toBe(true);
  return {
    socket,
    closed,
    received: () => received,
    finish: () => socket.write(body.slice(10)),
  };
}
