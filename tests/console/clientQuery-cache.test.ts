// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  applyClientQuery,
  WHOLE_LIST_KEEP_MIN_ROWS,
  WHOLE_LIST_TTL_MS,
  WholeListCache,
} from '../../src/api/clientQuery';

const rows = Array.from({ length: 50 }, (_, i) => ({
  id: i + 1,
  price: String((i * 37) % 50),
  name: `Name ${(i * 13) % 50}`,
}));

describe('client-side lists of a server without paging', () => {
  it('pages through one sorted order: every row once, in order, the same on a second pass', () => {
    const query = (page: number) =>
      applyClientQuery(rows, {
        sorters: [{ field: 'price', order: 'desc' }],
        pagination: { currentPage: page, pageSize: 20 },
      });
    const seen = [1, 2, 3].flatMap((page) => query(page).data.map((r) => Number(r.price)));
    expect(seen).toHaveLength(50);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(query(2)).toEqual(query(2));
    expect(query(1).total).toBe(50);
  });

  it('sorts text with numbers in natural order', () => {
    const { data } = applyClientQuery(rows, {
      sorters: [{ field: 'name', order: 'asc' }],
      pagination: { mode: 'off' },
    });
    expect(data.slice(0, 3).map((r) => r.name)).toEqual(['Name 0', 'Name 1', 'Name 2']);
  });

  it('keeps only big whole lists, for a limited time, and forgets them all on clear', () => {
    let now = 0;
    const cache = new WholeListCache<{ id: number }>(() => now);
    const big = Array.from({ length: WHOLE_LIST_KEEP_MIN_ROWS }, (_, id) => ({ id }));
    cache.set('small', [{ id: 1 }]);
    cache.set('big', big);
    expect(cache.get('small')).toBeUndefined();
    expect(cache.get('big')).toBe(big);
    now = WHOLE_LIST_TTL_MS + 1;
    expect(cache.get('big')).toBeUndefined();
    cache.set('big', big);
    cache.clear();
    expect(cache.get('big')).toBeUndefined();
  });
});
