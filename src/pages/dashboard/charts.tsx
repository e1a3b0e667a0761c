/**
 * The dashboard's charts (@ant-design/plots). This module is only ever imported lazily (see
 * LazyCharts.tsx), so the charts library lands in its own chunk and weighs on no other page.
 * Every chart gets its data ready-made and labelled (dashboardData.ts) and its options from
 * chartOptions.ts (theme colours, dark mode, right-to-left); it only draws them.
 */
import { Bar, Column, Line, Pie } from '@ant-design/plots';
import type { ChartLook } from './chartLook';
import {
  bestSellersOptions,
  revenueOptions,
  statusCompareOptions,
  statusOptions,
  ticketsSoldOptions,
} from './chartOptions';
import type { BestSellerDatum, MonthlyDatum, StatusDatum } from './dashboardData';

export function RevenueChart({ data, look }: { data: MonthlyDatum[]; look: ChartLook }) {
  return <Column {...revenueOptions(data, look)} />;
}

export function TicketsSoldChart({ data, look }: { data: MonthlyDatum[]; look: ChartLook }) {
  return <Line {...ticketsSoldOptions(data, look)} />;
}

/** A pie of the statuses; over a period (data with `series`) columns beside the previous ones. */
export function StatusChart({ data, look }: { data: StatusDatum[]; look: ChartLook }) {
  if (data.some((d) => d.series !== undefined))
    return <Column {...statusCompareOptions(data, look)} />;
  return <Pie {...statusOptions(data, look)} />;
}

export function BestSellersChart({
  data,
  look,
  compare = false,
}: {
  data: BestSellerDatum[];
  look: ChartLook;
  compare?: boolean;
}) {
  return <Bar {...bestSellersOptions(data, look, compare)} />;
}
