/**
 * The dashboard's charts (@ant-design/plots). This module is only ever imported lazily (see
 * LazyCharts.tsx), so the charts library lands in its own chunk and weighs on no other page.
 * Every chart gets its data ready-made and labelled (dashboardData.ts); it only draws it, in the
 * colours of the antd theme (dark mode) and mirrored for right-to-left layouts.
 */
import { Bar, Column, Line, Pie } from '@ant-design/plots';
import type { ChartLook } from './chartLook';
import type { BestSellerDatum, MonthlyDatum, StatusDatum } from './dashboardData';

const HEIGHT = 260;

/** Settings every chart shares: theme, height, axis side and direction. */
const common = (look: ChartLook) => ({
  height: HEIGHT,
  autoFit: true,
  theme: look.dark ? 'classicDark' : 'classic',
  style: { fill: look.primary },
});

/** In RTL the time axis runs from right to left and the value axis sits on the right. */
const timeScale = (look: ChartLook) => ({ x: { range: look.rtl ? [1, 0] : [0, 1] } });
const valueAxis = (look: ChartLook) => ({ y: { position: look.rtl ? 'right' : 'left' } });

export function RevenueChart({ data, look }: { data: MonthlyDatum[]; look: ChartLook }) {
  return (
    <Column
      {...common(look)}
      data={data}
      xField="label"
      yField="revenue"
      scale={timeScale(look)}
      axis={{ ...valueAxis(look), y: { ...valueAxis(look).y, labelFormatter: look.money } }}
      tooltip={{ items: [{ channel: 'y', valueFormatter: look.money }] }}
    />
  );
}

export function TicketsSoldChart({ data, look }: { data: MonthlyDatum[]; look: ChartLook }) {
  return (
    <Line
      {...common(look)}
      data={data}
      xField="label"
      yField="ticketsSold"
      scale={timeScale(look)}
      axis={valueAxis(look)}
      point={{ shapeField: 'circle', sizeField: 3 }}
      style={{ stroke: look.primary, lineWidth: 2 }}
    />
  );
}

export function StatusChart({ data, look }: { data: StatusDatum[]; look: ChartLook }) {
  return (
    <Pie
      height={HEIGHT}
      autoFit
      theme={look.dark ? 'classicDark' : 'classic'}
      data={data}
      angleField="count"
      colorField="label"
      innerRadius={0.6}
      scale={{ color: { range: data.map((d) => d.colour) } }}
      label={{ text: 'count', style: { fontWeight: 'bold' } }}
      legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
    />
  );
}

export function BestSellersChart({ data, look }: { data: BestSellerDatum[]; look: ChartLook }) {
  return (
    <Bar
      height={HEIGHT}
      autoFit
      theme={look.dark ? 'classicDark' : 'classic'}
      data={data}
      xField="name"
      yField="value"
      colorField="series"
      stack
      scale={{
        color: { range: [look.primary, look.muted] },
        y: { range: look.rtl ? [1, 0] : [0, 1] },
      }}
      legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
    />
  );
}
