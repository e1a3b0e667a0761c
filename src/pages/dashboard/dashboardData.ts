/**
 * The analytics reply turned into what the cards and charts show. Kept apart from the charts
 * module (which is lazily loaded and mocked in jsdom tests) so the data logic is tested for real.
 */
import { TICKET_STATUS, type Analytics } from '../../../contract';
import { formatDate, formatMonth } from '../../i18n/format';
import type { ChartLook } from './chartLook';

export interface MonthlyDatum {
  month: string;
  label: string;
  ticketsSold: number;
  revenue: number;
  /** Over a period: which one ("This period", "Previous period"); the charts draw two series. */
  series?: string;
}
export interface StatusDatum {
  ticket_status: number;
  label: string;
  count: number;
  colour: string;
  series?: string;
}
export interface BestSellerDatum {
  name: string;
  series: string;
  value: number;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** undefined (legacy server: no series) hides the chart; all zeros shows the empty state. */
export function monthlyData(analytics: Analytics | undefined, lng: string) {
  const series = analytics?.monthly;
  if (!series) return undefined;
  return series.map((m) => ({
    month: m.month,
    label: formatMonth(m.month, lng),
    ticketsSold: m.ticketsSold,
    revenue: Number(m.revenue) || 0,
  }));
}

export const hasSales = (data: MonthlyDatum[]) =>
  data.some((m) => m.ticketsSold > 0 || m.revenue > 0);

export function statusData(
  analytics: Analytics | undefined,
  t: Translate,
  look: ChartLook,
): StatusDatum[] | undefined {
  const counts = analytics?.ticketStatusCounts;
  if (!counts) return undefined;
  const colours: Record<number, string> = {
    [TICKET_STATUS.PURCHASED]: look.success,
    [TICKET_STATUS.ENTERED]: look.warning,
    [TICKET_STATUS.CHECKED_OUT]: look.neutral,
  };
  return counts
    .filter((c) => c.count > 0)
    .map((c) => ({
      ticket_status: c.ticket_status,
      label: t(`purchases:ticketStatus.${c.ticket_status}`),
      count: c.count,
      colour: colours[c.ticket_status] ?? look.neutral,
    }));
}

/** Sold and, when the server tells the capacity (not the legacy one), what is still available. */
export function bestSellerData(analytics: Analytics | undefined, t: Translate): BestSellerDatum[] {
  return (analytics?.bestSellingProducts ?? []).flatMap((p) => {
    const sold = { name: p.ticketName, series: t('charts.sold'), value: p.totalSold };
    if (typeof p.capacity !== 'number') return [sold];
    const remaining = Math.max(p.capacity - p.totalSold, 0);
    return [sold, { name: p.ticketName, series: t('charts.remaining'), value: remaining }];
  });
}

const dayLabels = new Map<string, Intl.DateTimeFormat>();
/** "2026-05-03" -> "May 3" in the language (a calendar day: formatted in UTC, never shifted). */
function dayLabel(day: string, lng: string): string {
  let format = dayLabels.get(lng);
  if (!format) {
    format = new Intl.DateTimeFormat(lng, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    dayLabels.set(lng, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/**
 * A period's series and the previous period's, point by point: the previous period's points
 * carry the asked period's labels (its n-th day or month lines up with the n-th one here).
 * undefined without a period (the reply has `monthly` instead).
 */
export function periodSeriesData(
  analytics: Analytics | undefined,
  t: Translate,
  lng: string,
): MonthlyDatum[] | undefined {
  const period = analytics?.period;
  const series = analytics?.series;
  if (!period || !series) return undefined;
  const label = (start: string) => {
    if (period.unit === 'day') return dayLabel(start, lng);
    return start.endsWith('-01') ? formatMonth(start.slice(0, 7), lng) : formatDate(start, lng);
  };
  const labels = series.map((point) => label(point.start));
  const datum =
    (name: string) =>
    (point: { start: string; ticketsSold: number; revenue: string }, i: number) => ({
      month: point.start,
      label: labels[i] ?? label(point.start),
      ticketsSold: point.ticketsSold,
      revenue: Number(point.revenue) || 0,
      series: name,
    });
  return [
    ...series.map(datum(t('charts.thisPeriod'))),
    ...(analytics.previous?.series ?? []).map(datum(t('charts.previousPeriod'))),
  ];
}

/** The status counts of both periods, for the statuses either period has. */
export function periodStatusData(
  analytics: Analytics | undefined,
  t: Translate,
  look: ChartLook,
): StatusDatum[] | undefined {
  const now = analytics?.ticketStatusCounts;
  const before = analytics?.previous?.ticketStatusCounts;
  if (!now || !before) return undefined;
  const shown = new Set([...now, ...before].filter((c) => c.count > 0).map((c) => c.ticket_status));
  const rows = (counts: typeof now, series: string) =>
    counts
      .filter((c) => shown.has(c.ticket_status))
      .map((c) => ({
        ticket_status: c.ticket_status,
        label: t(`purchases:ticketStatus.${c.ticket_status}`),
        count: c.count,
        colour: look.neutral,
        series,
      }));
  return [...rows(now, t('charts.thisPeriod')), ...rows(before, t('charts.previousPeriod'))];
}

/** The period's best sellers: sold in the period and in the previous one. */
export function periodBestSellerData(
  analytics: Analytics | undefined,
  t: Translate,
): BestSellerDatum[] {
  const before = new Map(
    (analytics?.previous?.bestSellingProducts ?? []).map((p) => [p.ticketId, p.totalSold]),
  );
  return (analytics?.bestSellingProducts ?? []).flatMap((p) => [
    { name: p.ticketName, series: t('charts.thisPeriod'), value: p.totalSold },
    { name: p.ticketName, series: t('charts.previousPeriod'), value: before.get(p.ticketId) ?? 0 },
  ]);
}
