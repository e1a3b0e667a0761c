/**
 * A PostgreSQL server stopped under steady load (scripts/local-postgres.mjs, Debian's postgresql):
 * while it is down every request gets a 503 envelope "Database unavailable ..." with Retry-After,
 * never a 500 and never a hang; /api/health says `down`; when the database is back the same
 * server process answers 2xx again by itself. Once with `pg_ctl stop -m fast` (clean shutdown,
 * connections terminated) and once with `-m immediate` (as after a crash).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract';
import { startPostgres, type LocalPostgres } from '../../scripts/local-postgres.mjs';
import { call, login, ok, type Outcome } from './api';
import { startServer, type ServerProcess } from './server-process';

/** A request that gets no answer within this is a hang (the server bounds its own waits at 5 s). */
const CLIENT_TIMEOUT_MS = 15_000;
/** The server must answer 2xx again within this after PostgreSQL is back. */
const RECOVERY_BOUND_MS = 30_000;
const REQUEST_INTERVAL_MS = 50;

interface LoadRequest {
  what: string;
  path: string;
  method?: string;
  body?: unknown;
}

interface Sample extends Outcome {
  phase: 'up' | 'down' | 'back';
  what: string;
}

let nextLockerNumber = 2_000_000;

/** Steady mixed traffic (lists, reads, creates), two requests in flight, until stopped. */
function steadyLoad(baseUrl: string, token: string, institutionId: number) {
  const samples: Sample[] = [];
  let phase: Sample['phase'] = 'up';
  let stopped = false;
  let n = 0;
  const requests: Array<() => LoadRequest> = [
    () => ({ what: 'locker list', path: paths.lockerList(institutionId) }),
    () => ({ what: 'ticket list', path: paths.ticketList }),
    () => ({
      what: 'locker create',
      path: paths.lockerCreate,
      method: 'POST',
      body: { institution_id: institutionId, locker_number: nextLockerNumber++, status: 1 },
    }),
    () => ({ what: 'profile', path: paths.ownProfile }),
  ];
  const worker = async () => {
    while (!stopped) {
      const request = requests[n++ % requests.length]();
      const samplePhase = phase;
      const outcome = await call(baseUrl, request.path, {
        method: request.method,
        body: request.body,
        token,
        timeoutMs: CLIENT_TIMEOUT_MS,
      });
      samples.push({ ...outcome, phase: samplePhase, what: request.what });
      await new Promise((resolve) => setTimeout(resolve, REQUEST_INTERVAL_MS));
    }
  };
  const workers = [worker(), worker()];
  return {
    samples,
    setPhase: (next: Sample['phase']) => (phase = next),
    since: (index: number) => samples.slice(index),
    stop: async () => {
      stopped = true;
      await Promise.all(workers);
    },
  };
}

const describeOutcome = (s: Outcome) =>
  s.status === undefined ? `no reply (${s.error})` : `${s.status} ${s.body?.message ?? ''}`;

describe('a PostgreSQL server stopped under load', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'faults-pg-'));
  let postgres: LocalPostgres;
  let server: ServerProcess;
  let token: string;
  let institutionId: number;
  const table: string[] = [];

  beforeAll(async () => {
    postgres = await startPostgres({ dir });
    server = await startServer({ dataDir: dir, databaseUrl: postgres.url, seed: 'demo' });
    token = await login(server.url);
    const institutions = await call(server.url, paths.institutionList, { token });
    institutionId = (institutions.body!.data as Array<{ institution_id: number }>)[0]
      .institution_id;
  });

  afterAll(async () => {
    console.log(
      [
        'PostgreSQL outage: requests while up / down / back',
        'stop mode | up 2xx | down 503 | other while down | recovered after ms | back 2xx',
        ...table,
      ].join('\n'),
    );
    await server?.stop();
    postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  for (const mode of ['fast', 'immediate'] as const) {
    it(`pg_ctl stop -m ${mode}: 503 while down, 2xx again by itself when it is back`, async () => {
      const load = steadyLoad(server.url, token, institutionId);
      try {
        await expect
          .poll(() => load.samples.filter(ok).length, { timeout: 60_000, interval: 20 })
          .toBeGreaterThanOrEqual(20);
        expect(load.samples.filter((s) => !ok(s)).map(describeOutcome)).toEqual([]);
        const upCount = load.samples.length;

        load.setPhase('down');
        postgres.stop(mode);
        const downFrom = load.samples.length;
        // Requests keep coming; once the in-flight ones have settled, all are 503s.
        await expect
          .poll(() => load.since(downFrom).filter((s) => s.status === 503).length, {
            timeout: 60_000,
            interval: 20,
          })
          .toBeGreaterThanOrEqual(20);
        const health = await call(server.url, '/api/health', { timeoutMs: CLIENT_TIMEOUT_MS });
        expect(health.status).toBe(503);
        expect(health.body).toEqual({
          status: 'failed',
          message: 'Database unavailable',
          data: { database: 'down', kind: 'postgres' },
        });

        load.setPhase('back');
        const backFrom = load.samples.length;
        const restarted = Date.now();
        postgres.start();
        await expect
          .poll(() => load.since(backFrom).some(ok), {
            timeout: RECOVERY_BOUND_MS,
            interval: 20,
          })
          .toBe(true);
        const recoveredMs = Date.now() - restarted;
        const firstOk = backFrom + load.since(backFrom).findIndex(ok);
        await expect
          .poll(() => load.since(firstOk).length, { timeout: 60_000, interval: 20 })
          .toBeGreaterThanOrEqual(20);
        await load.stop();

        const down = load.samples.filter((s) => s.phase === 'down');
        const back = load.since(firstOk);
        // From the stop to the first success: only 503 envelopes (or, for a request that was
        // already done when the database stopped, its normal reply). Never a 500, never an HTML
        // page, never a hang.
        const wrong = load.samples
          .slice(downFrom, firstOk)
          .filter(
            (s) =>
              !ok(s) &&
              !(
                s.status === 503 &&
                s.body?.status === 'failed' &&
                /^Database unavailable/.test(String(s.body?.message)) &&
                s.headers?.get('retry-after')
              ),
          );
        expect(wrong.map((s) => `${s.what}: ${describeOutcome(s)}`)).toEqual([]);
        // After the first success, everything succeeds again: the pool reconnected by itself.
        expect(back.filter((s) => !ok(s)).map((s) => `${s.what}: ${describeOutcome(s)}`)).toEqual(
          [],
        );
        expect(server.running()).toBe(true); // the same process, never restarted
        const healthBack = await call(server.url, '/api/health');
        expect(healthBack.body).toEqual({
          status: 'success',
          data: { database: 'up', kind: 'postgres' },
        });
        table.push(
          [
            mode,
            upCount,
            down.filter((s) => s.status === 503).length,
            down.filter((s) => s.status !== 503).length,
            recoveredMs,
            back.length,
          ].join(' | '),
        );
      } finally {
        await load.stop();
      }
    });
  }
});
