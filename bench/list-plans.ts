/**
 * The query plans of the purchase list's requests: seeds 100 000 purchases (10 000 with --quick)
 * on a local PostgreSQL server, sends each request to the server (in this process, caches off),
 * records every statement it ran, and prints `EXPLAIN (ANALYZE, BUFFERS)` of each, with its
 * parameters, as docs/performance.md shows them.
 *
 *   npx tsx bench/list-plans.ts [--quick]
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/app';
import { machineLine, quick } from './lib/report';
import { ADMIN, DEMO_PASSWORD, seed, startLocalPostgres, tempDir } from './lib/server';

const SIZES = quick
  ? { purchases: 10_000, tickets: 200, users: 500 }
  : { purchases: 100_000, tickets: 2_000, users: 5_000 };

const REQUESTS = [
  '/api/v1/purchase/list?page=1&pageSize=20',
  '/api/v1/purchase/list?page=2500&pageSize=20&sort=price_amount&order=asc',
  '/api/v1/purchase/list?page=1000&pageSize=20&payment_status=completed&order=desc',
  '/api/v1/purchase/list?page=100&pageSize=20&sort=user_name&order=asc',
  '/api/v1/purchase/list?page=1&pageSize=20&user_id=42',
  '/api/v1/purchase/list?page=1&pageSize=20&q=costa',
];

interface Statement {
  text: string;
  values: unknown[];
}

async function run() {
  console.log(`bench/list-plans — ${machineLine()}`);
  const pgDir = path.join(tmpdir(), `partypass-plans-pg-${process.pid}`);
  const dataDir = tempDir('plans');
  const postgres = await startLocalPostgres(pgDir);
  try {
    seed(dataDir, SIZES, { DATABASE_URL: postgres.url });
    const app = await buildApp({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      database: 'file',
      databaseUrl: postgres.url,
      seed: 'none',
      jwtSecret: 'x'.repeat(48),
      jwtExpiresIn: '1h',
      logLevel: 'silent',
      loginRateLimit: { max: 1000, timeWindow: '1 minute' },
      logger: false,
      cacheMs: 0,
    });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email: ADMIN, password: DEMO_PASSWORD },
      });
      const token = (login.json() as { token: string }).token;
      // Every statement the pool runs while a request is answered (prepared ones included).
      let recorded: Statement[] | undefined;
      const query = pg.Pool.prototype.query as (...args: unknown[]) => unknown;
      pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
        const [first, second] = args as [string | pg.QueryConfig, unknown[] | undefined];
        const text = typeof first === 'string' ? first : first.text;
        const values = (typeof first === 'string' ? undefined : first.values) ?? second ?? [];
        recorded?.push({ text, values });
        return query.apply(this, args);
      } as typeof pg.Pool.prototype.query;
      const client = new pg.Client({ connectionString: postgres.url, options: '-c TimeZone=UTC' });
      await client.connect();
      try {
        for (const url of REQUESTS) {
          recorded = [];
          const res = await app.inject({
            method: 'GET',
            url,
            headers: { authorization: `Bearer ${token}` },
          });
          const statements = recorded;
          recorded = undefined;
          console.log(`\n### GET ${url.replace('/api/v1/', '')} (${res.statusCode})`);
          for (const { text, values } of statements) {
            const plan = await client.query(`explain (analyze, buffers) ${text}`, values);
            console.log(`\n${text}\n-- ${JSON.stringify(values)}`);
            for (const row of plan.rows as { 'QUERY PLAN': string }[]) {
              console.log(`  ${row['QUERY PLAN']}`);
            }
          }
        }
      } finally {
        await client.end();
      }
    } finally {
      await app.close();
    }
  } finally {
    postgres.stop();
    rmSync(pgDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await run();
