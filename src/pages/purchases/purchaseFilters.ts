import type { CrudFilter } from '@refinedev/core';
import type { Dayjs } from 'dayjs';

/** The URL parameter the users page links with (`/purchase?user_id=12`). */
export const USER_PARAM = 'user_id';

/**
 * The purchase date range: a `between` filter on `purchase_date`, which the data provider sends
 * as `purchase_date_from` / `purchase_date_to` (inclusive UTC days, contract/purchase-input.ts).
 */
export const DATE_FILTER = 'purchase_date';

const DAY_FORMAT = 'YYYY-MM-DD';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The value of one field's filter in Refine's filter list. */
export function filterValue(filters: CrudFilter[], field: string): unknown {
  const found = filters.find((f) => 'field' in f && f.field === field);
  return found?.value;
}

/** `?user_id=12` -> the initial buyer filter; anything but a positive integer is ignored. */
export function userFilterFromUrl(params: URLSearchParams): CrudFilter | null {
  const raw = params.get(USER_PARAM);
  if (!raw || !/^\d+$/.test(raw) || Number(raw) <= 0) return null;
  return { field: 'user_id', operator: 'eq', value: Number(raw) };
}

/**
 * The RangePicker's days -> `["YYYY-MM-DD", "YYYY-MM-DD"]`, an open end as `""`, or undefined when
 * both are empty. `""` rather than undefined: the URL (qs) drops an undefined item and packs
 * `value[1]` into `value[0]`, so a lone "until" came back from a reload as "from".
 */
export function dayRange(days: [Dayjs | null, Dayjs | null] | null): [string, string] | undefined {
  const from = days?.[0]?.format(DAY_FORMAT) ?? '';
  const to = days?.[1]?.format(DAY_FORMAT) ?? '';
  return from || to ? [from, to] : undefined;
}

/** The date range filter's two ends (`""` when open), whatever shape the URL gave back. */
export function rangeValue(filters: CrudFilter[]): [string, string] {
  const value = filterValue(filters, DATE_FILTER);
  if (!Array.isArray(value)) return ['', ''];
  const day = (v: unknown) => (typeof v === 'string' && DAY.test(v) ? v : '');
  return [day(value[0]), day(value[1])];
}

/**
 * The date range filter's width, known before its code loads so its place is held: both ends'
 * whole placeholders in any language, ~7.5 px a character, the icons beside.
 */
export const dateRangeWidth = (from: string, to: string): number =>
  Math.max(264, Math.ceil(Math.max(from.length, to.length) * 7.5) * 2 + 90);
