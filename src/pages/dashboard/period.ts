/**
 * The dashboard's period: whole days "YYYY-MM-DD", both included, as the server reads them
 * (`from` and `to` of the analytics call, UTC days). Kept in the page's URL (`?from=&to=`) so a
 * reload or a shared link shows the same period; a value that is not a valid period is ignored
 * (the dashboard then shows its default, the all-time figures).
 */
import dayjs, { type Dayjs } from 'dayjs';
import {
  ANALYTICS_FIRST_DAY,
  ANALYTICS_MAX_PERIOD_DAYS,
  isCalendarDay,
  periodDays,
} from '../../../contract';

export interface Period {
  from: string;
  to: string;
}

export const DAY_FORMAT = 'YYYY-MM-DD';

/** The period of `?from=&to=`, or null when either is missing or the pair is not a valid period. */
export function periodFromParams(params: URLSearchParams): Period | null {
  const from = params.get('from');
  const to = params.get('to');
  if (!from || !to || !isCalendarDay(from) || !isCalendarDay(to)) return null;
  if (from < ANALYTICS_FIRST_DAY) return null;
  const days = periodDays(from, to);
  return days >= 1 && days <= ANALYTICS_MAX_PERIOD_DAYS ? { from, to } : null;
}

/** The URL's parameters with the period set (or removed), the others kept. */
export function paramsWithPeriod(params: URLSearchParams, period: Period | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (period) {
    next.set('from', period.from);
    next.set('to', period.to);
  } else {
    next.delete('from');
    next.delete('to');
  }
  return next;
}

/** The analytics record's id: "current" (all time) or "from..to" (src/api/endpoints.ts). */
export const analyticsId = (period: Period | null): string =>
  period ? `${period.from}..${period.to}` : 'current';

export const PRESET_KEYS = ['today', 'last7', 'last30', 'thisMonth', 'last12Months'] as const;
export type PresetKey = (typeof PRESET_KEYS)[number];

/**
 * The presets, each ending today: today, the last 7 and 30 days, this month so far, and the
 * last 12 months (the 12 calendar months including this one, as the all-time chart shows).
 */
export function presetRange(key: PresetKey, today: Dayjs = dayjs()): [Dayjs, Dayjs] {
  const end = today.startOf('day');
  switch (key) {
    case 'today':
      return [end, end];
    case 'last7':
      return [end.subtract(6, 'day'), end];
    case 'last30':
      return [end.subtract(29, 'day'), end];
    case 'thisMonth':
      return [end.startOf('month'), end];
    case 'last12Months':
      return [end.startOf('month').subtract(11, 'month'), end];
  }
}

export const periodOf = ([from, to]: [Dayjs, Dayjs]): Period => ({
  from: from.format(DAY_FORMAT),
  to: to.format(DAY_FORMAT),
});

/**
 * The change from `previous` to `current` as a fraction (0.25 = +25 %); null when the previous
 * period had none (no base to compare with) and the current one has some.
 */
export function changeOf(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return (current - previous) / previous;
}
