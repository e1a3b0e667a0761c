import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { UNPAGED_LIST_MAX } from '../contract/list';
import { DEFAULT_LOGIN_THROTTLE, type LoginThrottleOptions } from './auth/login-throttle';
import { requestsLoggedBy, type LogDestination } from './logger';

export type SeedMode = 'demo' | 'none';

export interface AppConfig {
  port: number;
  host: string;
  /** Where PGlite data (`pgdata/`), uploads (`uploads/`) and the generated JWT secret live. */
  dataDir: string;
  /** `memory` keeps PGlite in memory (tests); otherwise PGlite under dataDir unless databaseUrl. */
  database: 'file' | 'memory';
  /** With `database: 'memory'`, a dump to start from (server/db/client.ts; the tests' template). */
  memoryTemplate?: Blob;
  databaseUrl?: string;
  /** Connections of the node-postgres pool (DATABASE_URL only). */
  databasePoolMax?: number;
  /**
   * Connections of the pool opened at start and kept open however idle (DATABASE_URL only;
   * default 0, which `loadConfig` raises to the whole pool).
   */
  databasePoolMin?: number;
  /**
   * The longest any kept value lives, in ms (0: every cache off): the guard's signed-in users,
   * the purchase rows of lists and the dashboard figures. Each is cleared at every change to the
   * tables it comes from, by anyone (the database's change feed), and kept only while that feed
   * is live (server/db/rowCache.ts); the time is a bound besides. Tests leave it off.
   */
  cacheMs?: number;
  /**
   * Rows between two sampled keys of a purchase list (PAGE_SAMPLE_EVERY, default 1000; 0 turns
   * them off): a page jump reads from the nearest sample (server/db/pageSamples.ts).
   */
  pageSampleEvery?: number;
  /** A list's samples are rebuilt at most once per this many times their last build (default 4). */
  pageSampleRebuildFactor?: number;
  seed: SeedMode;
  /**
   * How long SIGTERM/SIGINT waits for running requests and the database to close before the
   * process exits anyway, in ms (SHUTDOWN_TIMEOUT_MS, default 10 000).
   */
  shutdownTimeoutMs?: number;
  jwtSecret: string;
  jwtExpiresIn: string;
  /** The built console (vite build output); served with an SPA fallback when it exists. */
  staticDir?: string;
  /** Allowed cross-origin caller (never `*`: the API takes credentials). */
  corsOrigin?: string;
  logLevel: string;
  /** Login attempts per IP per window. */
  loginRateLimit: { max: number; timeWindow: string | number };
  /**
   * The growing delay after failed sign-ins per (account, address), counted in the database
   * (server/auth/login-throttle.ts). Default: 5 free failures, then 1 s doubling up to 15 min.
   */
  loginThrottle?: LoginThrottleOptions;
  /** false turns logging off (tests). */
  logger: boolean;
  /** Fastify's per-request log lines (LOG_REQUESTS=1, or the debug and trace levels). */
  logRequests?: boolean;
  /** Log lines go here instead of stdout (tests). */
  logDestination?: LogDestination;
  /** The live stream's heartbeat comment, in ms (server/live/hub.ts; default 20 000, tests less). */
  liveHeartbeatMs?: number;
  /** Trust X-Forwarded-* (behind a load balancer): TRUST_PROXY=true, a hop count or CIDR list. */
  trustProxy?: boolean | number | string;
  /**
   * The most rows a list sent without `page` may hold (UNPAGED_LIST_MAX, default 10 000); a
   * longer one is a 400 asking to page.
   */
  unpagedListMax?: number;
  /**
   * The origin written before stored image paths (`cover_photo`, `profile_pic`) in replies
   * (PUBLIC_URL, e.g. https://partypass.example.com); unset, the request's own origin.
   */
  publicUrl?: string;
}

type Env = Record<string, string | undefined>;

/** Reads JWT_SECRET or the secret kept in `<dataDir>/jwt-secret`, creating it (mode 0600) once. */
export function loadOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer`);
  return n;
}

/** A cache lifetime in ms: `0` turns the cache off, anything else must be a positive integer. */
const cacheMs = (value: string | undefined, fallback: number, name: string): number =>
  value === '0' ? 0 : positiveInt(value, fallback, name);

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * CORS_ORIGIN -> the exact origins allowed to call with credentials. Refused at start: `*` (any
 * site could act with a user's session), `null` (sandboxed frames and file: pages send it), and
 * anything that is not a bare http(s) origin (a path or a typo would never match).
 */
export function parseCorsOrigins(value: string): string[] {
  const origins = value
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of origins) {
    if (origin === '*') throw new Error('CORS_ORIGIN cannot be "*": name the console origin');
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== origin) {
      throw new Error(
        `CORS_ORIGIN: "${origin}" is not an origin such as https://console.example.com (no path, no "null")`,
      );
    }
  }
  return origins;
}

/** PUBLIC_URL -> its origin (no path, no trailing slash); refused at start when it is not one. */
export function parsePublicUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(text);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.pathname !== '/') {
    throw new Error(`PUBLIC_URL: "${text}" is not an origin such as https://partypass.example.com`);
  }
  return parsed.origin;
}

/** Configuration from environment variables (README lists them). */
export function loadConfig(env: Env = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const seed = (env.SEED || 'demo').toLowerCase();
  if (seed !== 'demo' && seed !== 'none') throw new Error('SEED must be "demo" or "none"');
  const corsOrigin = env.CORS_ORIGIN?.trim() || undefined;
  if (corsOrigin) parseCorsOrigins(corsOrigin);
  const staticDir = path.resolve(env.STATIC_DIR || './dist');
  const databasePoolMax = positiveInt(env.DATABASE_POOL_MAX, 20, 'DATABASE_POOL_MAX');
  const databasePoolMin =
    env.DATABASE_POOL_MIN === '0'
      ? 0
      : positiveInt(env.DATABASE_POOL_MIN, databasePoolMax, 'DATABASE_POOL_MIN');
  if (databasePoolMin > databasePoolMax) {
    throw new Error('DATABASE_POOL_MIN must not be more than DATABASE_POOL_MAX');
  }
  return {
    port: positiveInt(env.PORT, 3000, 'PORT'),
    host: env.HOST || 'localhost',
    dataDir,
    database: 'file',
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMax,
    databasePoolMin,
    cacheMs: cacheMs(env.CACHE_MS, 60_000, 'CACHE_MS'),
    pageSampleEvery: cacheMs(env.PAGE_SAMPLE_EVERY, 1000, 'PAGE_SAMPLE_EVERY'),
    seed,
    shutdownTimeoutMs: positiveInt(env.SHUTDOWN_TIMEOUT_MS, 10_000, 'SHUTDOWN_TIMEOUT_MS'),
    jwtSecret: env.JWT_SECRET || loadOrCreateJwtSecret(dataDir),
    jwtExpiresIn: env.JWT_EXPIRES_IN || '12h',
    staticDir: existsSync(staticDir) ? staticDir : undefined,
    corsOrigin,
    logLevel: env.LOG_LEVEL || 'info',
    logRequests: requestsLoggedBy(env, env.LOG_LEVEL || 'info'),
    loginRateLimit: {
      max: positiveInt(env.LOGIN_RATE_LIMIT, 10, 'LOGIN_RATE_LIMIT'),
      timeWindow: '1 minute',
    },
    loginThrottle: {
      ...DEFAULT_LOGIN_THROTTLE,
      freeFailures: positiveInt(
        env.LOGIN_ACCOUNT_LIMIT,
        DEFAULT_LOGIN_THROTTLE.freeFailures,
        'LOGIN_ACCOUNT_LIMIT',
      ),
    },
    logger: true,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    unpagedListMax: positiveInt(env.UNPAGED_LIST_MAX, UNPAGED_LIST_MAX, 'UNPAGED_LIST_MAX'),
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
  };
}
