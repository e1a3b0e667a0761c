import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../mocks/v1/handlers';
import { currentTicketHandlers } from '../../mocks/v1/tickets';
import { setupMswServer } from './msw';
import { renderTickets, signInAs } from './tickets-render';

const server = setupMswServer();
const SLOW = { timeout: 30_000 };
vi.setConfig({ testTimeout: 90_000 });

beforeAll(async () => {
  await Promise.all([
    import('../../src/pages/tickets/TicketShow'),
    import('../../src/pages/tickets/TicketEdit'),
    import('../../src/pages/auth/ForbiddenPage'),
  ]);
}, 60_000);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const toasts = () => [...document.querySelectorAll('.ant-notification-notice')];
const refused = () =>
  http.get(api('/ticket/:id'), () =>
    HttpResponse.json({ status: 'failed', message: 'Access denied' }, { status: 403 }),
  );

describe('a server error shows once, in plain words', () => {
  it("another venue's record opened by URL: the 403 page, no Retry, no toast", async () => {
    signInAs(2, 7);
    server.use(refused(), ...currentTicketHandlers());
    renderTickets('/tickets_institution/28');
    expect(
      await screen.findByText('Sorry, you are not allowed to open this page.', {}, SLOW),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(screen.queryByText('The data could not be loaded')).toBeNull();
    expect(toasts()).toHaveLength(0);
  });

  it('the same refusal on the edit page: the 403 page, no toast', async () => {
    signInAs(2, 7);
    server.use(refused(), ...currentTicketHandlers());
    renderTickets('/tickets_institution/28/edit');
    expect(
      await screen.findByText('Sorry, you are not allowed to open this page.', {}, SLOW),
    ).toBeVisible();
    expect(toasts()).toHaveLength(0);
  });

  it('a field error shows on its field only, with no toast', async () => {
    signInAs(1);
    server.use(
      ...currentTicketHandlers(undefined, {
        status: 409,
        body: {
          status: 'failed',
          message: 'capacity: Capacity cannot be lower than the 3 tickets already sold',
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
    const name = () => document.getElementById('name') as HTMLInputElement;
    await waitFor(() => expect(name()).toHaveValue('Moonlight Rave'), SLOW);
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(
      () =>
        expect(document.getElementById('capacity')?.closest('.ant-form-item')).toHaveClass(
          'ant-form-item-has-error',
        ),
      SLOW,
    );
    expect(
      await screen.findAllByText(
        'Capacity cannot be lower than the 3 tickets already sold',
        {},
        SLOW,
      ),
    ).toHaveLength(1);
    expect(toasts()).toHaveLength(0);
  });

  it("an error with no field: one toast with the server's sentence, never a status code", async () => {
    signInAs(1);
    server.use(
      ...currentTicketHandlers(undefined, {
        status: 409,
        body: { status: 'failed', message: 'This ticket type was changed by someone else' },
      }),
    );
    renderTickets('/tickets/21/edit');
    const name = () => document.getElementById('name') as HTMLInputElement;
    await waitFor(() => expect(name()).toHaveValue('Moonlight Rave'), SLOW);
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(toasts()).toHaveLength(1), SLOW);
    expect(toasts()[0]).toHaveTextContent(/^This ticket type was changed by someone else$/);
    expect(document.body.textContent).not.toMatch(/status code/i);
  });
});
