import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { analyticsHandlers, currentAnalytics } from '../../mocks/v1/purchases';
import { PanelBoundary } from '../../src/pages/dashboard/PanelBoundary';
import { setupMswServer } from './msw';
import { renderConsole, signInAs } from './purchases-render';

// The charts' chunk cannot be loaded (a new release replaced it, the network dropped).
vi.mock('../../src/pages/dashboard/charts', () => {
  throw new Error('Failed to fetch dynamically imported module: /assets/charts-old.js');
});

const server = setupMswServer();

beforeAll(async () => {
  await import('../../src/pages/dashboard/AnalyticsDashboard');
}, 60_000);

describe('dashboard charts that cannot load', { timeout: 60_000 }, () => {
  it('each chart card says so with Retry; the figures and events stay on the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signInAs(1);
    server.use(...analyticsHandlers(currentAnalytics));
    renderConsole('/dashboards/modern');
    const failures = await screen.findAllByText(
      'This part of the dashboard could not be shown',
      {},
      { timeout: 30_000 },
    );
    expect(failures).toHaveLength(4);
    // Each failure shows in its own card, with its own Retry.
    for (const title of [
      'Revenue per month',
      'Tickets sold per month',
      'Tickets by status',
      'Best-selling ticket types',
    ]) {
      const card = screen.getByRole('region', { name: title });
      expect(within(card).getByText('This part of the dashboard could not be shown')).toBeVisible();
      expect(within(card).getByRole('button', { name: /retry/i })).toBeInTheDocument();
    }
    // Not a blank page: the figures and the upcoming events are still there.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
    expect(screen.getByLabelText('Total users')).toHaveTextContent('1,234');
    expect(screen.getByText('Upcoming events')).toBeVisible();
    expect(screen.getByText(currentAnalytics.upcomingEvents![0].eventName)).toBeVisible();
  });

  it('Retry of a failed card calls its retry (the page reload by default)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const retry = vi.fn();
    const Broken = () => {
      throw new Error('draw failed');
    };
    render(
      <PanelBoundary onRetry={retry}>
        <Broken />
      </PanelBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Retry loads the page again');
    fireEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
