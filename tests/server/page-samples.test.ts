/**
 * The sampled keys' store (server/db/pageSamples.ts): a list's samples are used only while they
 * are exact (dropped by a change to their tables, never kept when read across one, off while the
 * change feed is down), built in the background once per list, and not rebuilt more often than
 * the rebuild factor allows.
 */
import { describe, expect, it } from 'vitest';
import type { ChangeListener } from '../../server/db/changes';
import {
  PageSamples,
  sampleAtOrAfter,
  sampleAtOrBefore,
  type ListSamples,
} from '../../server/db/pageSamples';

function feed() {
  const listeners = new Set<ChangeListener>();
  return {
    live: true,
    onChange(listener: ChangeListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify(table: string | undefined) {
      for (const listener of listeners) listener(table);
    },
  };
}

const samples = (total: number): ListSamples => ({
  keys: [{ value: 'a', id: 1, at: 0 }],
  total,
});

describe('PageSamples', () => {
  it('builds a list once in the background, then gives it until its tables change', async () => {
    const changes = feed();
    // A clock that stands still: the builds take no time, so the rebuild's rate limit never holds.
    const store = new PageSamples(changes, ['purchases'], { every: 10, maxLists: 4, now: () => 0 });
    let builds = 0;
    const build = async () => samples(++builds);
    expect(store.get('all:price', build)).toBeUndefined();
    expect(store.get('all:price', build)).toBeUndefined();
    await store.settled();
    expect(builds).toBe(1);
    expect(store.get('all:price', build)?.total).toBe(1);
    changes.notify('lockers');
    expect(store.get('all:price', build)?.total).toBe(1);
    changes.notify('purchases');
    expect(store.get('all:price', build)).toBeUndefined();
    await store.settled();
    expect(store.get('all:price', build)?.total).toBe(2);
  });

  it('does not keep samples read across a change', async () => {
    const changes = feed();
    const store = new PageSamples(changes, ['purchases'], { every: 10, maxLists: 4 });
    let release = () => {};
    const build = () =>
      new Promise<ListSamples>((resolve) => {
        release = () => resolve(samples(5));
      });
    store.get('all:date', build);
    await new Promise((resolve) => setTimeout(resolve, 0));
    changes.notify('purchases');
    release();
    await store.settled();
    expect(store.size).toBe(0);
  });

  it('is off while the change feed is down, and with every = 0', async () => {
    const changes = feed();
    changes.live = false;
    const down = new PageSamples(changes, ['purchases'], { every: 10, maxLists: 4 });
    const off = new PageSamples(feed(), ['purchases'], { every: 0, maxLists: 4 });
    let builds = 0;
    const build = async () => samples(++builds);
    expect(down.get('k', build)).toBeUndefined();
    expect(off.get('k', build)).toBeUndefined();
    await down.settled();
    await off.settled();
    expect(builds).toBe(0);
  });

  it('rebuilds a list at most once per rebuildFactor × its last build', async () => {
    const changes = feed();
    let clock = 0;
    const store = new PageSamples(changes, ['purchases'], {
      every: 10,
      maxLists: 4,
      rebuildFactor: 4,
      now: () => clock,
    });
    let builds = 0;
    const build = async () => {
      clock += 100;
      return samples(++builds);
    };
    store.get('k', build);
    await store.settled();
    changes.notify('purchases');
    clock += 399;
    expect(store.get('k', build)).toBeUndefined();
    await store.settled();
    expect(builds).toBe(1);
    clock += 1;
    store.get('k', build);
    await store.settled();
    expect(builds).toBe(2);
  });

  it('finds the samples around an offset', () => {
    const keys = [0, 10, 20, 30].map((at) => ({ value: String(at), id: at, at }));
    expect(sampleAtOrBefore(keys, 0)).toBe(0);
    expect(sampleAtOrBefore(keys, 19)).toBe(1);
    expect(sampleAtOrBefore(keys, 20)).toBe(2);
    expect(sampleAtOrBefore(keys, 99)).toBe(3);
    expect(sampleAtOrAfter(keys, 0)).toBe(0);
    expect(sampleAtOrAfter(keys, 11)).toBe(2);
    expect(sampleAtOrAfter(keys, 30)).toBe(3);
    expect(sampleAtOrAfter(keys, 31)).toBe(-1);
  });
});
