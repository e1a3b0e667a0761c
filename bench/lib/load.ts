/** autocannon runs (in this process, a second process beside the server) and their table rows. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { median, type Cell } from './report';
import { ROOT } from './server';

export interface LoadCase {
  name: string;
  /** Paths (with query) taken in turn by each request, or one path. */
  paths: string[];
  /** Draws each request's path instead (a random page, a random search): overrides `paths`. */
  draw?: () => string;
  method?: 'GET' | 'POST';
  body?: string;
  token?: string;
  /** More request headers, e.g. the browser's Accept-Encoding. */
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Requests answered after more than SLOW_MS. */
  slow: number;
}

/** A request slower than this counts in `slow`. */
export const SLOW_MS = 1000;

export async function runLoad(url: string, c: LoadCase): Promise<LoadResult> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (c.token) headers.authorization = `Bearer ${c.token}`;
  Object.assign(headers, c.headers);
  let next = 0;
  let slow = 0;
  const draw = c.draw ?? (() => c.paths[next++ % c.paths.length]);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance: autocannon.Instance = autocannon(
      {
        url,
        connections: c.connections,
        duration: c.seconds,
        method: c.method ?? 'GET',
        headers,
        body: c.body,
        requests: [
          {
            setupRequest: (request) => ({ ...request, path: draw() }),
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, time: number) => {
      if (time > SLOW_MS) slow += 1;
    });
  });
  return {
    name: c.name,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // Connection errors, time-outs and every non-2xx answer count as errors.
    errors: result.errors + result.timeouts + result.non2xx,
    slow,
  };
}

/**
 * Waits until the server has worked off what the last case left queued: autocannon stops at its
 * duration and drops the requests still in flight, but the server answers each of them anyway,
 * and on PGlite (one query at a time) the next case would otherwise queue behind them. Settled
 * when three requests in a row to `path` answer within SETTLED_MS; gives up after two minutes.
 */
export async function settle(url: string, path: string, token?: string): Promise<void> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const deadline = Date.now() + 120_000;
  let quick = 0;
  while (quick < 3) {
    if (Date.now() > deadline) {
      console.log(`  (the server was still busy two minutes after a case: ${path})`);
      return;
    }
    const started = performance.now();
    try {
      await (await fetch(`${url}${path}`, { headers })).arrayBuffer();
    } catch {
      // a refused or reset connection counts as not settled yet
    }
    quick = performance.now() - started < SETTLED_MS ? quick + 1 : 0;
  }
}

/** A request answered within this many ms, three times in a row, means the queue is empty. */
const SETTLED_MS = 200;

/**
 * The median of runs of one case (rounds of the same run): req/s, p50 and p99 are each the
 * median over the rounds; errors are the total, so one failing round still shows.
 */
export function medianResult(runs: LoadResult[]): LoadResult {
  const of = (key: 'rps' | 'p50' | 'p99') => median(runs.map((r) => r[key]));
  return {
    name: runs[0].name,
    requests: runs.reduce((n, r) => n + r.requests, 0),
    rps: of('rps'),
    p50: of('p50'),
    p99: of('p99'),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    slow: runs.reduce((n, r) => n + r.slow, 0),
  };
}

/** A table row; the last column compares with `yardstick`, named `against` in its header. */
export const loadRow = (
  r: LoadResult,
  yardstick?: LoadResult,
  against = 'bare',
): Record<string, Cell> => ({
  request: r.name,
  'req/s': Math.round(r.rps),
  'p50 ms': r.p50,
  'p99 ms': r.p99,
  errors: r.errors,
  [`> ${SLOW_MS} ms`]: r.slow,
  [`req/s vs ${against}`]: yardstick ? `${((100 * r.rps) / yardstick.rps).toFixed(1)}%` : '–',
  [`p99 ÷ ${against}`]: yardstick ? `${(r.p99 / Math.max(1, yardstick.p99)).toFixed(1)}×` : '–',
});

/** Starts bench/lib/bare-server.ts in its own process; resolves its URL and a stop function. */
export async function startBareServer(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench', 'lib', 'bare-server.ts')],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
  });
  return { url, stop: () => void child.kill('SIGTERM') };
}

/** Requests spread over many pages, sorts and filters, so no single cached plan flatters. */
export function listPaths(pages: number): string[] {
  const sorts = ['purchase_date', 'price_amount', 'user_name', 'ticket_name', 'purchase_id'];
  const filters = ['', '&payment_status=completed', '&ticket_status=1', '&payment_method=paypal'];
  return Array.from({ length: 200 }, (_, i) => {
    const page = 1 + ((i * 37) % pages);
    const sort = sorts[i % sorts.length];
    const order = i % 2 ? 'asc' : 'desc';
    return `/api/v1/purchase/list?page=${page}&pageSize=20&sort=${sort}&order=${order}${filters[i % filters.length]}`;
  });
}

export const idPaths = (max: number) =>
  Array.from({ length: 500 }, (_, i) => `/api/v1/purchase/${1 + ((i * 7919) % max)}`);
