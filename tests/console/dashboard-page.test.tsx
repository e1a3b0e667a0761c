import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '../../contract';
import { api } from '../../mocks/v1/handlers';
import {
  analyticsHandlers,
  currentAnalytics,
  emptyAnalytics,
  failingAnalyticsHandlers,
  institutionAnalytics,
  legacyAnalytics,
  legacyStaffAnalyticsHandlers,
  serverHealthHandler,
} from '../../mocks/v1/purchases';
import { i18n } from '../../src/i18n';
import { addAllLanguages } from './i18n-helpers';
import { setupMswServer } from './msw';
import { renderConsole, signInAs } from './purchases-render';

// The charts draw on a canvas jsdom does not have: tests/console/fake-charts.tsx lists their data.
vi.mock('../../src/pages/dashboard/charts', () => import('./fake-charts'));

const server = setupMswServer();

/** The value shown in a statistic card. */
const stat = (label: string) =>
  within(screen.getByLabelText(label)).getByText(
    (_, el) => el?.classList.contains('ant-statistic-content-value') ?? false,
  ).textContent;

beforeAll(async () => {
  await Promise.all([
    import('../../src/pages/dashboard/DashboardPage'),
    import('../../src/pages/dashboard/AnalyticsDashboard'),
    import('../../src/pages/dashboard/WelcomePage'),
  ]);
}, 60_000);

describe('dashboard', { timeout: 60_000 }, () => {
  it('role 1: six figures, the four charts and the upcoming events', async () => {
    signInAs(1);
    server.use(...analyticsHandlers(currentAnalytics));
    renderConsole('/dashboards/modern');
    expect(await screen.findByTestId('RevenueChart', {}, { timeout: 30_000 })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Dashboard$/);
    expect(stat('Total users')).toBe('1,234');
    expect(stat('Institutions')).toBe('12');
    expect(stat('Tickets sold')).toBe('5,678');
    expect(stat('Events')).toBe('42');
    expect(stat('Revenue')).toBe('$98,765.40');
    expect(stat('Customers')).toBe('1,100');
    expect(screen.getByTestId('RevenueChart')).toHaveTextContent('May 2026 | 25 | 450.5');
    expect(await screen.findByTestId('TicketsSoldChart')).toHaveTextContent('Apr 2026 | 10 | 180');
    // Status names in the language, one colour per status.
    const statuses = within(await screen.findByTestId('StatusChart')).getAllByRole('listitem');
    expect(statuses.map((li) => li.textContent?.split(' | ')[1])).toEqual([
      'Purchased',
      'Entered',
      'Checked out',
    ]);
    expect(await screen.findByTestId('BestSellersChart')).toHaveTextContent(
      'Moonlight Rave | Still available | 50',
    );
    const best = screen.getAllByTestId('best-seller');
    expect(best[0]).toHaveTextContent('Moonlight Rave150 / 200');
    // A long name is cut on one line, the whole of it in the title.
    const name = within(best[0]).getByText('Moonlight Rave');
    expect(name).toHaveAttribute('title', 'Moonlight Rave');
    expect(name).toHaveStyle({
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    });
    // The events' table is its own chunk, asked for after the first paint.
    const upcoming = (await screen.findByText('Jazz Brunch', {}, { timeout: 30_000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(upcoming).getByText('Jul 2, 2031')).toBeInTheDocument();
    expect(within(upcoming).getByText('Velvet Stage')).toBeInTheDocument();
    expect(within(upcoming).getByText('$0.00')).toBeInTheDocument();
  });

  it('role 2: the institution figures with its name in the title', async () => {
    signInAs(2, 7);
    server.use(...analyticsHandlers(institutionAnalytics));
    renderConsole('/dashboards/modern');
    expect(
      await screen.findByRole('heading', { name: 'Dashboard · Club Aurora' }, { timeout: 30_000 }),
    ).toBeVisible();
    expect(screen.getByText('Figures of your institution only')).toBeVisible();
    // Each figure named for the venue; the institution count (always 1) is not shown.
    expect(stat('Staff and buyers')).toBe('1,234');
    expect(stat('Tickets sold here')).toBe('5,678');
    expect(stat('Ticket types here')).toBe('42');
    expect(stat('Revenue of this venue')).toBe('$98,765.40');
    expect(stat('Buyers at this venue')).toBe('1,100');
    expect(screen.queryByLabelText('Total users')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Institutions')).not.toBeInTheDocument();
  });

  it("Arabic: the revenue card shows one currency mark, the amount's own", async () => {
    addAllLanguages();
    await act(() => i18n.changeLanguage('ar'));
    try {
      signInAs(1);
      server.use(...analyticsHandlers(currentAnalytics));
      renderConsole('/dashboards/modern');
      const label = i18n.t('dashboard:stats.totalRevenue');
      const card = await screen.findByRole('region', { name: label }, { timeout: 30_000 });
      await waitFor(() => expect(card).toHaveTextContent('US$'));
      expect(card.textContent?.match(/\$/g)).toHaveLength(1);
      expect(within(card).queryByRole('img', { name: 'dollar' })).not.toBeInTheDocument();
      expect(within(card).getByRole('img', { name: 'wallet' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('role 0: a welcome page with a link to the profile, and no analytics call', async () => {
    signInAs(0);
    const calls = { count: 0 };
    server.use(
      ...analyticsHandlers(currentAnalytics, calls),
      http.get(api(paths.ownProfile), () =>
        HttpResponse.json({
          status: 'success',
          data: { user_id: 9, name: 'Gina Guest', email: 'gina@example.test', role: 0 },
        }),
      ),
    );
    renderConsole('/dashboards/modern');
    expect(
      await screen.findByText('Welcome, Purchase Tester', {}, { timeout: 30_000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /Open my profile/ })).toHaveAttribute(
      'href',
      '/account-profile',
    );
    expect(screen.getByText('Demo apps')).toBeVisible();
    expect(screen.queryByText('Total users')).not.toBeInTheDocument();
    expect(calls.count).toBe(0);
  });

  it('legacy server, role 3 (figures refused with 403): a welcome with its screens, no errors', async () => {
    signInAs(3, 7);
    server.use(...legacyStaffAnalyticsHandlers());
    renderConsole('/dashboards/modern');
    expect(
      await screen.findByText('Welcome, Purchase Tester', {}, { timeout: 30_000 }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'This server does not show dashboard figures to your role. Here are the screens you can open.',
      ),
    ).toBeVisible();
    // The screens of its menu (the policy table), not the dashboard it is on.
    expect(screen.getByRole('link', { name: /Account settings/ })).toHaveAttribute(
      'href',
      '/account-profile',
    );
    expect(screen.queryByRole('link', { name: /Dashboard/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Purchases/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Access denied')).not.toBeInTheDocument();
    expect(screen.queryByText('The figures could not be loaded')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });

  it('legacy server: no monthly series or status counts, so those charts are hidden', async () => {
    const errors = vi.spyOn(console, 'error');
    signInAs(1);
    server.use(...analyticsHandlers(legacyAnalytics));
    renderConsole('/dashboards/modern');
    expect(await screen.findByTestId('BestSellersChart', {}, { timeout: 30_000 })).toBeVisible();
    expect(stat('Revenue')).toBe('$1,500.00');
    expect(screen.queryByText('Revenue per month')).not.toBeInTheDocument();
    expect(screen.queryByText('Tickets sold per month')).not.toBeInTheDocument();
    expect(screen.queryByText('Tickets by status')).not.toBeInTheDocument();
    // No capacity from the legacy server: the sold count alone.
    expect(screen.getByTestId('BestSellersChart')).toHaveTextContent('Moonlight Rave | Sold | 60');
    expect(screen.getByTestId('BestSellersChart')).not.toHaveTextContent('Still available');
    expect(screen.getByTestId('best-seller')).toHaveTextContent(/^Moonlight Rave60$/);
    expect(screen.getByText('Moonlight Rave', { selector: 'td' })).toBeInTheDocument();
    // The one alert says why there is no period picker; no error is shown or logged.
    expect(screen.getByRole('alert')).toHaveTextContent('This server does not support periods');
    expect(errors).not.toHaveBeenCalled();
  });

  it('empty: zero figures and an empty state in every chart and the events table', async () => {
    signInAs(1);
    server.use(...analyticsHandlers(emptyAnalytics));
    renderConsole('/dashboards/modern');
    expect(await screen.findByText('No ticket sold yet', {}, { timeout: 30_000 })).toBeVisible();
    expect(stat('Revenue')).toBe('$0.00');
    expect(stat('Tickets sold')).toBe('0');
    expect(screen.getAllByText('No sales in the last 12 months')).toHaveLength(2);
    expect(screen.getByText('No tickets yet')).toBeVisible();
    expect(screen.getByText('No upcoming event')).toBeVisible();
    expect(screen.queryByTestId('RevenueChart')).not.toBeInTheDocument();
  });

  it('loading: skeletons until the figures arrive', async () => {
    signInAs(1);
    server.use(
      serverHealthHandler(false),
      http.get(api(paths.analytics), async () => {
        await delay(1500);
        return HttpResponse.json({ status: 'success', data: currentAnalytics });
      }),
    );
    renderConsole('/dashboards/modern');
    await waitFor(
      () => expect(document.querySelectorAll('.ant-skeleton').length).toBeGreaterThan(4),
      { timeout: 30_000 },
    );
    expect(screen.queryByTestId('RevenueChart')).not.toBeInTheDocument();
    expect(await screen.findByTestId('RevenueChart')).toBeVisible();
    expect(document.querySelectorAll('.ant-skeleton')).toHaveLength(0);
  });

  it('error: every panel keeps the message and Retry loads the figures', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signInAs(1);
    const failing = failingAnalyticsHandlers();
    server.use(...failing.handlers);
    renderConsole('/dashboards/modern');
    expect((await screen.findAllByRole('alert', {}, { timeout: 30_000 }))[0]).toHaveTextContent(
      'Analytics unavailable',
    );
    expect(screen.getByText('The figures could not be loaded')).toBeVisible();
    const retries = screen.getAllByRole('button', { name: /retry/i });
    expect(retries.length).toBeGreaterThanOrEqual(6);
    failing.recover();
    server.use(
      http.get(api(paths.analytics), async () => {
        await delay(800);
        return HttpResponse.json({ status: 'success', data: currentAnalytics });
      }),
    );
    fireEvent.click(retries[0]);
    // The Retry is under way: every panel shows its skeleton again, then the figures.
    await waitFor(() =>
      expect(document.querySelectorAll('.ant-skeleton').length).toBeGreaterThan(4),
    );
    expect(await screen.findByTestId('RevenueChart')).toBeVisible();
    expect(screen.queryByText('The figures could not be loaded')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /retry/i })).not.toBeInTheDocument();
    expect(stat('Total users')).toBe('1,234');
  });
});
