import type { CrudFilter } from '@refinedev/core';
import type { Dayjs } from 'dayjs';

/**
 * The Activity screen's filters, as `/audit/list` names them (contract/audit.ts): `user_id`,
 * `resource`, `action`, and the inclusive days `from` / `to` ("YYYY-MM-DD"). Each is an `eq`
 * filter, which the data provider sends as that query parameter and the URL keeps.
 */
export const FROM = 'from';
export const TO = 'to';

const DAY_FORMAT = 'YYYY-MM-DD';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The value of one field's filter. */
export function filterValue(filters: readonly CrudFilter[], field: string): unknown {
  const found = filters.find((f) => 'field' in f && f.field === field);
  return found?.value;
}

/** A text filter read back from the URL: a string or nothing. */
export const asText = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** A number filter read back from the URL (`"12"`): a number or nothing. */
export function asId(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** The range's two ends from the filters, each a day or `""`. */
export function dayRangeOf(filters: readonly CrudFilter[]): [string, string] {
  const day = (v: unknown) => (typeof v === 'string' && DAY.test(v) ? v : '');
  return [day(filterValue(filters, FROM)), day(filterValue(filters, TO))];
}

/** The RangePicker's days -> the `from` and `to` filters (an open end removes its filter). */
export function dayRangeFilters(days: [Dayjs | null, Dayjs | null] | null): CrudFilter[] {
  const from = days?.[0]?.format(DAY_FORMAT);
  const to = days?.[1]?.format(DAY_FORMAT);
  return [
    { field: FROM, operator: 'eq', value: from || undefined },
    { field: TO, operator: 'eq', value: to || undefined },
  ];
}
