/**
 * Rows kept until one of the tables they come from changes: the signed-in users of the guard and
 * the purchase rows of lists. Unlike the figures of analyticsCache.ts, whose lifetime bounds what
 * a write elsewhere can hide, these are cleared by the database's own change notices
 * (server/db/changes.ts), so a change made anywhere shows in the next request once its notice has
 * arrived (milliseconds; PGlite's before the write returns). Used only while the feed is live;
 * `ttlMs` bounds each row's life besides (0 turns the cache off; tests build their config by hand
 * and leave it off), and `maxEntries` its memory (the oldest go first).
 */
import type { ChangeFeed } from './changes';

export class RowCache<K, V> {
  private readonly entries = new Map<K, { at: number; value: V }>();
  private generation = 0;

  constructor(
    private readonly feed: Pick<ChangeFeed, 'live' | 'onChange'>,
    /** Tables whose change clears the cache (any change when the feed goes down or comes back). */
    tables: readonly string[],
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {
    feed.onChange((table) => {
      if (table === undefined || tables.includes(table)) this.clear();
    });
  }

  private get enabled(): boolean {
    return this.ttlMs > 0 && this.feed.live;
  }

  /**
   * Take this before reading rows to `set` afterwards: rows read across a clear are not kept (the
   * read may have seen the data before the change).
   */
  mark(): number {
    return this.generation;
  }

  get(key: K): V | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(mark: number, key: K, value: V): void {
    if (!this.enabled || mark !== this.generation) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Map keeps insertion order: the first key is the oldest entry.
      this.entries.delete(this.entries.keys().next().value as K);
    }
    this.entries.set(key, { at: this.now(), value });
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
