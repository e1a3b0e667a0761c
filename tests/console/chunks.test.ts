// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_ROWS, mapInChunks, nextTask } from '../../src/api/chunks';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reading a whole list a chunk at a time', () => {
  it('maps a short list in one go, in the same task', async () => {
    const yields = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yields });
    const rows = Array.from({ length: CHUNK_ROWS }, (_, i) => i);
    const mapped = await mapInChunks(rows, (n) => n * 2);
    expect(mapped).toHaveLength(CHUNK_ROWS);
    expect(mapped[CHUNK_ROWS - 1]).toBe((CHUNK_ROWS - 1) * 2);
    expect(yields).not.toHaveBeenCalled();
  });

  it('gives the main thread back between chunks of a long one, keeping the order', async () => {
    const order: string[] = [];
    vi.stubGlobal('scheduler', {
      yield: () => {
        order.push('yield');
        return Promise.resolve();
      },
    });
    const mapped = await mapInChunks(
      Array.from({ length: 10 }, (_, i) => i),
      (n) => {
        order.push(String(n));
        return `#${n}`;
      },
      4,
    );
    expect(mapped).toEqual(['#0', '#1', '#2', '#3', '#4', '#5', '#6', '#7', '#8', '#9']);
    expect(order.join(' ')).toBe('yield 0 1 2 3 yield 4 5 6 7 yield 8 9');
  });

  it('waits for the next task by a message where the browser has no scheduler.yield', async () => {
    vi.stubGlobal('scheduler', undefined);
    let microtasks = 0;
    const count = () => {
      microtasks += 1;
      if (microtasks < 1_000) queueMicrotask(count);
    };
    queueMicrotask(count);
    await nextTask();
    // Every queued microtask ran first: the wait was a task, not a microtask.
    expect(microtasks).toBe(1_000);
  });
});
