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
