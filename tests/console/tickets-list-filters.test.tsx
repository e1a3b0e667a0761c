import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract';
import { api } from '../../mocks/v1/handlers';
import { currentTicketHandlers, currentTickets, datedTicket } from '../../mocks/v1/tickets';
import { setupMswServer } from './msw';
import { renderTickets, signInAs } from './tickets-render';
import { withScreenWidth } from './desktopScreen';

const server = setupMswServer();
// The tables of a desktop (a phone shows the records as cards: phone-cards.test.tsx).
withScreenWidth();
// Waits after a user action: generous, the suite shares a slow machine with other work.
const SLOW = { timeout: 30_000 };

beforeAll(async () => {
  await import('../../src/pages/tickets/TicketList');
}, 60_000);

/** Visible ticket names, in table order. */
const names = () =>
  [...document.querySelectorAll('tbody tr.ant-table-row')].map(
    (tr) => tr.querySelectorAll('td')[1]?.textContent ?? '',
  );

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByTitle(option));
}

describe('ticket list filters', { timeout: 90_000 }, () => {
  it('role 1: sends the institution, kind and when filters and the sort to the server', async () => {
    signInAs(1);
    const requests: URLSearchParams[] = [];
    server.use(
      // First: the first matching handler answers.
      http.get(api(paths.ticketList), ({ request }) => {
        const params = new URL(request.url).searchParams;
        requests.push(params);
        // The project server: already filtered and paged, with meta.
        const data = params.get('when') === 'past' ? [] : currentTickets;
        return HttpResponse.json({
          status: 'success',
          data,
          meta: { total: data.length, page: 1, pageSize: 10 },
        });
      }),
      ...currentTicketHandlers(),
    );
    renderTickets('/tickets');
    await screen.findByText('Moonlight Rave', {}, { timeout: 30_000 });
    expect(Object.fromEntries(requests.at(-1)!)).toMatchObject({
      page: '1',
      pageSize: '10',
      sort: 'ticket_id',
      order: 'desc',
    });
    expect(screen.getByText('3 ticket types')).toBeInTheDocument();

    await choose('Institution', 'Velvet Stage');
    await waitFor(() => expect(requests.at(-1)!.get('institution_id')).toBe('8'), SLOW);
    await choose('Regular or dated', 'Dated events');
    await waitFor(() => expect(requests.at(-1)!.get('is_regular')).toBe('0'), SLOW);
    await userEvent.click(screen.getByRole('columnheader', { name: /Price/ }));
    await waitFor(() => {
      expect(requests.at(-1)!.get('sort')).toBe('price');
      expect(requests.at(-1)!.get('institution_id')).toBe('8');
    }, SLOW);

    // Nothing matches: the empty state says so, and offers Clear filters, not Create.
    await choose('Upcoming or past', 'Past');
    await waitFor(() => expect(requests.at(-1)!.get('when')).toBe('past'), SLOW);
    const empty = (
      await screen.findByText('No ticket type matches these filters', {}, SLOW)
    ).closest('.ant-empty') as HTMLElement;
    expect(
      within(empty)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Clear filters']);
  });

  it('against the legacy server the kind and upcoming/past filters work in the browser', async () => {
    signInAs(1);
    const legacyRow = {
      ...datedTicket,
      price: '18.00',
      sold: undefined,
      institution: { institution_id: 7, name: 'Club Aurora' },
    };
    server.use(
      // The whole list, no meta; DATE at top level as a UTC-midnight timestamp.
      http.get(api(paths.ticketList), () =>
        HttpResponse.json({
          status: 'success',
          data: [
            { ...legacyRow, ticket_id: 31, name: 'Last year', date: '2020-01-10T00:00:00.000Z' },
            { ...legacyRow, ticket_id: 32, name: 'Far ahead', date: '2099-01-10T00:00:00.000Z' },
            { ...legacyRow, ticket_id: 33, name: 'Any night', is_regular: 1, date: null },
          ],
        }),
      ),
      ...currentTicketHandlers(),
    );
    renderTickets('/tickets');
    await screen.findByText('Far ahead', {}, { timeout: 30_000 });
    expect(names()).toEqual(['Any night', 'Far ahead', 'Last year']);

    await choose('Upcoming or past', 'Upcoming');
    await waitFor(() => expect(names()).toEqual(['Far ahead']), SLOW);
    await userEvent.click(screen.getByRole('combobox', { name: 'Upcoming or past' }));
    await userEvent.click(await screen.findByTitle('Past'));
    await waitFor(() => expect(names()).toEqual(['Last year']), SLOW);

    // Regular events are neither upcoming nor past; the kind filter finds them.
    const when = screen.getByRole('combobox', { name: 'Upcoming or past' }).closest('.ant-select')!;
    fireEvent.mouseDown(when.querySelector('.ant-select-clear')!);
    await choose('Regular or dated', 'Regular events');
    await waitFor(() => expect(names()).toEqual(['Any night']), SLOW);
  });
});
