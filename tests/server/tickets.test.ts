import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketType } from '../../contract';
import type { BuiltApp } from '../../server/app';
import { institutions, purchases, ticketTypes } from '../../server/db/schema';
import { earliestTicketDate } from '../../server/routes/tickets';
import { DEMO_EMAILS as EMAILS, loginAs, makeApp, type DemoAccount as Who } from './helpers';

type Headers = { authorization: string };

const DAY = 86_400_000;
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

let app: BuiltApp;
const as = {} as Record<Who, Headers>;
let seq = 0;

/** A dated ticket type of institution 1 (venue.admin's), unique name. */
const dated = (overrides: Record<string, unknown> = {}) => ({
  name: `Test night ${++seq}`,
  institution_id: 1,
  price: '12.50',
  capacity: 100,
  is_regular: false,
  date: isoDay(10),
  start_datetime: '22:00',
  end_datetime: '04:00',
  ...overrides,
});

async function create(body: Record<string, unknown>, who: Who = 'admin') {
  return app.inject({
    method: 'POST',
    url: '/api/v1/ticket/create',
    headers: as[who],
    payload: body,
  });
}
async function createOk(body: Record<string, unknown> = dated()): Promise<TicketType> {
  const res = await create(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as TicketType;
}
const update = (id: number, body: Record<string, unknown>, who: Who = 'admin') =>
  app.inject({
    method: 'PATCH',
    url: `/api/v1/ticket/update/${id}`,
    headers: as[who],
    payload: body,
  });
const get = (url: string, who: Who = 'admin') =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers: as[who] });
const del = (id: number, who: Who = 'admin') =>
  app.inject({ method: 'DELETE', url: `/api/v1/ticket/delete/${id}`, headers: as[who] });

async function addPurchases(ticketId: number, n: number, payment_status = 'completed') {
  await app.db.insert(purchases).values(
    Array.from({ length: n }, () => ({
      user_id: 5,
      ticket_id: ticketId,
      price_amount: '10.00',
      payment_status,
      payment_method: 'credit_card',
    })),
  );
}

const fieldsOf = (body: { errors?: { field: string }[] }) =>
  (body.errors ?? []).map((e) => e.field);

beforeAll(async () => {
  app = await makeApp();
  for (const who of Object.keys(EMAILS) as Who[])
    as[who] = (await loginAs(app, EMAILS[who])).headers;
});
afterAll(async () => {
  await app?.close();
});

describe('role matrix', () => {
  it('GET ticket/list: every role; roles 2/3 see their institution, role 0 active venues only', async () => {
    const all = (await get('/ticket/list')).json().data as TicketType[];
    expect(all.length).toBeGreaterThanOrEqual(30);
    for (const who of ['venue', 'staff'] as const) {
      const res = await get('/ticket/list', who);
      expect(res.statusCode).toBe(200);
      const rows = res.json().data as TicketType[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((t) => t.institution_id === 1)).toBe(true);
    }
    const v2 = (await get('/ticket/list', 'venue2')).json().data as TicketType[];
    expect(v2.every((t) => t.institution_id === 2)).toBe(true);
    const guest = await get('/ticket/list', 'guest');
    expect(guest.statusCode).toBe(200);
    const guestRows = guest.json().data as TicketType[];
    expect(guestRows.some((t) => t.institution_id === 8)).toBe(false); // institution 8 is disabled
    expect(all.some((t) => t.institution_id === 8)).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/v1/ticket/list' })).statusCode).toBe(401);
  });

  it('GET ticket/{id}: own or all; another institution is 403, a missing one 404', async () => {
    const expected: Record<Who, number> = {
      admin: 200,
      venue: 200,
      venue2: 403,
      staff: 200,
      guest: 200,
    };
    for (const who of Object.keys(expected) as Who[]) {
      const res = await get('/ticket/1', who);
      expect(res.statusCode, who).toBe(expected[who]);
      if (res.statusCode === 403) {
        expect(res.json().message).toBe('Access denied: Unauthorized institution');
      }
    }
    const one = (await get('/ticket/1')).json() as TicketType; // the bare row, as the legacy server sends it
    expect(one.institution).toEqual({ institution_id: 1, name: 'Neon Harbor Club' });
    expect(typeof one.sold).toBe('number');
    expect((await get('/ticket/8', 'guest')).statusCode).toBe(404); // disabled venue
    const missing = await get('/ticket/999999', 'venue');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Ticket type not found');
    expect((await get('/ticket/abc')).statusCode).toBe(400);
  });

  it('GET institute/{id}/ticketlist: data[0].Tickets; other institution 403; unknown []', async () => {
    const expected: Record<Who, number> = {
      admin: 200,
      venue: 200,
      venue2: 403,
      staff: 200,
      guest: 200,
    };
    for (const who of Object.keys(expected) as Who[]) {
      const res = await get('/institute/1/ticketlist', who);
      expect(res.statusCode, who).toBe(expected[who]);
    }
    const body = (await get('/institute/1/ticketlist', 'venue')).json();
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ institution_id: 1, name: 'Neon Harbor Club', status: 1 });
    expect(body.data[0].Tickets.length).toBeGreaterThan(0);
    expect(
      (body.data[0].Tickets as TicketType[]).every(
        (t) => t.institution_id === 1 && t.institution?.name === 'Neon Harbor Club',
      ),
    ).toBe(true);
    expect((await get('/institute/99999/ticketlist')).json()).toEqual({
      status: 'success',
      data: [],
    });
    expect((await get('/institute/8/ticketlist', 'guest')).json().data).toEqual([]);
    expect((await get('/institute/8/ticketlist')).json().data[0].Tickets.length).toBeGreaterThan(0);
  });

  it('POST ticket/create: roles 1 and 2 (own institution); 3 and 0 refused', async () => {
    const expected: Record<Who, number> = {
      admin: 201,
      venue: 201,
      venue2: 403,
      staff: 403,
      guest: 403,
    };
    for (const who of Object.keys(expected) as Who[]) {
      const res = await create(dated(), who);
      expect(res.statusCode, who).toBe(expected[who]);
    }
    const cross = await create(dated({ institution_id: 2 }), 'venue');
    expect(cross.statusCode).toBe(403);
    expect(cross.json().message).toBe('Access denied: Unauthorized institution');
    expect((await create(dated(), 'staff')).json().message).toBe('Access denied');
  });

  it('PATCH ticket/update/{id}: roles 1 and 2 (own); cross-institution 403', async () => {
    const t = await createOk();
    const expected: Record<Who, number> = {
      admin: 200,
      venue: 200,
      venue2: 403,
      staff: 403,
      guest: 403,
    };
    for (const who of Object.keys(expected) as Who[]) {
      const res = await update(t.ticket_id, { capacity: 120 }, who);
      expect(res.statusCode, who).toBe(expected[who]);
    }
    // venue.admin on institution 2's ticket type
    const other = await createOk(dated({ institution_id: 2 }));
    const res = await update(other.ticket_id, { name: 'Taken over' }, 'venue');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Access denied: Unauthorized institution');
    expect((await update(999999, { name: 'Nope' })).statusCode).toBe(404);
  });

  it('DELETE ticket/delete/{id}: 204 for roles 1 and 2 (own); cross-institution 403', async () => {
    const expected: Record<Who, number> = {
      admin: 204,
      venue: 204,
      venue2: 403,
      staff: 403,
      guest: 403,
    };
    for (const who of Object.keys(expected) as Who[]) {
      const t = await createOk();
      const res = await del(t.ticket_id, who);
      expect(res.statusCode, who).toBe(expected[who]);
      if (res.statusCode === 204) {
        expect(res.body).toBe('');
        expect((await get(`/ticket/${t.ticket_id}`)).statusCode).toBe(404);
      }
    }
    const other = await createOk(dated({ institution_id: 2 }));
    expect((await del(other.ticket_id, 'venue')).statusCode).toBe(403);
    expect((await del(999999)).statusCode).toBe(404);
  });
});

describe('create: wire shape and validation', () => {
  it('answers 201 with the full record: price string, TIME HH:mm:ss, institution, sold 0', async () => {
    const res = await create(dated({ price: 12.5, date: isoDay(3) }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', message: 'Ticket type created' });
    expect(body.data).toMatchObject({
      price: '12.50',
      capacity: 100,
      is_regular: 0,
      date: isoDay(3),
      start_datetime: '22:00:00',
      end_datetime: '04:00:00',
      institution: { institution_id: 1, name: 'Neon Harbor Club' },
      sold: 0,
    });
  });

  it.each([
    ['name missing', { name: undefined }, 'name'],
    ['name shorter than 2', { name: 'A' }, 'name'],
    ['name longer than 100', { name: 'x'.repeat(101) }, 'name'],
    ['institution_id missing', { institution_id: undefined }, 'institution_id'],
    ['institution_id not a number', { institution_id: 'abc' }, 'institution_id'],
    ['institution_id that does not exist', { institution_id: 99999 }, 'institution_id'],
    ['price missing', { price: undefined }, 'price'],
    ['price negative', { price: '-1' }, 'price'],
    ['price with three decimals', { price: '1.234' }, 'price'],
    ['price not a number', { price: 'free' }, 'price'],
    ['capacity missing', { capacity: undefined }, 'capacity'],
    ['capacity 0', { capacity: 0 }, 'capacity'],
    ['capacity not an integer', { capacity: 1.5 }, 'capacity'],
    ['is_regular not a boolean', { is_regular: 'maybe' }, 'is_regular'],
    ['dated event without a date', { date: null }, 'date'],
    ['dated event without a start time', { start_datetime: '' }, 'start_datetime'],
    ['dated event without an end time', { end_datetime: null }, 'end_datetime'],
    [
      'end time equal to the start',
      { start_datetime: '22:00', end_datetime: '22:00:00' },
      'end_datetime',
    ],
    ['a date in the past', { date: isoDay(-2) }, 'date'],
    ['a date that does not exist', { date: '2031-02-30' }, 'date'],
    ['a date in another format', { date: '12/11/2031' }, 'date'],
    ['a time in another format', { start_datetime: '9pm' }, 'start_datetime'],
    ['a description over 2000 characters', { description: 'd'.repeat(2001) }, 'description'],
  ])('refuses %s with 400 naming the field', async (_label, override, field) => {
    const res = await create(dated(override));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().status).toBe('failed');
    expect(fieldsOf(res.json())).toContain(field);
  });

  it('accepts price 0 (free entry) and legacy 1/0 booleans', async () => {
    const free = await createOk(dated({ price: '0' }));
    expect(free.price).toBe('0.00');
    const regular = await createOk(dated({ is_regular: '1' }));
    expect(regular.is_regular).toBe(1);
  });

  it('accepts today (in the last time zone on Earth) and overnight parties', async () => {
    const t = await createOk(
      dated({ date: earliestTicketDate(), start_datetime: '23:30', end_datetime: '05:00' }),
    );
    expect(t.date).toBe(earliestTicketDate());
    expect(t.end_datetime).toBe('05:00:00');
  });

  it('a regular event keeps no date or times even when they are sent', async () => {
    const t = await createOk(dated({ is_regular: true, date: isoDay(5) }));
    expect(t).toMatchObject({
      is_regular: 1,
      date: null,
      start_datetime: null,
      end_datetime: null,
    });
    const [row] = await app.db
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.ticket_id, t.ticket_id));
    expect(row.date).toBeNull();
    expect(row.start_datetime).toBeNull();
  });

  it('refuses a body that is not a JSON object', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/ticket/create',
      headers: { ...as.admin, 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('update', () => {
  it('switches dated -> regular (clears date and times) and regular -> dated', async () => {
    const t = await createOk();
    const toRegular = await update(t.ticket_id, { is_regular: true });
    expect(toRegular.statusCode).toBe(200);
    expect(toRegular.json()).toMatchObject({
      status: 'success',
      message: 'Ticket type updated',
      data: { is_regular: 1, date: null, start_datetime: null, end_datetime: null },
    });
    const missing = await update(t.ticket_id, { is_regular: false });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing.json())).toEqual(['date', 'start_datetime', 'end_datetime']);
    const back = await update(t.ticket_id, {
      is_regular: 0,
      date: isoDay(20),
      start_datetime: '20:00',
      end_datetime: '23:00:00',
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({
      is_regular: 0,
      date: isoDay(20),
      start_datetime: '20:00:00',
      end_datetime: '23:00:00',
    });
  });

  it('sets 0 and clears optional fields (the legacy server could not)', async () => {
    const t = await createOk(dated({ description: 'Loud', benefits: 'Free drink' }));
    const res = await update(t.ticket_id, { price: 0, description: null, benefits: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ price: '0.00', description: null, benefits: null });
  });

  it('keeps an existing past date but refuses a newly set one', async () => {
    const t = await createOk();
    await app.db
      .update(ticketTypes)
      .set({ date: isoDay(-30) })
      .where(eq(ticketTypes.ticket_id, t.ticket_id));
    const keep = await update(t.ticket_id, { name: 'Renamed past night', date: isoDay(-30) });
    expect(keep.statusCode, keep.body).toBe(200);
    expect(keep.json().data.date).toBe(isoDay(-30));
    const move = await update(t.ticket_id, { date: isoDay(-31) });
    expect(move.statusCode).toBe(400);
    expect(fieldsOf(move.json())).toEqual(['date']);
  });

  it('refuses end equal to start and validates each field sent', async () => {
    const t = await createOk();
    const same = await update(t.ticket_id, { end_datetime: '22:00:00' });
    expect(same.statusCode).toBe(400);
    expect(fieldsOf(same.json())).toEqual(['end_datetime']);
    expect(fieldsOf((await update(t.ticket_id, { name: 'x' })).json())).toEqual(['name']);
    expect(fieldsOf((await update(t.ticket_id, { capacity: 0 })).json())).toEqual(['capacity']);
    expect(fieldsOf((await update(t.ticket_id, { price: '-2' })).json())).toEqual(['price']);
    expect((await update(t.ticket_id, { institution_id: 99999 })).statusCode).toBe(400);
  });

  it('capacity below the tickets sold is a 409 naming capacity and the numbers', async () => {
    const t = await createOk(dated({ capacity: 50 }));
    await addPurchases(t.ticket_id, 12);
    await addPurchases(t.ticket_id, 3, 'refunded'); // refunded places are free again
    const res = await update(t.ticket_id, { capacity: 11 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      status: 'failed',
      message: 'Capacity cannot be lower than the 12 tickets already sold',
      errors: [{ field: 'capacity' }],
    });
    const ok = await update(t.ticket_id, { capacity: 12 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ capacity: 12, sold: 12 });
  });

  it('role 2 cannot move a ticket type to another institution; role 1 can', async () => {
    const t = await createOk();
    const res = await update(t.ticket_id, { institution_id: 2 }, 'venue');
    expect(res.statusCode).toBe(403);
    expect((await update(t.ticket_id, { institution_id: 1 }, 'venue')).statusCode).toBe(200);
    const moved = await update(t.ticket_id, { institution_id: 2 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.institution).toEqual({
      institution_id: 2,
      name: 'Velvet Room Lounge',
    });
  });
});

describe('delete', () => {
  it('refuses with 409 naming the count while purchases exist', async () => {
    const t = await createOk();
    await addPurchases(t.ticket_id, 2, 'failed');
    const res = await del(t.ticket_id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This ticket type has 2 purchases and cannot be deleted');
    expect((await get(`/ticket/${t.ticket_id}`)).statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents every ticket route with its reply schema', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/v1/ticket/list',
      '/api/v1/ticket/{id}',
      '/api/v1/ticket/create',
      '/api/v1/ticket/update/{ticket_id}',
      '/api/v1/ticket/delete/{id}',
      '/api/v1/institute/{id}/ticketlist',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const one = doc.paths['/api/v1/ticket/{id}'].get.responses['200'];
    expect(JSON.stringify(one)).toContain('sold');
  });
});

describe('lists', () => {
  it('sold comes per ticket type from one grouped count', async () => {
    const t = await createOk();
    await addPurchases(t.ticket_id, 4);
    await addPurchases(t.ticket_id, 1, 'failed');
    const rows = (await get('/ticket/list')).json().data as TicketType[];
    expect(rows.find((r) => r.ticket_id === t.ticket_id)?.sold).toBe(4);
    const [institution] = (await get('/institute/1/ticketlist')).json().data;
    expect(
      (institution.Tickets as TicketType[]).find((r) => r.ticket_id === t.ticket_id)?.sold,
    ).toBe(4);
  });

  it('pages, sorts, searches and filters with meta', async () => {
    const res = await get('/ticket/list?page=1&pageSize=5&sort=sold&order=desc');
    const body = res.json();
    expect(body.data).toHaveLength(5);
    expect(body.meta).toMatchObject({ page: 1, pageSize: 5 });
    expect(body.meta.total).toBeGreaterThanOrEqual(30);
    const sold = (body.data as TicketType[]).map((t) => t.sold ?? 0);
    expect([...sold].sort((a, b) => b - a)).toEqual(sold);

    const regular = (await get('/ticket/list?is_regular=1')).json().data as TicketType[];
    expect(regular.length).toBeGreaterThan(0);
    expect(regular.every((t) => t.is_regular === 1)).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    const upcoming = (await get('/ticket/list?when=upcoming')).json().data as TicketType[];
    expect(upcoming.every((t) => t.date !== null && t.date >= today)).toBe(true);
    const past = (await get('/ticket/list?when=past')).json().data as TicketType[];
    expect(past.length).toBeGreaterThan(0);
    expect(past.every((t) => t.date !== null && t.date < today)).toBe(true);

    const found = (await get('/ticket/list?q=neon%20harbor')).json().data as TicketType[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((t) => t.institution?.name === 'Neon Harbor Club')).toBe(true);
    expect((await get('/ticket/list?when=soon')).statusCode).toBe(400);
    expect((await get('/ticket/list?sort=secret')).statusCode).toBe(400);

    const inst2 = (await get('/ticket/list?institution_id=2')).json().data as TicketType[];
    expect(inst2.every((t) => t.institution_id === 2)).toBe(true);
  });

  it('pages institute/{id}/ticketlist with meta counting its tickets', async () => {
    const body = (await get('/institute/1/ticketlist?page=1&pageSize=2')).json();
    expect(body.data[0].Tickets).toHaveLength(2);
    expect(body.meta.total).toBeGreaterThan(2);
  });

  it('a paged ticketlist of an unknown institution is empty with meta, and checks its query', async () => {
    expect((await get('/institute/99999/ticketlist?page=3&pageSize=5')).json()).toEqual({
      status: 'success',
      data: [],
      meta: { total: 0, page: 3, pageSize: 5 },
    });
    expect((await get('/institute/99999/ticketlist?sort=nope')).statusCode).toBe(400);
  });

  it('a disabled venue disappears from the public catalogue', async () => {
    const t = await createOk(dated({ institution_id: 3 }));
    await app.db.update(institutions).set({ status: 0 }).where(eq(institutions.institution_id, 3));
    try {
      expect((await get(`/ticket/${t.ticket_id}`, 'guest')).statusCode).toBe(404);
      expect((await get(`/ticket/${t.ticket_id}`)).statusCode).toBe(200);
    } finally {
      await app.db
        .update(institutions)
        .set({ status: 1 })
        .where(eq(institutions.institution_id, 3));
    }
  });
});
