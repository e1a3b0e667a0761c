// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CrudFilter } from '@refinedev/core';
import { applyClientQuery } from '../../src/api/clientQuery';
import { listParams } from '../../src/api/dataProvider';
import { checkedOutRow, enteredRow, purchasedRow } from '../../mocks/v1/purchases';

describe('purchase filters on the wire (DESIGN.md list parameters)', () => {
  it('an `in` filter is a comma list and a `between` filter a _from / _to pair', () => {
    expect(
      listParams({
        pagination: { mode: 'off' },
        filters: [
          { field: 'ticket_status', operator: 'in', value: [0, 2] },
          { field: 'purchase_date', operator: 'between', value: ['2026-05-01', '2026-05-31'] },
          { field: 'user_id', operator: 'eq', value: 32 },
        ],
      }),
    ).toEqual({
      ticket_status: '0,2',
      purchase_date_from: '2026-05-01',
      purchase_date_to: '2026-05-31',
      user_id: '32',
    });
  });

  it('an open-ended range sends only its bound; an empty list sends nothing', () => {
    expect(
      listParams({
        pagination: { mode: 'off' },
        filters: [
          { field: 'purchase_date', operator: 'between', value: [undefined, '2026-05-31'] },
          { field: 'ticket_status', operator: 'in', value: [] },
        ],
      }),
    ).toEqual({ purchase_date_to: '2026-05-31' });
  });
});

describe('the same filters in the browser (legacy server, no `meta`)', () => {
  const rows = [purchasedRow, enteredRow, checkedOutRow] as unknown as Record<string, unknown>[];
  const ids = (filters: CrudFilter[]) =>
    applyClientQuery(rows, { filters, pagination: { mode: 'off' } }).data.map((r) => r.purchase_id);

  it('a day range includes the whole last day (UTC), like the server', () => {
    // enteredRow was bought on 2026-05-31 at 23:30 UTC.
    expect(
      ids([{ field: 'purchase_date', operator: 'between', value: ['2026-05-01', '2026-05-31'] }]),
    ).toEqual([501, 502]);
    expect(
      ids([{ field: 'purchase_date', operator: 'between', value: ['2026-06-01', undefined] }]),
    ).toEqual([503]);
    expect(
      ids([{ field: 'purchase_date', operator: 'between', value: [undefined, '2026-05-03'] }]),
    ).toEqual([501]);
  });

  it('a status list keeps the rows of any listed status', () => {
    expect(ids([{ field: 'ticket_status', operator: 'in', value: [1, 2] }])).toEqual([502, 503]);
  });
});
