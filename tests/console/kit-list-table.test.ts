import { describe, expect, it } from 'vitest';
import { getDefaultSortOrder, sortersFromTable } from '../../src/hooks/useListTable';

describe('sortersFromTable (antd Table sorter -> Refine sorters)', () => {
  it('names a column by its key, else by its data path', () => {
    expect(
      sortersFromTable({ field: ['user', 'name'], columnKey: 'user_name', order: 'ascend' }),
    ).toEqual([{ field: 'user_name', order: 'asc' }]);
    expect(sortersFromTable({ field: ['ticket_type', 'name'], order: 'descend' })).toEqual([
      { field: 'ticket_type.name', order: 'desc' },
    ]);
  });

  it('drops a column whose sort was cleared, and keeps the order of several', () => {
    expect(sortersFromTable({ field: 'price_amount', columnKey: 'price_amount' })).toEqual([]);
    expect(
      sortersFromTable([
        { field: 'name', columnKey: 'name', order: 'ascend' },
        { field: 'email', columnKey: 'email' },
        { field: 'role', columnKey: 'role', order: 'descend' },
      ]),
    ).toEqual([
      { field: 'name', order: 'asc' },
      { field: 'role', order: 'desc' },
    ]);
  });
});

describe('getDefaultSortOrder', () => {
  it("gives a column's order in antd's words, or none", () => {
    const sorters = [{ field: 'name', order: 'desc' as const }];
    expect(getDefaultSortOrder('name', sorters)).toBe('descend');
    expect(getDefaultSortOrder('email', sorters)).toBeUndefined();
  });
});
