/**
 * The analytics reply turned into what the cards and charts show. Kept apart from the charts
 * module (which is lazily loaded and mocked in jsdom tests) so the data logic is tested for real.
 */
import { TICKET_STATUS, type Analytics } from '../../../contract';
import { formatMonth } from '../../i18n/format';
import type { ChartLook } from './chartLook';

export interface MonthlyDatum {
  month: string;
  label: string;
  ticketsSold: number;
  revenue: number;
}
export interface StatusDatum {
  ticket_status: number;
  label: string;
  count: number;
  colour: string;
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
