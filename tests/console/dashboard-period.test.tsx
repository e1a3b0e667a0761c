import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  analyticsHandlers,
  currentAnalytics,
  institutionAnalytics,
  legacyAnalytics,
} from '../../mocks/v1/purchases';
import {
  changeOf,
  paramsWithPeriod,
  periodFromParams,
  presetRange,
} from '../../src/pages/dashboard/period';
import { setupMswServer } from './msw';
import { renderConsole, signInAs } from './purchases-render';

// The charts draw on a canvas jsdom does not have: tests/console/fake-charts.tsx lists their data.
vi.mock('../../src/pages/dashboard/charts', () => import('./fake-charts'));

const server = setupMswServer();

const card = (label: string) => screen.getByRole('region', { name: label });
const stat = (label: string) =>
  within(card(label)).getAllByText(
    (_, el) => el?.classList.contains('ant-statistic-content-value') ?? false,
  )[0].textContent;
/** The change shown under a figure: "+25% Previous period: 56". */
const change = (label: string) => within(card(label)).getByTestId('period-change');

const DAY = 'YYYY-MM-DD';
const periodOfUrl = (url: URL) => [url.searchParams.get('from'), url.searchParams.get('to')];

beforeAll(async () => {
  await Promise.all([
    import('../../src/pages/dashboard/DashboardPage'),
    import('../../src/pages/dashboard/AnalyticsDashboard'),
  ]);
}, 60_000);

describe('the period of the URL', () => {
  it('reads a valid period and ignores anything else', () => {
    const of = (query: string) => periodFromParams(new URLSearchParams(query));
    expect(of('from=2026-03-01&to=2026-03-10')).toEqual({ from: '2026-03-01', to: '2026-03-10' });
    expect(of('from=2026-03-10&to=2026-03-10')).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    for (const bad of [
      '',
      'from=2026-03-01',
      'from=2026-02-30&to=2026-03-10',
      'from=yesterday&to=2026-03-10',
      'from=2026-03-10&to=2026-03-01',
      'from=2020-01-01&to=2023-01-01',
      'from=1899-12-01&to=1899-12-31',
    ]) {
      expect(of(bad), bad).toBeNull();
    }
    expect(
      paramsWithPeriod(new URLSearchParams('tab=x&from=a'), {
        from: '2026-01-01',
        to: '2026-01-31',
      }).toString(),
    ).toBe('tab=x&from=2026-01-01&to=2026-01-31');
    expect(paramsWithPeriod(new URLSearchParams('tab=x&from=a&to=b'), null).toString()).toBe(
      'tab=x',
    );
  });

  it('has presets ending today', () => {
    const today = dayjs('2026-03-15T18:30:00');
    const range = (key: Parameters<typeof presetRange>[0]) =>
      presetRange(key, today).map((d) => d.format(DAY));
    expect(range('today')).toEqual(['2026-03-15', '2026-03-15']);
    expect(range('last7')).toEqual(['2026-03-09', '2026-03-15']);
    expect(range('last30')).toEqual(['2026-02-14', '2026-03-15']);
    expect(range('thisMonth')).toEqual(['2026-03-01', '2026-03-15']);
    expect(range('last12Months')).toEqual(['2025-04-01', '2026-03-15']);
  });

  it('compares with the previous period in percent, with no base when it had none', () => {
    expect(changeOf(70, 56)).toBeCloseTo(0.25);
    expect(changeOf(25, 50)).toBe(-0.5);
    expect(changeOf(0, 0)).toBe(0);
    expect(changeOf(5, 0)).toBeNull();
  });
});

describe('dashboard over a period', { timeout: 60_000 }, () => {
  it('a preset sets the URL, asks for that period and shows each figure against the previous one', async () => {
    signInAs(1);
    const calls = { count: 0, urls: [] as URL[] };
    server.use(...analyticsHandlers(currentAnalytics, calls));
    renderConsole('/dashboards/modern');
    // All time at first: the figures as before, and no comparison.
    await waitFor(() => expect(stat('Total users')).toBe('1,234'), { timeout: 30_000 });
    expect(screen.queryByTestId('period-change')).not.toBeInTheDocument();
    expect(periodOfUrl(calls.urls[0])).toEqual([null, null]);

    const user = userEvent.setup();
    await user.click(await screen.findByPlaceholderText('Start date'));
    await user.click(await screen.findByText('Last 7 days'));

    const from = dayjs().subtract(6, 'day').format(DAY);
    const to = dayjs().format(DAY);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/dashboards/modern?from=${from}&to=${to}`,
      ),
    );
    await waitFor(() => expect(periodOfUrl(calls.urls.at(-1)!)).toEqual([from, to]));
    // 7 days of the mock: 70 sold against 56, $700.00 against $350.00, 21 new users against 42.
    await waitFor(() => expect(stat('Tickets sold')).toBe('70'));
    expect(change('Tickets sold')).toHaveTextContent('+25%');
    expect(change('Tickets sold')).toHaveTextContent('Previous period: 56');
    expect(change('Tickets sold')).toHaveAttribute('data-direction', 'up');
    expect(stat('Revenue')).toBe('$700.00');
    expect(change('Revenue')).toHaveTextContent('+100%Previous period: $350.00');
    expect(stat('New users')).toBe('21');
    expect(change('New users')).toHaveTextContent('-50%');
    expect(change('New users')).toHaveAttribute('data-direction', 'down');
    // No institution was new before: no base to compare with.
    expect(change('New institutions')).toHaveTextContent('New');
    expect(screen.queryByLabelText('Total users')).not.toBeInTheDocument();
  });

  it('a shared link opens its period: the request, the picker, the comparison in every chart', async () => {
    signInAs(1);
    const calls = { count: 0, urls: [] as URL[] };
    server.use(...analyticsHandlers(currentAnalytics, calls));
    renderConsole('/dashboards/modern?from=2026-03-01&to=2026-03-10');
    await waitFor(() => expect(stat('Tickets sold')).toBe('100'), { timeout: 30_000 });
    // The period is asked for once the server is known to take it: never all time first.
    expect(calls.urls.map(periodOfUrl)).toEqual([['2026-03-01', '2026-03-10']]);
    expect(await screen.findByPlaceholderText('Start date')).toHaveValue('2026-03-01');
    expect(screen.getByPlaceholderText('End date')).toHaveValue('2026-03-10');
    expect(screen.getByText('Compared with Feb 19, 2026 – Feb 28, 2026')).toBeVisible();

    expect(card('Revenue per day')).toBeVisible();
    const revenue = await screen.findByTestId('RevenueChart');
    const points = within(revenue).getAllByRole('listitem');
    expect(points).toHaveLength(20);
    // The previous period's n-th day is drawn at the n-th day of this one.
    expect(points[0]).toHaveTextContent('2026-03-01 | Mar 1 | 10 | 100 | This period');
    expect(points[10]).toHaveTextContent('2026-02-19 | Mar 1 | 8 | 50 | Previous period');
    expect(await screen.findByTestId('TicketsSoldChart')).toHaveTextContent('Previous period');
    const statuses = within(await screen.findByTestId('StatusChart')).getAllByRole('listitem');
    expect(statuses.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^0 \| Purchased \| 40 \| .* \| This period$/),
      expect.stringMatching(/^0 \| Purchased \| 20 \| .* \| Previous period$/),
    ]);
    const best = within(await screen.findByTestId('BestSellersChart')).getAllByRole('listitem');
    expect(best.map((li) => li.textContent)).toEqual([
      'Moonlight Rave | This period | 60',
      'Moonlight Rave | Previous period | 30',
    ]);
  });

  it('a bad period in the URL falls back to all time, without a crash', async () => {
    signInAs(1);
    const calls = { count: 0, urls: [] as URL[] };
    server.use(...analyticsHandlers(currentAnalytics, calls));
    renderConsole('/dashboards/modern?from=2026-02-30&to=2026-01-01');
    await waitFor(() => expect(stat('Total users')).toBe('1,234'), { timeout: 30_000 });
    expect(calls.urls.map(periodOfUrl)).toEqual([[null, null]]);
    expect(await screen.findByPlaceholderText('Start date')).toHaveValue('');
    expect(
      screen.getByText('All-time figures. Choose a period to compare it with the one before.'),
    ).toBeVisible();
  });

  it('role 2: the figures of its institution over the period, named for it', async () => {
    signInAs(2, 7);
    server.use(...analyticsHandlers(institutionAnalytics));
    renderConsole('/dashboards/modern?from=2026-03-01&to=2026-03-01');
    await waitFor(() => expect(stat('Tickets sold here')).toBe('10'), { timeout: 30_000 });
    expect(change('Tickets sold here')).toHaveTextContent('+25%Previous period: 8');
    expect(stat('New staff and buyers')).toBe('3');
    expect(screen.queryByLabelText('New institutions')).not.toBeInTheDocument();
  });

  it('legacy server: no picker, an alert says why, and the period of the URL is not sent', async () => {
    signInAs(1);
    const calls = { count: 0, urls: [] as URL[] };
    server.use(...analyticsHandlers(legacyAnalytics, calls));
    renderConsole('/dashboards/modern?from=2026-03-01&to=2026-03-10');
    expect(
      await screen.findByText(
        'This server does not support periods: the dashboard shows its all-time figures, without a comparison.',
        {},
        { timeout: 30_000 },
      ),
    ).toBeVisible();
    await waitFor(() => expect(stat('Revenue')).toBe('$1,500.00'));
    expect(screen.queryByPlaceholderText('Start date')).not.toBeInTheDocument();
    expect(screen.queryByTestId('period-change')).not.toBeInTheDocument();
    expect(calls.urls.map(periodOfUrl)).toEqual([[null, null]]);
  });
});
