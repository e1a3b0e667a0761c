import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { legacyServerHandlers } from '../../mocks/v1/handlers';
import { currentTicketHandlers } from '../../mocks/v1/tickets';
import { setupMswServer } from './msw';
import { renderTickets, signInAs } from './tickets-render';
import { withScreenWidth } from './desktopScreen';

const server = setupMswServer();
// The tables of a desktop (a phone shows the records as cards: phone-cards.test.tsx).
withScreenWidth();

/** Column titles (getByRole is slow on a large table in jsdom). */
const headers = () => [...document.querySelectorAll('th')].map((th) => th.textContent?.trim());

// The pages are lazy: compile them once before the timed tests.
beforeAll(async () => {
  await Promise.all([
    import('../../src/pages/tickets/TicketList'),
    import('../../src/pages/tickets/TicketShow'),
  ]);
}, 60_000);

describe('ticket list', { timeout: 60_000 }, () => {
  it('role 1: every institution, price in the currency format, sold / capacity, regular tag', async () => {
    signInAs(1);
    server.use(...currentTicketHandlers());
    renderTickets('/tickets');
    const row = (await screen.findByText('Moonlight Rave', {}, { timeout: 30_000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Club Aurora')).toBeInTheDocument();
    expect(within(row).getByText('$18.00')).toBeInTheDocument();
    expect(within(row).getByText('3 / 200')).toBeInTheDocument();
    expect(within(row).getByText('Jun 20, 2031')).toBeInTheDocument();
    expect(within(row).getByText('10:00 PM')).toBeInTheDocument();
    expect(within(row).getByText('4:00 AM (next day)')).toBeInTheDocument();
    const regular = screen.getByText('Happy Hour').closest('tr') as HTMLElement;
    expect(within(regular).getByText('Regular event')).toBeInTheDocument();
    expect(within(regular).getByText('$0.00')).toBeInTheDocument();
    expect(within(regular).getAllByText('-')).toHaveLength(2);
    expect(screen.getByText('Stage Night')).toBeInTheDocument();
    expect(headers()).toContain('Institution');
  });

  it('offers Delete only for a ticket type without sales (the server refuses the others)', async () => {
    signInAs(1);
    server.use(...currentTicketHandlers());
    renderTickets('/tickets');
    const rowOf = async (name: string) =>
      (await screen.findByText(name, {}, { timeout: 30_000 })).closest('tr') as HTMLElement;
    const deleteIn = (row: HTMLElement) => within(row).queryByRole('button', { name: /delete/i });
    expect(deleteIn(await rowOf('Moonlight Rave'))).not.toBeInTheDocument(); // 3 sold
    expect(deleteIn(await rowOf('Happy Hour'))).not.toBeInTheDocument(); // 50 sold
    expect(deleteIn(await rowOf('Stage Night'))).toBeInTheDocument(); // none sold
  });

  it('role 2 (legacy server): reads data[0].Tickets, numbers as prices, no institution column', async () => {
    signInAs(2, 7);
    server.use(...legacyServerHandlers);
    renderTickets('/tickets_institution');
    const row = (await screen.findByText('Friday & Saturday pass')).closest('tr') as HTMLElement;
    expect(within(row).getByText('$20.00')).toBeInTheDocument();
    expect(within(row).getByText('Dec 11, 2026')).toBeInTheDocument();
    // Legacy DATETIME values: the time of day is read as written.
    expect(within(row).getByText('10:00 PM')).toBeInTheDocument();
    expect(within(row).getByText('5:00 AM (next day)')).toBeInTheDocument();
    // No `sold` from the legacy server: sold is unknown, the capacity is not repeated as sold.
    expect(within(row).getAllByText('200')).toHaveLength(1);
    expect(within(row).getByText('Unknown / 200')).toHaveAttribute(
      'title',
      'This server does not report the tickets sold',
    );
    expect(within(row).queryByText('200 / 200')).not.toBeInTheDocument();
    expect(screen.getByText('VIP').closest('tr')).toHaveTextContent('$45.00');
    expect(headers()).not.toContain('Institution');
  });

  it('legacy delete (204): the toast names the kind of record and the record, no internal name, no title', async () => {
    signInAs(2, 7);
    server.use(...legacyServerHandlers);
    renderTickets('/tickets_institution');
    const row = (await screen.findByText('VIP', {}, { timeout: 30_000 })).closest(
      'tr',
    ) as HTMLElement;
    fireEvent.click(
      await within(row).findByRole('button', { name: /delete/i }, { timeout: 30_000 }),
    );
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getAllByRole('button').at(-1)!);
    const notice = await waitFor(
      () => {
        const el = document.querySelector('.ant-notification-notice');
        expect(el).not.toBeNull();
        return el as HTMLElement;
      },
      { timeout: 30_000 },
    );
    expect(notice).toHaveTextContent('Ticket type “VIP” was deleted');
    expect(notice).not.toHaveTextContent('tickets_institution');
    expect(notice.querySelector('.ant-notification-notice-message')?.textContent ?? '').toBe('');
  });

  it('a failed load empties the list and shows the error with Retry', async () => {
    signInAs(1);
    const { http, HttpResponse } = await import('msw');
    const { api } = await import('../../mocks/v1/handlers');
    server.use(
      http.get(api('/ticket/list'), () =>
        HttpResponse.json({ status: 'failed', message: 'Database unavailable' }, { status: 503 }),
      ),
      // The rest (the institution filter's options) as usual.
      ...currentTicketHandlers(),
    );
    renderTickets('/tickets');
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
    expect(screen.queryByText('Moonlight Rave')).not.toBeInTheDocument();
  });
});

describe('ticket show', { timeout: 60_000 }, () => {
  it('legacy bare ticket/{id} row: decoded text, string price, DATETIME times', async () => {
    signInAs(2, 7);
    server.use(...legacyServerHandlers);
    renderTickets('/tickets_institution/11');
    expect(await screen.findByText('Friday & Saturday pass')).toBeInTheDocument();
    expect(screen.getByText('$12.50')).toBeInTheDocument();
    expect(screen.getByText('Dec 11, 2026')).toBeInTheDocument();
    expect(screen.getByText('Entry <before> midnight')).toBeInTheDocument();
    expect(screen.getByText('Next day')).toBeInTheDocument();
    expect(screen.getByText('Unknown / 200')).toBeInTheDocument();
    // Role 2: the institution is plain text, not a link to the admin-only institution page.
    expect(screen.queryByRole('link', { name: 'Club Aurora' })).not.toBeInTheDocument();
  });

  it('role 1: regular badge, institution link, sold and capacity', async () => {
    signInAs(1);
    server.use(...currentTicketHandlers());
    renderTickets('/tickets/22');
    expect(await screen.findByText('Happy Hour')).toBeInTheDocument();
    expect(screen.getAllByText('Regular event').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Club Aurora' })).toHaveAttribute(
      'href',
      '/institutions/7',
    );
    expect(screen.getByText('50 / 50')).toBeInTheDocument();
  });

  it('a missing ticket type shows the server message', async () => {
    signInAs(1);
    server.use(...currentTicketHandlers());
    renderTickets('/tickets/404');
    await waitFor(() => expect(screen.getByText('Ticket type not found')).toBeInTheDocument());
  });
});
