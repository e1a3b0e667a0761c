/**
 * The ticket form sends every field it shows, and the show page shows every field of a full
 * record: a field dropped by the form mapping or the page fails here.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentTicketHandlers, datedTicket, type TicketCalls } from '../../mocks/v1/tickets';
import { setupMswServer } from './msw';
import { renderTickets, signInAs } from './tickets-render';

const server = setupMswServer();

beforeAll(async () => {
  await Promise.all([
    import('../../src/pages/tickets/TicketCreate'),
    import('../../src/pages/tickets/TicketEdit'),
    import('../../src/pages/tickets/TicketShow'),
  ]);
}, 60_000);

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

/** Replaces a field's text (a picker's too: Enter takes the typed value). */
async function replace(id: string, text: string, enter = false) {
  const user = userEvent.setup();
  await user.click(input(id));
  await user.clear(input(id));
  await user.type(input(id), enter ? `${text}{Enter}` : text);
}

const day = (days: number) => dayjs().add(days, 'day').format('YYYY-MM-DD');

/** Fills every field of the form with `values` (the institution is the role 2 user's own). */
async function fillEveryField(values: Record<string, string>) {
  for (const field of ['name', 'price', 'capacity', 'description', 'benefits']) {
    await replace(field, values[field]);
  }
  for (const field of ['date', 'start_datetime', 'end_datetime']) {
    await replace(field, values[field], true);
  }
}

describe('ticket round trip in the console', { timeout: 120_000 }, () => {
  it('create sends every field of the form', async () => {
    signInAs(2, 7);
    const calls: TicketCalls = { created: [], updated: [] };
    server.use(...currentTicketHandlers(calls));
    renderTickets('/tickets_institution/create');
    await screen.findByLabelText('Name', {}, { timeout: 30_000 });
    const date = day(40);
    await fillEveryField({
      name: 'Sunrise Session',
      price: '12.5',
      capacity: '150',
      description: 'Doors at ten',
      benefits: 'Free locker',
      date,
      start_datetime: '23:30',
      end_datetime: '05:00',
    });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(calls.created).toHaveLength(1));
    expect(calls.created[0]).toEqual({
      name: 'Sunrise Session',
      description: 'Doors at ten',
      institution_id: 7,
      price: '12.50',
      capacity: 150,
      benefits: 'Free locker',
      is_regular: false,
      date,
      start_datetime: '23:30:00',
      end_datetime: '05:00:00',
    });
  });

  it('edit sends every field changed', async () => {
    signInAs(2, 7);
    const calls: TicketCalls = { created: [], updated: [] };
    server.use(...currentTicketHandlers(calls));
    renderTickets('/tickets_institution/21/edit');
    await waitFor(() => expect(input('name')).toHaveValue(datedTicket.name), { timeout: 30_000 });
    const date = day(50);
    await fillEveryField({
      name: 'Moonlight Rave II',
      price: '20',
      capacity: '321',
      description: 'Two stages',
      benefits: 'Two drinks',
      date,
      start_datetime: '21:15',
      end_datetime: '23:45',
    });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(calls.updated).toHaveLength(1));
    expect(calls.updated[0]).toEqual({
      id: '21',
      body: {
        name: 'Moonlight Rave II',
        description: 'Two stages',
        institution_id: 7,
        price: '20.00',
        capacity: 321,
        benefits: 'Two drinks',
        is_regular: false,
        date,
        start_datetime: '21:15:00',
        end_datetime: '23:45:00',
      },
    });
  });

  it('the show page shows every field of a full record', async () => {
    signInAs(1);
    server.use(...currentTicketHandlers());
    renderTickets('/tickets/21');
    await screen.findByText(datedTicket.name, {}, { timeout: 30_000 });
    const row = (label: string) =>
      [...document.querySelectorAll('.ant-descriptions-item-label')]
        .find((cell) => cell.textContent === label)!
        .closest('tr')!;
    expect(row('Institution')).toHaveTextContent('Club Aurora');
    expect(row('Price')).toHaveTextContent('$18.00');
    expect(row('Sold / capacity')).toHaveTextContent('3 / 200');
    expect(row('Date')).toHaveTextContent('Jun 20, 2031');
    expect(row('Start time')).toHaveTextContent('10:00 PM');
    expect(row('End time')).toHaveTextContent('4:00 AM');
    expect(row('Description')).toHaveTextContent(datedTicket.description!);
    expect(row('Benefits')).toHaveTextContent(datedTicket.benefits!);
  });
});
