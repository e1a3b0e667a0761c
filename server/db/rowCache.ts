/**
 * Values kept until one of the tables they come from changes: the signed-in users of the guard,
 * the purchase rows of lists and the dashboard figures. They are cleared by the database's own
 * change notices (server/db/changes.ts), so a change made anywhere (this instance, another one, a
 * script) shows in the next request once its notice has arrived (milliseconds; PGlite's before
 * the write returns). Used only while the feed is live; `ttlMs` bounds each value's life besides
 * (0 turns the cache off; tests build their config by hand and leave it off), and `maxEntries`
 * its memory (the least recently used go first, lru-cache).
 */
import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from './changes';

export class RowCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  private readonly entries: LRUCache<K, V> | undefined;
  /** Computations under way (`fetch`), shared by the callers that ask meanwhile. */
  private readonly running = new Map<K, Promise<V>>();
  private generation = 0;

  constructor(
    private readonly feed: Pick<ChangeFeed, 'live' | 'onChange'>,
    /** Tables whose change clears the cache (any change when the feed goes down or comes back). */
    tables: readonly string[],
    ttlMs: number,
    maxEntries: number,
    now: () => number = Date.now,
  ) {
    this.entries =
      ttlMs > 0
        ? new LRUCache<K, V>({ max: maxEntries, ttl: ttlMs, ttlResolution: 0, perf: { now } })
        : undefined;
    feed.onChange((table) => {
      if (table === undefined || tables.includes(table)) this.clear();
    });
  }

  private get enabled(): boolean {
    return this.entries !== undefined && this.feed.live;
  }

  /**
   * Take this before reading rows to `set` afterwards: rows read across a clear are not kept (the
   * read may have seen the data before the change).
   */
  mark(): number {
    return this.generation;
  }

  get(key: K): V | undefined {
    return this.enabled ? this.entries?.get(key) : undefined;
  }

  set(mark: number, key: K, value: V): void {
    if (!this.enabled || mark !== this.generation) return;
    this.entries?.set(key, value);
  }

  /**
   * The kept value, or `compute()`'s, kept once it resolves. Callers asking while it runs share
   * it (one query set, not fifty), unless a change came meanwhile; a failure is not kept.
   */
  fetch(key: K, compute: () => Promise<V>): Promise<V> {
    if (!this.enabled) return compute();
    const kept = this.get(key);
    if (kept !== undefined) return Promise.resolve(kept);
    const running = this.running.get(key);
    if (running) return running;
    const mark = this.mark();
    const value = compute().then((computed) => {
      this.set(mark, key, computed);
      return computed;
    });
    this.running.set(key, value);
    const done = () => {
      if (this.running.get(key) === value) this.running.delete(key);
    };
    value.then(done, done);
    return value;
  }

  clear(): void {
    this.generation++;
    this.running.clear();
    this.entries?.clear();
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }
}
