import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordSource } from '../../src/kbar/recordSources';

/** The data provider the palette lists through: answers from a few rows, filtered by name. */
const ROWS: Record<string, { id: number; name: string }[]> = {
  institutions: [
    { id: 7, name: 'Club Aurora' },
    { id: 8, name: 'Velvet Stage' },
  ],
  users: [{ id: 3, name: 'Clubber Carl' }],
};
const getList = vi.fn(
  async ({ resource, filters }: { resource: string; filters: { value: string }[] }) => {
    const term = filters[0].value.toLowerCase();
    const data = (ROWS[resource] ?? []).filter((r) => r.name.toLowerCase().includes(term));
    return { data, total: data.length };
  },
);
vi.mock('@refinedev/core', () => ({ useDataProvider: () => () => ({ getList }) }));
// The setup file loads the main layout (and this hook) with the real Refine: load it again here,
// so it sees the mock above.
vi.resetModules();
const { SEARCH_DEBOUNCE_MS, useRecordSearch } = await import('../../src/kbar/useRecordSearch');

const SOURCES: RecordSource[] = [
  { resource: 'institutions', kind: 'institutions', recordPath: '/institutions/:id' },
  { resource: 'users', kind: 'users', recordPath: '/users/:id' },
];
const t = (key: string) => key;

beforeEach(() => {
  vi.useFakeTimers();
  getList.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('the palette\'s "search records" section', () => {
  it('asks the data provider once per pause in typing, with the last term', async () => {
    const navigate = vi.fn();
    const { result, rerender } = renderHook(
      ({ term }) => useRecordSearch(term, SOURCES, t, navigate),
      { initialProps: { term: '' } },
    );
    for (const term of ['c', 'cl', 'clu', 'club']) {
      rerender({ term });
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS / 3));
    }
    expect(getList).not.toHaveBeenCalled();
    expect(result.current.searching).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(getList).toHaveBeenCalledTimes(SOURCES.length);
    for (const [params] of getList.mock.calls) {
      expect(params.filters).toEqual([{ field: 'name', operator: 'contains', value: 'club' }]);
    }
    expect(result.current.searching).toBe(false);
    expect(result.current.actions.map((a) => [a.name, a.subtitle])).toEqual([
      ['Club Aurora', 'palette.records.institutions'],
      ['Clubber Carl', 'palette.records.users'],
    ]);

    // Running a hit opens its record.
    result.current.actions[0].perform?.(undefined as never);
    expect(navigate).toHaveBeenCalledWith('/institutions/7');
  });

  it('does not search for less than two characters', async () => {
    const { result } = renderHook(() => useRecordSearch('c', SOURCES, t, vi.fn()));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2));
    expect(getList).not.toHaveBeenCalled();
    expect(result.current).toEqual({ actions: [], searching: false });
  });

  it('keeps the hits of the lists that answered when another fails', async () => {
    getList.mockImplementationOnce(async () => {
      throw new Error('Forbidden');
    });
    const { result } = renderHook(() => useRecordSearch('club', SOURCES, t, vi.fn()));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(result.current.actions.map((a) => a.name)).toEqual(['Clubber Carl']);
  });
});
