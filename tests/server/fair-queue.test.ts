/**
 * The fair queue in front of the embedded database (server/db/fairQueue.ts): one statement at a
 * time, and the next one is that of the request with the least database time so far, so a short
 * request passes a long one that has already had its share, and no work is lost or reordered
 * within one request.
 */
import { describe, expect, it } from 'vitest';
import { FairQueue } from '../../server/db/fairQueue';
import { openTestDatabase, onPostgres } from './test-database';

/** A statement that ends when the test says so, after taking `ms` on the queue's clock. */
function controlled(clock: { t: number }, ms: number, log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: async () => {
      log.push(`start ${name}`);
      await done;
      clock.t += ms;
      return name;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('FairQueue', () => {
  it('lets a new short request pass the next statement of a long one', async () => {
    const clock = { t: 0 };
    const queue = new FairQueue(() => clock.t);
    const log: string[] = [];
    const long1 = controlled(clock, 500, log, 'long 1');
    const long2 = controlled(clock, 500, log, 'long 2');
    const short = controlled(clock, 5, log, 'short');

    const longRequest = queue.withOwner(async () => {
      await queue.run(long1.run);
      return queue.run(long2.run);
    });
    await tick();
    const shortRequest = queue.withOwner(() => queue.run(short.run));
    await tick();
    expect(log).toEqual(['start long 1']);

    long1.finish();
    await tick();
    await tick();
    // The long request has had 500 ms; the short one none: the short one goes first.
    expect(log).toEqual(['start long 1', 'start short']);
    short.finish();
    expect(await shortRequest).toBe('short');
    await tick();
    expect(log).toEqual(['start long 1', 'start short', 'start long 2']);
    long2.finish();
    expect(await longRequest).toBe('long 2');
  });

  it('answers a short request next while several long ones queue', async () => {
    const clock = { t: 0 };
    const queue = new FairQueue(() => clock.t);
    const log: string[] = [];
    // Each long statement takes 100 ms and ends when the test releases it.
    const gates: (() => void)[] = [];
    const longStatement = (name: string) =>
      queue.run(
        () =>
          new Promise<void>((resolve) =>
            gates.push(() => {
              clock.t += 100;
              log.push(name);
              resolve();
            }),
          ),
      );
    // Three searches of three statements each, all under way.
    const longs = ['a', 'b', 'c'].map((name) =>
      queue.withOwner(async () => {
        for (let k = 1; k <= 3; k++) await longStatement(`${name}${k}`);
      }),
    );
    // Each statement is released once it has started.
    const release = async (k: number) => {
      while (gates.length <= k) await tick();
      gates[k]();
    };
    await release(0);
    while (gates.length < 2) await tick();
    // A page arrives while the second search's first statement runs.
    const short = queue.withOwner(() => queue.run(async () => void log.push('short')));
    for (let k = 1; k < 9; k++) await release(k);
    await Promise.all([...longs, short]);
    // The searches had their first turns in order of arrival; then the page went before their
    // second statements, and they went on in turn.
    expect(log).toEqual(['a1', 'b1', 'c1', 'short', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3']);
  });

  it('lets a long request finish under a steady stream of short ones', async () => {
    const clock = { t: 0 };
    const queue = new FairQueue(() => clock.t);
    let shorts = 0;
    let longDone = false;
    const long = queue.withOwner(async () => {
      await queue.run(async () => void (clock.t += 100));
      await queue.run(async () => void (clock.t += 100));
      longDone = true;
    });
    // Two clients sending 5 ms requests one after the other, as long as the long one runs.
    const client = async () => {
      while (!longDone && shorts < 1000) {
        await queue.withOwner(() => queue.run(async () => void (clock.t += 5 + 0 * shorts++)));
      }
    };
    await Promise.all([long, client(), client()]);
    // Short requests passed it (it had had 100 ms), but only for a bounded time: least
    // attained service alone would have kept it waiting as long as they kept coming.
    expect(shorts).toBeGreaterThan(10);
    expect(shorts).toBeLessThan(200);
  });

  it('runs work queued behind the requests of the next second once that second has passed', async () => {
    const clock = { t: 0 };
    const queue = new FairQueue(() => clock.t);
    const log: string[] = [];
    const blocker = queue.withOwner(() => queue.run(async () => void (clock.t += 10)));
    const background = queue.withOwner(
      () => queue.run(async () => void log.push(`background at ${clock.t}`)),
      queue.owner(1_000),
    );
    let requests = 0;
    // Two clients sending 10 ms requests one after the other: one of them always waits.
    const client = async () => {
      while (log.length === 0 && requests < 1000) {
        await queue.withOwner(() => queue.run(async () => void (clock.t += 10 + 0 * requests++)));
      }
    };
    await Promise.all([blocker, background, client(), client()]);
    // It ran once the requests arriving in the second after it had been served, not before.
    expect(log).toHaveLength(1);
    const ranAt = Number(log[0].split(' ').pop());
    expect(ranAt).toBeGreaterThanOrEqual(1_000);
    expect(ranAt).toBeLessThanOrEqual(1_030);
  });

  it('lets Node read its sockets between two statements', async () => {
    const queue = new FairQueue();
    const log: string[] = [];
    const first = queue.run(async () => {
      log.push('statement 1');
      // Stands for a request arriving on a socket while statement 2 waits.
      setImmediate(() => log.push('I/O'));
    });
    const second = queue.run(async () => void log.push('statement 2'));
    await Promise.all([first, second]);
    expect(log).toEqual(['statement 1', 'I/O', 'statement 2']);
  });

  it('runs one statement at a time, first come first served among equals', async () => {
    const queue = new FairQueue(() => 0);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, (_, k) =>
        queue.withOwner(() =>
          queue.run(async () => {
            most = Math.max(most, ++running);
            await tick();
            order.push(k);
            running--;
          }),
        ),
      ),
    );
    expect(most).toBe(1);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('a failed statement passes its error on and frees the turn', async () => {
    const queue = new FairQueue();
    const failing = queue.run(() => Promise.reject(new Error('syntax error')));
    const next = queue.run(async () => 'next');
    await expect(failing).rejects.toThrow('syntax error');
    expect(await next).toBe('next');
    expect(queue.length).toBe(0);
  });
});

describe.skipIf(onPostgres)('the embedded database behind the queue', () => {
  it('answers statements and transactions from concurrent owners', async () => {
    const database = await openTestDatabase();
    try {
      expect(database.queue).toBeDefined();
      const { sql } = await import('drizzle-orm');
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, k) =>
          database.queue!.withOwner(() =>
            database.db.transaction(async (tx) => {
              const r = (await tx.execute(sql`select ${k}::int as k`)) as unknown as {
                rows: { k: number }[];
              };
              return r.rows[0].k;
            }),
          ),
        ),
      );
      expect(results).toEqual([0, 1, 2, 3, 4]);
    } finally {
      await database.close();
    }
  });
});
