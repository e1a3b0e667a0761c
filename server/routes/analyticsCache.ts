/**
 * Dashboard figures reused for a few seconds per scope: computing them scans every purchase
 * (~100 ms at 100 000 purchases), and a dashboard opened by many admins at once asks for the
 * same figures. The totals and the orders of paged purchase lists use the same class
 * (routes/purchases.ts: one total per scope and filter, one order per scope, filter and sort).
 * Safe because
 * - any write through the API (routes/index.ts: every POST, PATCH, PUT, DELETE answered below
 *   400) clears every entry at once, so this instance never shows figures older than its own writes;
 * - an entry lives `ttlMs` at most, which bounds what writes of other instances (or of scripts
 *   writing to the database directly) can hide;
 * - callers asking while a computation runs share it (one query set, not fifty).
 * `ttlMs` 0 turns it off (tests build their config by hand and leave it off). `maxEntries` bounds
 * the memory when keys are open-ended (a typed search): a full cache first drops what has expired,
 * then its oldest entries.
 */
interface Entry<T> {
  at: number;
  value: Promise<T>;
  /** `value` once it has resolved. */
  settled?: T;
  /** The value of the expired entry this one replaced, until `value` resolves (see peek). */
  previous?: T;
}

export class AnalyticsCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = Infinity,
  ) {}

  get(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.at < this.ttlMs) return entry.value;
    const value = compute();
    if (entry) this.entries.delete(key);
    else if (this.entries.size >= this.maxEntries) this.evict();
    const fresh: Entry<T> = { at: this.now(), value, previous: entry?.settled ?? entry?.previous };
    this.entries.set(key, fresh);
    value.then(
      (settled) => {
        fresh.settled = settled;
        fresh.previous = undefined;
      },
      // A failed computation is not kept: the next caller tries again.
      () => {
        if (this.entries.get(key) === fresh) this.entries.delete(key);
      },
    );
    return value;
  }

  /**
   * The value kept for `key` without waiting and without starting a computation: the computed
   * value while it has not expired, or, while `get` computes it again after it expired, the value
   * before (so callers that cannot wait do not all fall back at once). Nothing after `clear`.
   */
  peek(key: string): T | undefined {
    if (this.ttlMs <= 0) return undefined;
    const entry = this.entries.get(key);
    if (!entry || this.now() - entry.at >= this.ttlMs) return undefined;
    return entry.settled ?? entry.previous;
  }

  private evict(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (now - entry.at >= this.ttlMs) this.entries.delete(key);
    }
    // Map keeps insertion order: the first keys are the oldest entries.
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.maxEntries) break;
      this.entries.delete(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
