/**
 * Sampled keys of long lists, so that a jump to page N is a keyset read from the nearest sample
 * instead of a walk over (N-1) × pageSize rows (routes/purchasePages.ts builds and reads them).
 *
 * A list's samples are every `every`-th row of the list in ascending order of its sort: the row's
 * sort value, its id and how many rows come before it, with the list's total, all read in one
 * statement (one snapshot). They are exact until one of the tables they were read from changes:
 * the database's change notices (server/db/changes.ts) drop them, like the row caches, and they
 * are kept only while that feed is live. A list without samples is read the old way while its
 * samples are rebuilt in the background, one list at a time, and not more often than a few times
 * its last build's duration, so a busy stream of writes cannot keep the database rebuilding.
 */
import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from './changes';

/** A sampled row: its sort value as text (null for a NULL) and id, and the rows before it. */
export interface SampleKey {
  value: string | null;
  id: number;
  at: number;
}

export interface ListSamples {
  /** Ascending by `at`; the first is the list's first row (`at` 0). Empty for an empty list. */
  keys: SampleKey[];
  total: number;
}

export interface PageSamplesOptions {
  /** Rows between two samples (a jump reads at most about this many rows past its sample). */
  every: number;
  /** Lists kept (one per scope and sort). */
  maxLists: number;
  /** A list is rebuilt at most once per this many times its last build's duration. */
  rebuildFactor?: number;
  /** Runs a build outside any request (PGlite: behind the requests in the fair queue). */
  background?: <T>(work: () => Promise<T>) => Promise<T>;
  now?: () => number;
}

interface Built {
  at: number;
  tookMs: number;
}

export class PageSamples {
  private readonly lists: LRUCache<string, ListSamples>;
  private readonly lastBuilt = new Map<string, Built>();
  private readonly pending = new Set<string>();
  private chain: Promise<void> = Promise.resolve();
  private generation = 0;
  private readonly now: () => number;

  constructor(
    private readonly feed: Pick<ChangeFeed, 'live' | 'onChange'>,
    /** Tables whose change drops every list's samples (any change when the feed goes or comes). */
    tables: readonly string[],
    private readonly options: PageSamplesOptions,
  ) {
    this.lists = new LRUCache({ max: Math.max(1, options.maxLists) });
    this.now = options.now ?? (() => performance.now());
    feed.onChange((table) => {
      if (table === undefined || tables.includes(table)) this.clear();
    });
  }

  get every(): number {
    return this.options.every;
  }

  private get enabled(): boolean {
    return this.options.every > 0 && this.feed.live;
  }

  /**
   * The list's samples when they are exact now; otherwise undefined, and `build` is queued to run
   * in the background (at most one build of a list waits or runs at a time).
   */
  get(key: string, build: () => Promise<ListSamples>): ListSamples | undefined {
    if (!this.enabled) return undefined;
    const kept = this.lists.get(key);
    if (kept) return kept;
    this.schedule(key, build);
    return undefined;
  }

  private schedule(key: string, build: () => Promise<ListSamples>): void {
    if (this.pending.has(key)) return;
    const last = this.lastBuilt.get(key);
    const factor = this.options.rebuildFactor ?? 4;
    if (last && this.now() < last.at + factor * last.tookMs) return;
    this.pending.add(key);
    const run = async () => {
      const mark = this.generation;
      const started = this.now();
      try {
        const samples = await (this.options.background ?? ((work) => work()))(build);
        const ended = this.now();
        this.lastBuilt.set(key, { at: ended, tookMs: ended - started });
        // Samples read across a change may hold the rows from before it: not kept.
        if (mark === this.generation && this.enabled) this.lists.set(key, samples);
      } catch {
        // A failed build leaves the list read the old way; the next jump asks again.
      } finally {
        this.pending.delete(key);
      }
    };
    this.chain = this.chain.then(run);
  }

  /** Resolves once every build queued so far has ended (tests, the bench). */
  async settled(): Promise<void> {
    let seen: Promise<void>;
    do {
      seen = this.chain;
      await seen;
    } while (seen !== this.chain);
  }

  clear(): void {
    this.generation++;
    this.lists.clear();
  }

  get size(): number {
    return this.lists.size;
  }
}

/** The index of the last sample at or before ascending offset `at` (keys non-empty, keys[0].at 0). */
export function sampleAtOrBefore(keys: readonly SampleKey[], at: number): number {
  let low = 0;
  let high = keys.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (keys[mid].at <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The index of the first sample at or after ascending offset `at`, or -1 when none is. */
export function sampleAtOrAfter(keys: readonly SampleKey[], at: number): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (keys[mid].at >= at) high = mid;
    else low = mid + 1;
  }
  return low < keys.length ? low : -1;
}
