import { describe, expect, it } from 'vitest';
import { AnalyticsCache } from '../../server/routes/analyticsCache';

describe('analytics cache', () => {
  it('shares one computation per scope until the time runs out or a write clears it', async () => {
    let now = 0;
    let runs = 0;
    const cache = new AnalyticsCache<number>(5000, () => now);
    const compute = async () => ++runs;
    const [a, b] = await Promise.all([cache.get('1', compute), cache.get('1', compute)]);
    expect([a, b, runs]).toEqual([1, 1, 1]);
    expect(await cache.get('2', compute)).toBe(2); // another scope is computed apart
    now = 4999;
    expect(await cache.get('1', compute)).toBe(1);
    now = 5000;
    expect(await cache.get('1', compute)).toBe(3);
    cache.clear();
    expect(await cache.get('1', compute)).toBe(4);
  });

  it('does not keep a failure, and computes every time when turned off', async () => {
    const cache = new AnalyticsCache<number>(5000);
    await expect(cache.get('1', () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect(await cache.get('1', async () => 7)).toBe(7);
    let runs = 0;
    const off = new AnalyticsCache<number>(0);
    await off.get('1', async () => ++runs);
    await off.get('1', async () => ++runs);
    expect(runs).toBe(2);
  });

  it('peeks at a computed value, and at the one before while it is computed again', async () => {
    let now = 0;
    const cache = new AnalyticsCache<string>(5000, () => now);
    expect(cache.peek('1')).toBeUndefined(); // nothing computed, and peeking starts nothing
    let finish!: (value: string) => void;
    const first = cache.get('1', () => new Promise<string>((resolve) => (finish = resolve)));
    expect(cache.peek('1')).toBeUndefined(); // still computing
    finish('a');
    await first;
    expect(cache.peek('1')).toBe('a');
    now = 5000;
    expect(cache.peek('1')).toBeUndefined(); // expired
    const second = cache.get('1', () => new Promise<string>((resolve) => (finish = resolve)));
    expect(cache.peek('1')).toBe('a'); // the value before, while the new one is computed
    finish('b');
    await second;
    expect(cache.peek('1')).toBe('b');
    cache.clear();
    expect(cache.peek('1')).toBeUndefined();
    expect(new AnalyticsCache<string>(0).peek('1')).toBeUndefined();
  });
});
