/**
 * The floor issue 61 budgets the API against: a minimal Fastify route running the same SQL through
 * the same driver. bench/request-cost.ts starts it in its own process (as the real server runs)
 * with `SQL_FLOOR_STATEMENTS` = a JSON file `{ kinds: Statement[][][] }`: per request kind, per
 * request, the statements the project's server ran for it (captured from the cluster's log). One
 * GET route per kind, `/floor/{kind}/{request}`, runs that request's statements in order on one
 * pooled `pg` connection (`DATABASE_URL`, the server's pool settings and `TimeZone=UTC`; a
 * statement the server prepared under a name, under that name) and replies with the last
 * statement's rows: `reply.send(rows)`, no auth, no validation, no schema. A statement that cannot
 * run again (a write's key taken) is skipped, as the bench's own replay skips it.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import { POOL_OPTIONS } from '../../server/db/client';

interface Statement {
  name?: string;
  sql: string;
  params: (string | null)[];
}

const file = process.env.SQL_FLOOR_STATEMENTS;
if (!file || !process.env.DATABASE_URL) {
  throw new Error('SQL_FLOOR_STATEMENTS and DATABASE_URL are required');
}
const { kinds } = JSON.parse(readFileSync(file, 'utf8')) as { kinds: Statement[][][] };

// As server/db/client.ts's createPool (its default size of 20).
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  ...POOL_OPTIONS,
  max: 20,
  options: '-c TimeZone=UTC',
});
pool.on('error', () => {});

const app = Fastify({ logger: false });
kinds.forEach((requests, kind) => {
  app.get<{ Params: { request: string } }>(`/floor/${kind}/:request`, async (request, reply) => {
    const statements = requests[Number(request.params.request) % requests.length] ?? [];
    const client = await pool.connect();
    let rows: unknown[] = [];
    try {
      for (const s of statements) {
        try {
          rows = (await client.query({ name: s.name, text: s.sql, values: s.params })).rows;
        } catch {
          await client.query('rollback').catch(() => undefined);
        }
      }
    } finally {
      client.release();
    }
    return reply.send(rows);
  });
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${address}\n`);
