/**
 * Ticket type fixtures and handlers for the console tests: this project's server (wrapped rows,
 * `sold`, `meta` when paged, `{errors:[{field,message}]}` on a 400) next to the legacy quirks of
 * handlers.ts (bare `ticket/{id}` row, `data[0].Tickets`, string/number prices).
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { paths, type TicketType } from '../../contract';
import { institution, legacyTicketRow } from './fixtures';
import { api } from './handlers';
import { auditHandlers, healthHandler } from './audit';
import { viewsHandlers } from './views';

export const datedTicket: TicketType = {
  ticket_id: 21,
  name: 'Moonlight Rave',
  description: 'Open air, three stages',
  institution_id: 7,
  price: '18.00',
  capacity: 200,
  benefits: 'Free locker',
  is_regular: 0,
  date: '2031-06-20',
  start_datetime: '22:00:00',
  end_datetime: '04:00:00',
  institution: { institution_id: 7, name: 'Club Aurora' },
  sold: 3,
};

export const regularTicket: TicketType = {
  ...datedTicket,
  ticket_id: 22,
  name: 'Happy Hour',
  price: '0.00',
  capacity: 50,
  is_regular: 1,
  date: null,
  start_datetime: null,
  end_datetime: null,
  sold: 50,
};

export const otherInstitutionTicket: TicketType = {
  ...datedTicket,
  ticket_id: 23,
  name: 'Stage Night',
  institution_id: 8,
  institution: { institution_id: 8, name: 'Velvet Stage' },
  sold: 0,
};

export const currentTickets = [datedTicket, regularTicket, otherInstitutionTicket];

/** What the console sent: inspect bodies after a save. */
export interface TicketCalls {
  created: unknown[];
  updated: { id: string; body: unknown }[];
}

/** This project's server. `fail` makes writes answer that 400 (field errors on their fields). */
export function currentTicketHandlers(
  calls: TicketCalls = { created: [], updated: [] },
  fail?: { status: number; body: JsonBodyType },
) {
  return [
    http.get(api(paths.ticketList), () =>
      HttpResponse.json({ status: 'success', data: currentTickets }),
    ),
    http.get(api('/institute/:id/ticketlist'), ({ params }) =>
      HttpResponse.json({
        status: 'success',
        data:
          String(params.id) === '7'
            ? [{ ...institution, Tickets: [datedTicket, regularTicket] }]
            : [],
      }),
    ),
    http.get(api('/ticket/:id'), ({ params }) => {
      const found = currentTickets.find((t) => String(t.ticket_id) === String(params.id));
      return found
        ? HttpResponse.json({ status: 'success', data: found })
        : HttpResponse.json(
            { status: 'failed', message: 'Ticket type not found' },
            { status: 404 },
          );
    }),
    http.get(api('/institute/list'), () =>
      HttpResponse.json({
        status: 'success',
        data: [institution, { ...institution, institution_id: 8, name: 'Velvet Stage' }],
      }),
    ),
    http.get(api('/institute/:id'), () =>
      HttpResponse.json({ status: 'success', data: institution }),
    ),
    http.post(api(paths.ticketCreate), async ({ request }) => {
      const body = await request.json();
      calls.created.push(body);
      if (fail) return HttpResponse.json(fail.body, { status: fail.status });
      return HttpResponse.json(
        {
          status: 'success',
          message: 'Ticket type created',
          data: { ...datedTicket, ...(body as object), ticket_id: 99, sold: 0 },
        },
        { status: 201 },
      );
    }),
    http.patch(api('/ticket/update/:id'), async ({ request, params }) => {
      const body = await request.json();
      calls.updated.push({ id: String(params.id), body });
      if (fail) return HttpResponse.json(fail.body, { status: fail.status });
      return HttpResponse.json({
        status: 'success',
        message: 'Ticket type updated',
        data: { ...datedTicket, ...(body as object) },
      });
    }),
    ...auditHandlers(),
    ...viewsHandlers().handlers,
  ];
}

/**
 * The legacy server's ticket reads and updates (LEGACY_API.md "Observed since"): the bare row on
 * `ticket/{id}`, and an update that answers 200 with a message but keeps the old value of every
 * falsy field, so `is_regular: false` never switches a regular ticket type to dated.
 */
export function legacyTicketHandlers() {
  const rows = new Map<string, Record<string, unknown>>([
    ['11', { ...legacyTicketRow }],
    [
      '12',
      {
        ...legacyTicketRow,
        ticket_id: 12,
        name: 'Regular entry',
        price: '8.00',
        is_regular: 1,
        date: null,
        start_datetime: null,
        end_datetime: null,
      },
    ],
  ]);
  return [
    http.get(api('/ticket/:id'), ({ params }) => {
      const row = rows.get(String(params.id));
      return row
        ? HttpResponse.json(row)
        : HttpResponse.json({ message: 'Ticket type not found' }, { status: 404 });
    }),
    http.patch(api('/ticket/update/:id'), async ({ request, params }) => {
      const row = rows.get(String(params.id));
      if (!row) return HttpResponse.json({ message: 'Ticket type not found' }, { status: 404 });
      const body = (await request.json()) as Record<string, unknown>;
      for (const [field, value] of Object.entries(body)) {
        if (value) row[field] = value === true ? 1 : value;
      }
      return HttpResponse.json({ status: 'success', message: 'Ticket type updated' });
    }),
    healthHandler({ legacy: true }),
  ];
}
