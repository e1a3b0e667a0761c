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

/** The RangePicker's days -> `["YYYY-MM-DD" | undefined, ...]`, or undefined when both are empty. */
export function dayRange(
  days: [Dayjs | null, Dayjs | null] | null,
): [string | undefined, string | undefined] | undefined {
  const from = days?.[0]?.format(DAY_FORMAT);
  const to = days?.[1]?.format(DAY_FORMAT);
  return from || to ? [from, to] : undefined;
}
