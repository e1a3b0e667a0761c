import { Skeleton } from 'antd';
import { lazy, type ComponentProps, type ComponentType } from 'react';
import { AfterPaint } from '../../components/AfterPaint';
import { loadCharts } from './loadCharts';

const lazyChart = <
  K extends 'RevenueChart' | 'TicketsSoldChart' | 'StatusChart' | 'BestSellersChart',
>(
  name: K,
) =>
  lazy(() =>
    loadCharts().then((m) => ({
      default: m[name] as ComponentType<ComponentProps<(typeof m)[K]>>,
    })),
  );

const charts = {
  RevenueChart: lazyChart('RevenueChart'),
  TicketsSoldChart: lazyChart('TicketsSoldChart'),
  StatusChart: lazyChart('StatusChart'),
  BestSellersChart: lazyChart('BestSellersChart'),
};

export type ChartName = keyof typeof charts;

/**
 * A chart of ./charts, with a skeleton while its chunk loads. The chunk is asked for with the
 * dashboard's own code (./loadCharts); the chart renders only once the page has painted
 * (AfterPaint), so drawing it never delays the figures.
 */
export function LazyChart<K extends ChartName>({
  name,
  ...props
}: { name: K } & ComponentProps<(typeof charts)[K]>) {
  const Chart = charts[name] as ComponentType<typeof props>;
  return (
    <AfterPaint fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
      <Chart {...props} />
    </AfterPaint>
  );
}
