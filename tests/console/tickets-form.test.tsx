import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { legacyServerHandlers } from '../../mocks/v1/handlers';
import {
  currentTicketHandlers,
  legacyTicketHandlers,
  type TicketCalls,
} from '../../mocks/v1/tickets';
import { seen } from './locationProbe';
import { setupMswServer } from './msw';
import { renderTickets, signInAs } from './tickets-render';

const server = setupMswServer();

beforeAll(async () => {
  await Promise.all([
    import('../../src/pages/tickets/TicketCreate'),
    import('../../src/pages/tickets/TicketEdit'),
  ]);
}, 60_000);

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

/** Types a value into an antd picker and leaves it (needConfirm is off: the value is taken). */
async function pick(id: string, text: string) {
  const user = userEvent.setup();
  await user.click(input(id));
  await user.clear(input(id));
  await user.type(input(id), `${text}{Enter}`);
}

const future = dayjs().add(40, 'day').format('YYYY-MM-DD');

describe('ticket form', { timeout: 60_000 }, () => {
  it('the Regular event switch hides the date and time pickers', async () => {
    signInAs(1);
    server.use(...currentTicketHandlers());
    renderTickets('/tickets/create');
    expect(await screen.findByLabelText('Date', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Start time')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(screen.queryByLabelText('Date')).not.toBeInTheDocument());
    expect(screen.queryByLabelText('Start time')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('End time')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch'));
    expect(await screen.findByLabelText('Date')).toBeInTheDocument();
  });

  it('the date picker disables past days but not today', async () => {
    signInAs(1);
    server.use(...currentTicketHandlers());
    renderTickets('/tickets/create');
    await screen.findByLabelText('Date', {}, { timeout: 30_000 });
    fireEvent.mouseDown(input('date'));
    fireEvent.click(input('date'));
    const today = dayjs().format('YYYY-MM-DD');
    const cell = (day: string) => document.querySelector(`td[title="${day}"]`);
    await waitFor(() => expect(cell(today)).not.toBeNull());
    expect(cell(today)).not.toHaveClass('ant-picker-cell-disabled');
    const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    if (cell(yesterday)) expect(cell(yesterday)).toHaveClass('ant-picker-cell-disabled');
    // A typed past date is refused inline too.
    await pick('date', dayjs().subtract(3, 'day').format('YYYY-MM-DD'));
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Choose a date')).toBeInTheDocument();
  });

  it('refuses an end time equal to the start, and calls an earlier end "the next day"', async () => {
    signInAs(1);
    server.use(...currentTicketHandlers());
    renderTickets('/tickets/create');
    await screen.findByLabelText('Start time', {}, { timeout: 30_000 });
    await pick('start_datetime', '22:00');
    await pick('end_datetime', '22:00');
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(
      await screen.findByText('The end time must differ from the start time'),
    ).toBeInTheDocument();
    await pick('end_datetime', '04:00');
    expect(await screen.findByText('Ends the next day (overnight event).')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByText('The end time must differ from the start time'),
      ).not.toBeInTheDocument(),
    );
  });

  it('role 2 saves for its own institution: DATE and TIME strings exactly as picked', async () => {
    signInAs(2, 7);
    const calls: TicketCalls = { created: [], updated: [] };
    server.use(...currentTicketHandlers(calls));
    renderTickets('/tickets_institution/create');
    await screen.findByLabelText('Name', {}, { timeout: 30_000 });
    // The institution is fixed and read-only.
    await waitFor(() => expect(screen.getByDisplayValue('Club Aurora')).toBeDisabled());
    const user = userEvent.setup();
    await user.type(input('name'), 'Sunrise Session');
    await user.type(input('price'), '12.5');
    await user.type(input('capacity'), '150');
    await pick('date', future);
    await pick('start_datetime', '23:30');
    await pick('end_datetime', '05:00');
    // Enter confirmed the typed dates and times without submitting the form.
    expect(calls.created).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(calls.created).toHaveLength(1));
    expect(calls.created[0]).toMatchObject({
      name: 'Sunrise Session',
      institution_id: 7,
      price: '12.50',
      capacity: 150,
      is_regular: false,
      date: future,
      start_datetime: '23:30:00',
      end_datetime: '05:00:00',
    });
    // The rule after every save: the saved record's page, in the route's scope.
    await waitFor(() => expect(seen.location).toBe('/tickets_institution/99'));
  });

  it('a negative price, a capacity of 0 and a long description keep their values and show the rules', async () => {
    signInAs(2, 7);
    const calls: TicketCalls = { created: [], updated: [] };
    server.use(...currentTicketHandlers(calls));
    renderTickets('/tickets_institution/create');
    await screen.findByLabelText('Name', {}, { timeout: 30_000 });
    const user = userEvent.setup();
    await user.type(input('name'), 'Sunrise Session');
    await user.type(input('price'), '-5');
    await user.type(input('capacity'), '0');
    await user.click(input('name'));
    expect(input('price')).toHaveValue('-5.00');
    expect(input('capacity')).toHaveValue('0');
    await user.click(input('description'));
    await user.paste('x'.repeat(2001));
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(
      await screen.findByText('The price must be 0 or more, with at most two decimals'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The capacity must be a whole number of at least 1'),
    ).toBeInTheDocument();
    // A length rule names its field, as the server's message does.
    expect(
      await screen.findByText('Description must be at most 2000 characters'),
    ).toBeInTheDocument();
    expect(calls.created).toHaveLength(0);
  });

  it('an event of more than 12 hours (23:00 to 22:00) asks before it is saved', async () => {
    signInAs(2, 7);
    const calls: TicketCalls = { created: [], updated: [] };
    server.use(...currentTicketHandlers(calls));
    renderTickets('/tickets_institution/create');
    await screen.findByLabelText('Name', {}, { timeout: 30_000 });
    const user = userEvent.setup();
    await user.type(input('name'), 'All Day Long');
    await user.type(input('price'), '10');
    await user.type(input('capacity'), '100');
    await pick('date', future);
    await pick('start_datetime', '23:00');
    await pick('end_datetime', '22:00');
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    expect(dialog).toHaveTextContent('This event lasts more than 12 hours');
    expect(dialog).toHaveTextContent('From 23:00 to 22:00 the next day.');
    await user.click(screen.getByRole('button', { name: 'Change the times' }));
    expect(calls.created).toHaveLength(0);
    fireEvent.click(document.querySelector('button[type="submit"]') as HTMLElement);
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    await user.click(
      within(screen.getAllByRole('dialog')[1]).getByRole('button', { name: 'Save' }),
    );
    await waitFor(() => expect(calls.created).toHaveLength(1));
    expect(calls.created[0]).toMatchObject({
      start_datetime: '23:00:00',
      end_datetime: '22:00:00',
    });
  }, 120_000);

  it('shows server field errors on their fields', async () => {
    signInAs(1);
    server.use(
      ...currentTicketHandlers(undefined, {
        status: 409,
        body: {
          status: 'failed',
          message: 'Capacity cannot be lower than the 3 tickets already sold',
          errors: [
            {
              field: 'capacity',
              message: 'Capacity cannot be lower than the 3 tickets already sold',
            },
          ],
        },
      }),
    );
    renderTickets('/tickets/21/edit');
    await waitFor(() => expect(input('name')).toHaveValue('Moonlight Rave'), { timeout: 30_000 });
    expect(input('date')).toHaveValue('2031-06-20');
    expect(input('start_datetime')).toHaveValue('22:00');
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(
      (await screen.findAllByText('Capacity cannot be lower than the 3 tickets already sold'))
        .length,
    ).toBeGreaterThan(0);
    expect(input('capacity').closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');
  });

  it('edits a legacy bare row: DATETIME times and a UTC-midnight date fill the pickers', async () => {
    signInAs(2, 7);
    server.use(...legacyServerHandlers);
    renderTickets('/tickets_institution/11/edit');
    await waitFor(() => expect(input('name')).toHaveValue('Friday & Saturday pass'), {
      timeout: 30_000,
    });
    expect(input('date')).toHaveValue('2026-12-11');
    expect(input('start_datetime')).toHaveValue('22:00');
    expect(input('end_datetime')).toHaveValue('05:00');
    expect(input('price')).toHaveValue('12.50');
  });

  it('legacy server ignores regular -> dated: the save reads the record back and says so', async () => {
    signInAs(2, 7);
    server.use(...legacyTicketHandlers(), ...legacyServerHandlers);
    renderTickets('/tickets_institution/12/edit');
    await waitFor(() => expect(input('name')).toHaveValue('Regular entry'), { timeout: 30_000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Regular event' }));
    await pick('date', future);
    await pick('start_datetime', '23:30');
    await pick('end_datetime', '05:00');
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(
      await screen.findByText(
        'Ticket type “Regular entry”: the server did not apply every change',
        {},
        { timeout: 30_000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Not changed: Regular event. This server keeps the old value of these fields.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Ticket type “Regular entry” was saved')).not.toBeInTheDocument();
  }, 120_000);

  it('a save the server applies names the kind of record and the record, no internal name', async () => {
    signInAs(2, 7);
    server.use(...currentTicketHandlers());
    renderTickets('/tickets_institution/21/edit');
    await waitFor(() => expect(input('name')).toHaveValue('Moonlight Rave'), { timeout: 30_000 });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(
      await screen.findByText('Ticket type “Moonlight Rave” was saved', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/tickets_institution|Successful/)).not.toBeInTheDocument();
  });
});
