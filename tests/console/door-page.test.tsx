/**
 * The door screen's states: a ticket to let in (and the move made, with its locker), each refusal
 * the server gives, a purchase that does not exist, a network failure, and the legacy server that
 * has only the entry call.
 */
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DoorPass, DoorReason } from '../../contract';
import { setupMswServer } from './msw';
import { formatClock } from '../../src/i18n/format';
import { renderDoor, signInAs } from './door-render';

vi.setConfig({ testTimeout: 90_000 });
configure({ asyncUtilTimeout: 30_000 });

const server = setupMswServer();

const FIGURES = {
  institution_id: 1,
  night_start: '2026-12-01T12:00:00.000Z',
  inside: 3,
  entered: 5,
  checked_out: 2,
  capacity: 300,
  lockers_total: 7,
  lockers_taken: 3,
};
const LOCKERS = [
  { id: 11, locker_number: 101, status: 1, allocation: null },
  { id: 12, locker_number: 102, status: 1, allocation: null },
];

function pass(overrides: Partial<DoorPass> = {}): DoorPass {
  return {
    purchase_id: 42,
    ticket_id: 9,
    ticket_status: 0,
    payment_status: 'completed',
    ticket_date: '2026-12-02',
    entered_at: null,
    checked_out_at: null,
    buyer: { user_id: 5, name: 'Gina Guest' },
    ticket_type: {
      ticket_id: 9,
      name: 'Hip-Hop Block Party',
      date: '2026-12-02',
      start_datetime: '21:00:00',
      end_datetime: '04:00:00',
      institution_id: 1,
      institution_name: 'Neon Harbor Club',
    },
    locker: null,
    verdict: { action: 'enter', reason: null },
    ...overrides,
  };
}
const refused = (reason: DoorReason, overrides: Partial<DoorPass> = {}) =>
  pass({ verdict: { action: 'refused', reason }, ...overrides });

const night = () => [
  http.get('*/api/v1/door/figures/:id', () =>
    HttpResponse.json({ status: 'success', data: FIGURES }),
  ),
  http.get('*/api/v1/door/lockers/:id', () =>
    HttpResponse.json({ status: 'success', data: LOCKERS }),
  ),
];

async function findByNumber(id: number) {
  const input = await screen.findByLabelText('Purchase number');
  await userEvent.type(input, String(id));
  await userEvent.click(screen.getByRole('button', { name: 'Find' }));
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  signInAs(3, 1);
});

describe('the door screen', () => {
  it('shows a paid ticket as Let in, lets it in with the chosen locker and shows the locker', async () => {
    let sent: unknown;
    server.use(
      ...night(),
      http.get('*/api/v1/door/pass/:id', () =>
        HttpResponse.json({ status: 'success', data: pass() }),
      ),
      http.patch('*/api/v1/purchase/entry-update/:id', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          status: 'success',
          message: 'User Entry update by staff successfully',
          data: pass({
            ticket_status: 1,
            entered_at: new Date().toISOString(),
            locker: {
              allocation_id: 1,
              locker_id: 12,
              locker_number: 102,
              since: new Date().toISOString(),
            },
            verdict: { action: 'check_out', reason: null },
          }),
        });
      }),
    );
    renderDoor();
    await findByNumber(42);
    expect(await screen.findByRole('heading', { name: 'Let in' })).toBeInTheDocument();
    expect(screen.getByText('Gina Guest')).toBeInTheDocument();
    expect(screen.getByText('Hip-Hop Block Party')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Locker' }));
    await userEvent.click(await screen.findByTitle('Locker 102'));
    await userEvent.click(screen.getByRole('button', { name: 'Let in' }));
    expect(await screen.findByRole('heading', { name: 'In. Welcome!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Locker 102' })).toBeInTheDocument();
    expect(sent).toEqual({ ticket_id: 9, ticket_status: 1, locker_id: 12 });
  });

  it.each([
    ['payment_not_completed', 'Refused: payment not completed', { payment_status: 'pending' }],
    ['another_day', 'Refused: ticket for another day', {}],
  ] as const)('shows the refusal %s in red, without Let in', async (reason, text, extra) => {
    server.use(
      ...night(),
      http.get('*/api/v1/door/pass/:id', () =>
        HttpResponse.json({ status: 'success', data: refused(reason, extra) }),
      ),
    );
    renderDoor();
    await findByNumber(42);
    const heading = await screen.findByRole('heading', { name: text });
    expect(heading.closest('[data-tone]')).toHaveAttribute('data-tone', 'error');
    expect(screen.queryByRole('button', { name: 'Let in' })).not.toBeInTheDocument();
    // Staff may not override: no reason box.
    expect(screen.queryByRole('button', { name: 'Let in anyway' })).not.toBeInTheDocument();
  });

  it('lets an Institutional Admin override an unpaid ticket with a reason', async () => {
    signInAs(2, 1);
    let sent: Record<string, unknown> = {};
    server.use(
      ...night(),
      http.get('*/api/v1/door/pass/:id', () =>
        HttpResponse.json({ status: 'success', data: refused('payment_not_completed') }),
      ),
      http.patch('*/api/v1/purchase/entry-update/:id', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({
          status: 'success',
          message: 'ok',
          data: pass({ ticket_status: 1 }),
        });
      }),
    );
    renderDoor();
    await findByNumber(42);
    await userEvent.type(
      await screen.findByLabelText('Reason to let in anyway (recorded)'),
      'Paid cash at the door',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Let in anyway' }));
    expect(await screen.findByRole('heading', { name: 'In. Welcome!' })).toBeInTheDocument();
    expect(sent.override_reason).toBe('Paid cash at the door');
  });

  it('shows "already entered at" when another door let the ticket in first (409)', async () => {
    const at = '2026-12-02T21:14:00.000Z';
    server.use(
      ...night(),
      http.get('*/api/v1/door/pass/:id', () =>
        HttpResponse.json({ status: 'success', data: pass() }),
      ),
      http.patch('*/api/v1/purchase/entry-update/:id', () =>
        HttpResponse.json(
          {
            status: 'failed',
            message: 'Already entered at 21:14',
            data: {
              reason: 'already_entered',
              pass: pass({
                ticket_status: 1,
                entered_at: at,
                verdict: { action: 'check_out', reason: null },
              }),
            },
          },
          { status: 409 },
        ),
      ),
    );
    renderDoor();
    await findByNumber(42);
    await userEvent.click(await screen.findByRole('button', { name: 'Let in' }));
    const heading = await screen.findByRole('heading', { name: /^Refused: already entered at / });
    expect(heading.closest('[data-tone]')).toHaveAttribute('data-tone', 'error');
    // The ticket is inside: the door may check it out.
    expect(screen.getByRole('button', { name: 'Check out' })).toBeInTheDocument();
  });

  it('refuses a ticket already inside in red, "Inside since HH:mm"; Check out is its own button', async () => {
    const inside = pass({
      ticket_status: 1,
      entered_at: '2026-12-02T21:00:00.000Z',
      locker: {
        allocation_id: 3,
        locker_id: 11,
        locker_number: 101,
        since: '2026-12-02T21:00:00.000Z',
      },
      verdict: { action: 'check_out', reason: null },
    });
    server.use(
      ...night(),
      http.get('*/api/v1/door/pass/:id', () =>
        HttpResponse.json({ status: 'success', data: inside }),
      ),
      http.patch('*/api/v1/purchase/entry-update/:id', () =>
        HttpResponse.json({
          status: 'success',
          message: 'ok',
          data: pass({ ticket_status: 2, verdict: { action: 'enter', reason: null } }),
        }),
      ),
    );
    renderDoor();
    await findByNumber(42);
    const heading = await screen.findByRole('heading', {
      name: `Refused: inside since ${formatClock('2026-12-02T21:00:00.000Z')}`,
    });
    expect(heading.closest('[data-tone]')).toHaveAttribute('data-tone', 'error');
    // A shared code must not let a second person in: no Let in, only a deliberate check-out.
    expect(screen.queryByRole('button', { name: 'Let in' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check out' }));
    expect(
      await screen.findByRole('heading', { name: 'Locker 101 is free again' }),
    ).toBeInTheDocument();
  });

  it("shows each name-search result's payment, so a refunded ticket does not look paid", async () => {
    server.use(
      ...night(),
      http.get('*/api/v1/door/search/:id', () =>
        HttpResponse.json({
          status: 'success',
          data: [
            pass({ purchase_id: 42, payment_status: 'refunded' }),
            pass({ purchase_id: 43, payment_status: 'completed' }),
          ],
        }),
      ),
    );
    renderDoor();
    await userEvent.type(await screen.findByLabelText('Buyer name (tonight)'), 'Gina{Enter}');
    const refundedRow = (await screen.findByText(/#42/)).closest('button')!;
    expect(refundedRow).toHaveTextContent('Refunded');
    expect((await screen.findByText(/#43/)).closest('button')).toHaveTextContent('Completed');
  });

  it('says when no purchase has the number (404)', async () => {
    server.use(
      ...night(),
      http.get('*/api/v1/door/pass/:id', () =>
        HttpResponse.json({ status: 'failed', message: 'Purchase not found' }, { status: 404 }),
      ),
    );
    renderDoor();
    await findByNumber(999);
    expect(await screen.findByRole('alert')).toHaveTextContent('No purchase with this number.');
  });

  it('shows a network failure with Retry, and the pass once the retry answers', async () => {
    let calls = 0;
    server.use(
      ...night(),
      http.get('*/api/v1/door/pass/:id', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.error()
          : HttpResponse.json({ status: 'success', data: pass() });
      }),
    );
    renderDoor();
    await findByNumber(42);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/could not be reached/i);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Let in' })).toBeInTheDocument();
  });

  it("shows tonight's figures", async () => {
    server.use(...night());
    renderDoor();
    await userEvent.click(await screen.findByText('Figures'));
    expect(await screen.findByText('Inside now')).toBeInTheDocument();
    expect(screen.getByText('300')).toBeInTheDocument();
  });
});

describe('against the legacy server', () => {
  it('works by purchase number and ticket type, and says what it cannot show', async () => {
    let sent: { url?: string; body?: unknown } = {};
    server.use(
      http.get('*/api/v1/door/figures/:id', () => new HttpResponse('Not Found', { status: 404 })),
      http.get('*/api/v1/institute/:id/ticketlist', () =>
        HttpResponse.json({
          status: 'success',
          data: [
            {
              institution_id: 1,
              name: 'Neon Harbor Club',
              Tickets: [{ ticket_id: 9, name: 'Hip-Hop &amp; Soul Block Party' }],
            },
          ],
        }),
      ),
      http.patch('*/api/v1/purchase/entry-update/:id', async ({ request }) => {
        sent = { url: request.url, body: await request.json() };
        return HttpResponse.json({
          status: 'success',
          message: 'User Entry update by staff successfully',
        });
      }),
    );
    renderDoor();
    expect(await screen.findByText("This server only takes the door's moves")).toBeInTheDocument();
    expect(screen.getByText(/cannot show the buyer, the payment, the state/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Purchase number'), '42');
    await userEvent.click(screen.getByLabelText('Ticket type'));
    // The legacy server's HTML-escaped text is shown decoded.
    await userEvent.click(await screen.findByTitle('Hip-Hop & Soul Block Party'));
    await userEvent.click(screen.getByRole('button', { name: 'Let in' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Purchase 42 let in.');
    expect(sent.url).toMatch(/\/purchase\/entry-update\/42$/);
    expect(sent.body).toEqual({ ticket_id: 9, ticket_status: 1 });
  });

  it('tells an Institutional Admin why the door is closed to them, and offers no move', async () => {
    signInAs(2, 1);
    server.use(
      http.get('*/api/v1/door/figures/:id', () => new HttpResponse('Not Found', { status: 404 })),
    );
    renderDoor();
    expect(
      await screen.findByText(/only staff and System Admins may let guests in/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Let in' })).toBeNull();
    expect(screen.queryByLabelText('Purchase number')).toBeNull();
  });
});
