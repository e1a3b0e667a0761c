/**
 * Crash safety of the embedded database (PGlite in DATA_DIR): a burst of creates, SIGKILL in the
 * middle of it, a restart on the same directory. The database must open, and every create that
 * was answered 2xx must be there. CRASH_ROUNDS rounds (20 by default) on one data directory, so
 * each restart also recovers from all the kills before it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, paths } from '../../contract';
import { call, login, ok, type Outcome } from './api';
import { startServer, type ServerProcess } from './server-process';

const ROUNDS = Number(process.env.CRASH_ROUNDS || 20);
/** Requests of the burst in flight at any time. */
const CONCURRENCY = 6;

interface Create {
  number: number;
  outcome?: Outcome;
}

/** Creates lockers with fresh numbers, CONCURRENCY at a time, until stopped. */
function burst(baseUrl: string, token: string, institutionId: number, firstNumber: number) {
  const creates: Create[] = [];
  let next = firstNumber;
  let stopped = false;
  const worker = async () => {
    while (!stopped) {
      const create: Create = { number: next++ };
      creates.push(create);
      create.outcome = await call(baseUrl, paths.lockerCreate, {
        method: 'POST',
        token,
        body: { institution_id: institutionId, locker_number: create.number, status: 1 },
        timeoutMs: 30_000,
      });
    }
  };
  const workers = Array.from({ length: CONCURRENCY }, worker);
  return {
    creates,
    acknowledged: () => creates.filter((c) => c.outcome && ok(c.outcome)),
    /** Sends no more requests; returns those still waiting for an answer. */
    halt: () => {
      stopped = true;
      return creates.filter((c) => !c.outcome);
    },
    settled: () => Promise.all(workers),
  };
}

describe('crash safety: SIGKILL during a burst of creates, then a restart (PGlite)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'faults-crash-'));
  let server: ServerProcess;
  let token: string;
  let institutionId: number;
  /** Every acknowledged create so far: locker id -> locker number. */
  const acknowledged = new Map<number, number>();
  const table: string[] = [];

  beforeAll(async () => {
    server = await startServer({ dataDir, seed: 'demo' });
    token = await login(server.url);
    const institutions = await call(server.url, paths.institutionList, { token });
    institutionId = (institutions.body!.data as Array<{ institution_id: number }>)[0]
      .institution_id;
  });

  afterAll(async () => {
    const exit = await server?.stop();
    console.log(
      [
        `crash safety, ${ROUNDS} rounds (${acknowledged.size} acknowledged creates in all)`,
        'round | acknowledged | unanswered at kill | of those stored | restart s',
        ...table,
        `final SIGTERM exit: ${JSON.stringify(exit)}`,
      ].join('\n'),
    );
    rmSync(dataDir, { recursive: true, force: true });
  });

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: the database opens and every acknowledged create is there`, async () => {
      // Kill after a varying number of acknowledged creates (deterministic per round).
      const killAfter = 3 + ((round * 17) % 40);
      const load = burst(server.url, token, institutionId, 1_000_000 + round * 10_000);
      await expect
        .poll(() => load.acknowledged().length, { timeout: 60_000, interval: 5 })
        .toBeGreaterThanOrEqual(killAfter);
      const inFlight = load.halt();
      server.child.kill('SIGKILL');
      const killed = await server.exited;
      await load.settled();
      expect(killed.signal).toBe('SIGKILL');
      expect(inFlight.length).toBe(CONCURRENCY); // the kill came mid-burst

      const acked = load.acknowledged();
      for (const create of acked) {
        const data = create.outcome!.body!.data as { id: number; locker_number: number };
        expect(data.locker_number).toBe(create.number);
        acknowledged.set(data.id, create.number);
      }
      // Requests cut by the kill: the client never learned whether they were stored, so either
      // way is right (a reply that left the server just before the kill counts as acknowledged).
      const unanswered = inFlight.filter((c) => c.outcome?.status === undefined);

      const restartStarted = Date.now();
      server = await startServer({ dataDir, seed: 'demo', port: server.port });
      const restartSeconds = (Date.now() - restartStarted) / 1000;

      // Every locker, a page of the largest size at a time (an unpaged list has a ceiling).
      const stored = new Map<number, number>();
      for (let page = 1; ; page++) {
        const list = await call(
          server.url,
          `${paths.lockerList(institutionId)}?page=${page}&pageSize=${MAX_PAGE_SIZE}`,
          { token },
        );
        expect(list.status).toBe(200);
        const rows = list.body!.data as Array<{ id: number; locker_number: number }>;
        for (const l of rows) stored.set(l.id, l.locker_number);
        if (rows.length < MAX_PAGE_SIZE) break;
      }
      const missing = [...acknowledged].filter(([id, number]) => stored.get(id) !== number);
      expect(missing, 'acknowledged creates missing after the restart').toEqual([]);
      const storedNumbers = new Set(stored.values());
      const unansweredStored = unanswered.filter((c) => storedNumbers.has(c.number)).length;
      table.push(
        [round, acked.length, unanswered.length, unansweredStored, restartSeconds.toFixed(1)].join(
          ' | ',
        ),
      );
    });
  }
});
