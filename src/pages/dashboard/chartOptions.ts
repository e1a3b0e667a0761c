/**
 * The options of the dashboard's charts (@ant-design/plots), kept apart from the charts module
 * (lazily loaded, drawn on a canvas) so they are tested per direction and mode. Each chart draws
 * in a left-to-right frame: a canvas resolves G2's "start"/"end" label alignment against its
 * inherited direction, so in an RTL page the y labels landed over the bars and the rotated month
 * labels across the plot. Right to left is drawn by the options instead: the time axis runs from
 * the right and the value axis sits on the right.
 */
import type { ChartLook } from './chartLook';
import type { BestSellerDatum, MonthlyDatum, StatusDatum } from './dashboardData';

export const CHART_HEIGHT = 260;

const legend = { color: { position: 'bottom', layout: { justifyContent: 'center' } } };

/** The frame, theme, height and axis colours every chart shares. */
export const frameOptions = (look: ChartLook) => ({
  height: CHART_HEIGHT,
  autoFit: true,
  theme: look.dark ? 'classicDark' : 'classic',
  containerStyle: { height: 'inherit', flex: 1, direction: 'ltr' as const },
  containerAttributes: { dir: 'ltr' },
});

/** Axis labels in the theme's secondary text colour (readable on light and dark cards). */
const axisLook = (look: ChartLook) => ({ labelFill: look.text, titleFill: look.text });

/** The month axis: runs from the right in RTL; labels rotate (or hide) rather than overlap. */
const monthAxis = (look: ChartLook) => ({
  ...axisLook(look),
  labelAutoRotate: { optionalAngles: [0, 30, 45] },
  labelAutoHide: true,
});
const valueAxis = (look: ChartLook) => ({
  ...axisLook(look),
  position: look.rtl ? ('right' as const) : ('left' as const),
});
const timeScale = (look: ChartLook) => ({ x: { range: look.rtl ? [1, 0] : [0, 1] } });

/** Over a period two series: this period in the primary colour, the previous one muted. */
const periodColours = (look: ChartLook) => ({ range: [look.primary, look.neutral] });
const comparing = (data: { series?: string }[]) => data.some((d) => d.series !== undefined);

/**
 * The previous period's marks also lighter and dashed, so the two series differ by more than a
 * hue. The data lists this period first; a line's style gets its series' points.
 */
const previousPeriodStyle = (data: { series?: string }[], look: ChartLook) => {
  const previous = [...new Set(data.map((d) => d.series))][1];
  const isPrevious = (d: unknown) =>
    previous !== undefined && (Array.isArray(d) ? d[0] : d)?.series === previous;
  return {
    fillOpacity: (d: unknown) => (isPrevious(d) ? 0.45 : 1),
    lineDash: (d: unknown) => (isPrevious(d) ? [4, 3] : [0, 0]),
    stroke: (d: unknown) => (isPrevious(d) ? look.text : undefined),
  };
};

export const revenueOptions = (data: MonthlyDatum[], look: ChartLook) => ({
  ...frameOptions(look),
  data,
  xField: 'label',
  yField: 'revenue',
  ...(comparing(data)
    ? { colorField: 'series', group: true, legend, style: previousPeriodStyle(data, look) }
    : { style: { fill: look.primary } }),
  scale: { ...timeScale(look), ...(comparing(data) ? { color: periodColours(look) } : {}) },
  axis: { x: monthAxis(look), y: { ...valueAxis(look), labelFormatter: look.money } },
  tooltip: { items: [{ channel: 'y', valueFormatter: look.money }] },
});

export const ticketsSoldOptions = (data: MonthlyDatum[], look: ChartLook) => ({
  ...frameOptions(look),
  data,
  xField: 'label',
  yField: 'ticketsSold',
  axis: { x: monthAxis(look), y: valueAxis(look) },
  point: { shapeField: 'circle', sizeField: 3 },
  ...(comparing(data)
    ? {
        colorField: 'series',
        legend,
        style: { lineWidth: 2, lineDash: previousPeriodStyle(data, look).lineDash },
        scale: { ...timeScale(look), color: periodColours(look) },
      }
    : { style: { stroke: look.primary, lineWidth: 2 }, scale: timeScale(look) }),
});

/** Over a period, the statuses as grouped columns: this period and the previous one. */
export const statusCompareOptions = (data: StatusDatum[], look: ChartLook) => ({
  ...frameOptions(look),
  data,
  xField: 'label',
  yField: 'count',
  colorField: 'series',
  group: true,
  style: previousPeriodStyle(data, look),
  scale: { color: periodColours(look), x: { range: look.rtl ? [1, 0] : [0, 1] } },
  axis: { x: axisLook(look), y: valueAxis(look) },
  legend,
});

export const statusOptions = (data: StatusDatum[], look: ChartLook) => ({
  ...frameOptions(look),
  data,
  angleField: 'count',
  colorField: 'label',
  innerRadius: 0.6,
  scale: { color: { range: data.map((d) => d.colour) } },
  label: { text: 'count', style: { fontWeight: 'bold' } },
  legend,
});

/**
 * Horizontal bars: in RTL they grow from the right, the names on the right. Sold and still
 * available are stacked; over a period, this period and the previous one are side by side.
 * Bar's transposed frame runs G2's default value range [1, 0] from the left: RTL reverses it.
 */
export const bestSellersOptions = (data: BestSellerDatum[], look: ChartLook, compare = false) => ({
  ...frameOptions(look),
  data,
  xField: 'name',
  yField: 'value',
  colorField: 'series',
  ...(compare ? { group: true, style: previousPeriodStyle(data, look) } : { stack: true }),
  scale: {
    color: compare ? periodColours(look) : { range: [look.primary, look.muted] },
    y: { range: look.rtl ? [0, 1] : [1, 0] },
  },
  axis: {
    x: { ...axisLook(look), position: look.rtl ? ('right' as const) : ('left' as const) },
    y: axisLook(look),
  },
  legend,
});
