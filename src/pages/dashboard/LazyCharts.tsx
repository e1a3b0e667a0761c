import { Skeleton } from 'antd';
import { lazy, type ComponentProps, type ComponentType } from 'react';
import { AfterFirstData } from '../../components/AfterFirstData';
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
 * A chart of ./charts, with a skeleton while its chunk loads. It mounts only once the
 * dashboard's figures are drawn (AfterFirstData), so the charts never delay the statistic cards.
 */
export function LazyChart<K extends ChartName>({
  name,
  ...props
}: { name: K } & ComponentProps<(typeof charts)[K]>) {
  const Chart = charts[name] as ComponentType<typeof props>;
  return (
    <AfterFirstData fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
      <Chart {...props} />
    </AfterFirstData>
  );
}
