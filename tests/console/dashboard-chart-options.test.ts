// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ChartLook } from '../../src/pages/dashboard/chartLook';
import {
  bestSellersOptions,
  revenueOptions,
  statusCompareOptions,
  statusOptions,
  ticketsSoldOptions,
} from '../../src/pages/dashboard/chartOptions';

const look = (rtl: boolean, dark: boolean): ChartLook => ({
  rtl,
  dark,
  primary: '#1677ff',
  muted: '#eee',
  success: 'green',
  warning: 'orange',
  neutral: 'grey',
  text: dark ? 'rgba(255,255,255,0.65)' : 'rgba(0,0,0,0.65)',
  money: (v) => `$${v}`,
});

/** The previous period's style callbacks, as G2 calls them with a datum (or a line's points). */
interface PeriodStyle {
  fillOpacity: (d: unknown) => number;
  lineDash: (d: unknown) => number[];
}
const periodStyle = (options: object) => (options as { style: PeriodStyle }).style;

const month = { month: '2026-05', label: 'مايو 2026', ticketsSold: 3, revenue: 12 };

const all = (l: ChartLook) => [
  revenueOptions([month], l),
  ticketsSoldOptions([month], l),
  statusOptions([], l),
  bestSellersOptions([], l),
];

describe('dashboard chart options', () => {
  for (const rtl of [false, true]) {
    for (const dark of [false, true]) {
      it(`${rtl ? 'rtl' : 'ltr'} ${dark ? 'dark' : 'light'}: every chart draws in a left-to-right frame in the theme`, () => {
        for (const options of all(look(rtl, dark))) {
          // A canvas inheriting "rtl" flips G2's start/end label alignment onto the plot.
          expect(options.containerAttributes).toEqual({ dir: 'ltr' });
          expect(options.containerStyle.direction).toBe('ltr');
          expect(options.theme).toBe(dark ? 'classicDark' : 'classic');
        }
      });
    }
  }

  it('ltr: the best sellers grow from the left, their axis 0 at the left', () => {
    // Bar transposes G2's frame; its default value range [1, 0] is what runs from the left.
    const bars = bestSellersOptions([], look(false, false));
    expect(bars.scale.y.range).toEqual([1, 0]);
    expect(bars.axis.x.position).toBe('left');
  });

  it('ltr: months run from the left, values on the left', () => {
    for (const options of [
      revenueOptions([month], look(false, false)),
      ticketsSoldOptions([month], look(false, false)),
    ]) {
      expect(options.scale.x.range).toEqual([0, 1]);
      expect(options.axis.y.position).toBe('left');
    }
  });

  it('rtl: months run from the right, values on the right, month labels never overlap', () => {
    for (const options of [
      revenueOptions([month], look(true, false)),
      ticketsSoldOptions([month], look(true, false)),
    ]) {
      expect(options.scale.x.range).toEqual([1, 0]);
      expect(options.axis.y.position).toBe('right');
      expect(options.axis.x.labelAutoHide).toBe(true);
      expect(options.axis.x.labelAutoRotate).toBeTruthy();
    }
    // Bar's transposed frame: [0, 1] is G2's default [1, 0] reversed, values growing leftwards.
    const bars = bestSellersOptions([], look(true, false));
    expect(bars.scale.y.range).toEqual([0, 1]);
    expect(bars.axis.x.position).toBe('right');
  });

  it('dark: axis labels in the theme text colour, not the light theme default', () => {
    const options = revenueOptions([month], look(false, true));
    expect(options.axis.y.labelFill).toBe('rgba(255,255,255,0.65)');
    expect(options.axis.x.labelFill).toBe('rgba(255,255,255,0.65)');
    expect(options.axis.y.labelFormatter(5)).toBe('$5');
  });

  it('over a period: this period and the previous one as two series, the previous one muted', () => {
    const l = look(true, false);
    const both = [
      { ...month, series: 'This period' },
      { ...month, ticketsSold: 1, revenue: 4, series: 'Previous period' },
    ];
    const columns = revenueOptions(both, l);
    expect(columns).toMatchObject({ colorField: 'series', group: true });
    expect(columns.scale).toMatchObject({
      x: { range: [1, 0] },
      color: { range: ['#1677ff', 'grey'] },
    });
    // Colour comes from the series; the previous period is also lighter and dashed.
    expect(columns.style).not.toHaveProperty('fill');
    const [now, before] = both;
    const columnStyle = periodStyle(columns);
    expect(columnStyle.fillOpacity(before)).toBeLessThan(columnStyle.fillOpacity(now));
    expect(columnStyle.lineDash(before)).toEqual([4, 3]);
    expect(columnStyle.lineDash(now)).toEqual([0, 0]);
    const line = ticketsSoldOptions(both, l);
    expect(line).toMatchObject({ colorField: 'series', scale: { x: { range: [1, 0] } } });
    expect(line.style).not.toHaveProperty('stroke');
    // A line's style is given its series' points.
    expect(periodStyle(line).lineDash([before])).toEqual([4, 3]);
    expect(periodStyle(line).lineDash([now])).toEqual([0, 0]);
    // All time: one series in the primary colour, as before.
    expect(revenueOptions([month], l)).not.toHaveProperty('colorField');
    const sellers = [
      { name: 'Gala', series: 'This period', value: 5 },
      { name: 'Gala', series: 'Previous period', value: 3 },
    ];
    const bars = bestSellersOptions(sellers, l, true);
    expect(bars).toMatchObject({ group: true, scale: { color: { range: ['#1677ff', 'grey'] } } });
    const barStyle = periodStyle(bars);
    expect(barStyle.lineDash(sellers[1])).toEqual([4, 3]);
    expect(barStyle.fillOpacity(sellers[1])).toBeLessThan(barStyle.fillOpacity(sellers[0]));
    expect(bars).not.toHaveProperty('stack');
    expect(bestSellersOptions([], l)).toMatchObject({ stack: true });
    const statuses = statusCompareOptions([], l);
    expect(statuses).toMatchObject({ colorField: 'series', group: true });
    expect(statuses.scale.x.range).toEqual([1, 0]);
    expect(statuses.containerAttributes).toEqual({ dir: 'ltr' });
  });
});
