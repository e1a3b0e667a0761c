// @vitest-environment node
import { QS_PARSE_DEPTH, type CrudFilter } from '@refinedev/core';
import dayjs from 'dayjs';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { listParams } from '../../src/api/dataProvider';
import { asNumber, asNumbers } from '../../src/components/listTable';
import { dayRange, rangeValue } from '../../src/pages/purchases/purchaseFilters';
import { goPath } from '../../src/routes/goPath';

/** What Refine reads back from a URL after a reload (@refinedev/react-router's parse). */
const reload = (path: string) =>
  qs.parse(new URL(path, 'http://console.test').search, {
    ignoreQueryPrefix: true,
    depth: QS_PARSE_DEPTH,
  }) as { filters?: CrudFilter[]; currentPage?: string };

const none = { search: '', hash: '' };

describe('list state in the URL (syncWithLocation)', () => {
  it('search text with & # = % comes back whole', () => {
    const text = 'Drum & Bass #1 = 50%';
    const path = goPath(
      { to: '/purchase', query: { filters: [{ field: 'q', operator: 'contains', value: text }] } },
      none,
    );
    expect(path).not.toContain('#');
    expect(reload(path).filters).toEqual([{ field: 'q', operator: 'contains', value: text }]);
  });

  it('a date range open at either end keeps each end in its place', () => {
    const until = dayRange([null, dayjs('2026-05-31')]);
    const from = dayRange([dayjs('2026-05-01'), null]);
    expect(until).toEqual(['', '2026-05-31']);
    for (const value of [until, from]) {
      const filters = [{ field: 'purchase_date', operator: 'between', value }] as CrudFilter[];
      const back = reload(goPath({ to: '/purchase', query: { filters } }, none)).filters ?? [];
      expect(rangeValue(back)).toEqual(value);
      // ... and the server is asked the same question again.
      expect(listParams({ filters: back, pagination: { mode: 'off' } })).toEqual(
        listParams({ filters, pagination: { mode: 'off' } }),
      );
    }
    expect(
      listParams({
        filters: [{ field: 'purchase_date', operator: 'between', value: until }],
        pagination: { mode: 'off' },
      }),
    ).toEqual({ purchase_date_to: '2026-05-31' });
  });

  it('numbers come back as text; the Selects read them as numbers again', () => {
    const filters: CrudFilter[] = [
      { field: 'ticket_status', operator: 'in', value: [0, 2] },
      { field: 'institution_id', operator: 'eq', value: 7 },
    ];
    const back = reload(goPath({ to: '/purchase', query: { filters } }, none)).filters ?? [];
    expect(back[0].value).toEqual(['0', '2']);
    expect(asNumbers(back[0].value)).toEqual([0, 2]);
    expect(asNumber(back[1].value)).toBe(7);
    expect(asNumber(undefined)).toBeUndefined();
    expect(asNumbers(undefined)).toEqual([]);
  });

  it('keeps the other parameters of the current URL and the hash when asked', () => {
    const path = goPath(
      { to: '/purchase', query: { currentPage: 2 }, options: { keepQuery: true, keepHash: true } },
      { search: '?user_id=32&currentPage=1', hash: '#top' },
    );
    expect(path).toBe('/purchase?user_id=32&currentPage=2#top');
  });

  it('an empty range is no filter at all', () => {
    expect(dayRange(null)).toBeUndefined();
    expect(dayRange([null, null])).toBeUndefined();
    expect(rangeValue([])).toEqual(['', '']);
  });
});
