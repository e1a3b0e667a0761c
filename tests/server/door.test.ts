/**
 * The door (issue 43): the moves of PATCH purchase/entry-update, its refusals with the current
 * state, the admin's override, the concurrent double scan, lockers given and freed, the QR code
 * and the night's figures. The role x scope matrix of these calls is in hardening/role-matrix.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, TICKET_STATUS } from '../../contract';
import type { BuiltApp } from '../../server/app';
import {
  doorEvents,
  lockerAllocations,
  lockers,
  purchases,
  ticketTypes,
  users,
} from '../../server/db/schema';
import { nightStart, validTicketDates } from '../../server/door/night';
import { qrCodeFor } from '../../server/door/qr';
import { formData } from './kit-fastify';
import { loginAs, makeApp, TEST_SECRET } from './helpers';

let app: BuiltApp;
let staff: Record<string, string>;
let venueAdmin: Record<string, string>;
let guestId: number;
let serial = 0;
const OWN = 1;

const api = (url: string) => `/api/v1${url}`;
const isoDay = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  app = await makeApp();
  staff = (await loginAs(app, 'staff@partypass.test')).headers;
  venueAdmin = (await loginAs(app, 'venue.admin@partypass.test')).headers;
  const [guest] = await app.db
    .select({ id: users.user_id })
    .from(users)
    .where(eq(users.email, 'guest@partypass.test'));
  guestId = guest.id;
}, 120_000);
afterAll(async () => {
  await app?.close();
});

async function newTicket(options: { date?: string | null; institution?: number } = {}) {
  const [row] = await app.db
    .insert(ticketTypes)
    .values({
      name: `Door test ${++serial}`,
      institution_id: options.institution ?? OWN,
      price: '10.00',
      capacity: 40,
      is_regular: options.date == null,
      date: options.date ?? null,
      start_datetime: options.date ? '21:00:00' : null,
      end_datetime: options.date ? '04:00:00' : null,
    })
    .returning();
  return row;
}

async function newPurchase(
  options: { payment?: string; status?: number; date?: string | null; institution?: number } = {},
) {
  const ticket = await newTicket(options);
  const [row] = await app.db
    .insert(purchases)
    .values({
      user_id: guestId,
      ticket_id: ticket.ticket_id,
      price_amount: '10.00',
      payment_status: options.payment ?? 'completed',
      payment_method: 'paypal',
      ticket_status: options.status ?? 0,
      ticket_date: options.date ?? isoDay(0),
    })
    .returning();
  return row;
}

async function newLocker(institution = OWN, status = 1) {
  const [row] = await app.db
    .insert(lockers)
    .values({ institution_id: institution, locker_number: 5000 + ++serial, status })
    .returning();
  return row;
}

const move = (
  p: { purchase_id: number; ticket_id: number },
  ticket_status: number,
  extra: Record<string, unknown> = {},
  headers = staff,
) =>
  app.inject({
    method: 'PATCH',
    url: api(paths.entryUpdate(p.purchase_id)),
    headers,
    payload: { ticket_id: p.ticket_id, ticket_status, ...extra },
  });

describe('moves', () => {
  it('lets a paid ticket in, then checks it out, then lets it in again (re-entry)', async () => {
    const p = await newPurchase();
    const entered = await move(p, 1, { locker_id: null });
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json()).toMatchObject({
      status: 'success',
      message: 'User Entry update by staff successfully',
      data: { ticket_status: 1, verdict: { action: 'check_out' } },
    });
    expect(entered.json().data.entered_at).toEqual(expect.any(String));
    const out = await move(p, 2);
    expect(out.statusCode).toBe(200);
    expect(out.json().data).toMatchObject({ ticket_status: 2, verdict: { action: 'enter' } });
    const again = await move(p, 1, { locker_id: null });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.ticket_status).toBe(1);
    const events = await app.db
      .select({ from: doorEvents.from_status, to: doorEvents.to_status })
      .from(doorEvents)
      .where(eq(doorEvents.purchase_id, p.purchase_id))
      .orderBy(doorEvents.id);
    expect(events).toEqual([
      { from: 0, to: 1 },
      { from: 1, to: 2 },
      { from: 2, to: 1 },
    ]);
  });

  it.each([
    [TICKET_STATUS.PURCHASED, TICKET_STATUS.CHECKED_OUT, 'not_entered'],
    [TICKET_STATUS.CHECKED_OUT, TICKET_STATUS.CHECKED_OUT, 'not_entered'],
    [TICKET_STATUS.PURCHASED, TICKET_STATUS.PURCHASED, 'move_not_allowed'],
    [TICKET_STATUS.ENTERED, TICKET_STATUS.PURCHASED, 'move_not_allowed'],
    [TICKET_STATUS.CHECKED_OUT, TICKET_STATUS.PURCHASED, 'move_not_allowed'],
    [TICKET_STATUS.ENTERED, TICKET_STATUS.ENTERED, 'already_entered'],
  ])('refuses %i -> %i with 409 %s and the current state', async (from, to, reason) => {
    const p = await newPurchase({ status: from });
    const res = await move(p, to);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      status: 'failed',
      data: { reason, pass: { purchase_id: p.purchase_id, ticket_status: from } },
    });
    const [row] = await app.db
      .select({ s: purchases.ticket_status })
      .from(purchases)
      .where(eq(purchases.purchase_id, p.purchase_id));
    expect(row.s).toBe(from);
  });

  it.each(['pending', 'failed', 'refunded'])('refuses a %s payment with 409', async (payment) => {
    const p = await newPurchase({ payment });
    const res = await move(p, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'Payment is not completed',
      data: { reason: 'payment_not_completed', pass: { payment_status: payment } },
    });
  });

  it("refuses another day's dated ticket, and lets yesterday's in before noon only", async () => {
    const tomorrow = await newPurchase({ date: isoDay(1) });
    const res = await move(tomorrow, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().data.reason).toBe('another_day');
    const today = await newPurchase({ date: isoDay(0) });
    expect((await move(today, 1, { locker_id: null })).statusCode).toBe(200);
    expect(validTicketDates(new Date('2026-12-03T01:00:00Z'))).toEqual([
      '2026-12-02',
      '2026-12-03',
    ]);
    expect(validTicketDates(new Date('2026-12-03T13:00:00Z'))).toEqual(['2026-12-03']);
    expect(nightStart(new Date('2026-12-03T01:00:00Z')).toISOString()).toBe(
      '2026-12-02T12:00:00.000Z',
    );
  });

  it('lets an Institutional Admin override an unpaid ticket with a recorded reason', async () => {
    const p = await newPurchase({ payment: 'pending' });
    const res = await move(
      p,
      1,
      { override_reason: 'Paid cash at the door', locker_id: null },
      venueAdmin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [event] = await app.db
      .select({ reason: doorEvents.override_reason })
      .from(doorEvents)
      .where(eq(doorEvents.purchase_id, p.purchase_id));
    expect(event.reason).toBe('Paid cash at the door');
  });

  it('refuses an override from staff (403) and an empty reason (400)', async () => {
    const p = await newPurchase({ payment: 'pending' });
    expect((await move(p, 1, { override_reason: 'Friend of the owner' })).statusCode).toBe(403);
    const empty = await move(p, 1, { override_reason: ' ' }, venueAdmin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('override_reason');
  });

  it('never overrides a move: an admin cannot enter a ticket twice', async () => {
    const p = await newPurchase({ status: 1 });
    const res = await move(p, 1, { override_reason: 'Try again' }, venueAdmin);
    expect(res.statusCode).toBe(409);
    expect(res.json().data.reason).toBe('already_entered');
  });

  it('names the field of bad input and a ticket_id that is not the purchase one', async () => {
    const p = await newPurchase();
    const wrong = await move({ ...p, ticket_id: p.ticket_id + 100_000 }, 1);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('ticket_id');
    const bad = await move(p, 7);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('ticket_status');
    const unknown = await move({ purchase_id: 9_999_999, ticket_id: 1 }, 1);
    expect(unknown.statusCode).toBe(404);
  });

  it("answers 403 for another institution's purchase", async () => {
    const p = await newPurchase({ institution: 2 });
    expect((await move(p, 1)).statusCode).toBe(403);
  });
});

describe('two doors scanning the same ticket at once', () => {
  it('lets exactly one in; the other gets 409 "already entered at HH:mm"', async () => {
    const p = await newPurchase();
    const [a, b] = await Promise.all([
      move(p, 1, { locker_id: null }),
      move(p, 1, { locker_id: null }),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toMatch(/^Already entered at \d\d:\d\d$/);
    expect(loser.json().data.pass.ticket_status).toBe(1);
    const events = await app.db
      .select()
      .from(doorEvents)
      .where(eq(doorEvents.purchase_id, p.purchase_id));
    expect(events).toHaveLength(1);
  });
});

describe('lockers', () => {
  it('gives the chosen free locker on entry and frees it on check-out', async () => {
    const locker = await newLocker();
    const p = await newPurchase();
    const res = await move(p, 1, { locker_id: locker.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.locker).toMatchObject({
      locker_id: locker.id,
      locker_number: locker.locker_number,
    });
    const night = await app.inject({
      method: 'GET',
      url: api(paths.doorLockers(OWN)),
      headers: staff,
    });
    const row = night.json().data.find((l: { id: number }) => l.id === locker.id);
    expect(row.allocation).toMatchObject({ purchase_id: p.purchase_id, buyer_name: 'Gina Guest' });
    const out = await move(p, 2);
    expect(out.json().data.locker).toBeNull();
    const active = await app.db
      .select()
      .from(lockerAllocations)
      .where(and(eq(lockerAllocations.locker_id, locker.id), eq(lockerAllocations.status, 1)));
    expect(active).toHaveLength(0);
  });

  it('refuses a taken locker with 409 and leaves the purchase outside', async () => {
    const locker = await newLocker();
    const first = await newPurchase();
    expect((await move(first, 1, { locker_id: locker.id })).statusCode).toBe(200);
    const second = await newPurchase();
    const res = await move(second, 1, { locker_id: locker.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().data).toMatchObject({ reason: 'locker_taken', pass: { ticket_status: 0 } });
  });

  it('never gives one locker to two purchases entering at the same moment', async () => {
    const locker = await newLocker();
    const [p1, p2] = [await newPurchase(), await newPurchase()];
    const results = await Promise.all([
      move(p1, 1, { locker_id: locker.id }),
      move(p2, 1, { locker_id: locker.id }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const holders = await app.db
      .select()
      .from(lockerAllocations)
      .where(and(eq(lockerAllocations.locker_id, locker.id), eq(lockerAllocations.status, 1)));
    expect(holders).toHaveLength(1);
  });

  it('gives the first free locker when none is named, different ones to two guests', async () => {
    const [p1, p2] = [await newPurchase(), await newPurchase()];
    const [a, b] = await Promise.all([move(p1, 1), move(p2, 1)]);
    const la = a.json().data.locker;
    const lb = b.json().data.locker;
    if (la && lb) expect(la.locker_id).not.toBe(lb.locker_id);
  });

  it('refuses a locker of another institution (400, field locker_id)', async () => {
    const locker = await newLocker(2);
    const res = await move(await newPurchase(), 1, { locker_id: locker.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('locker_id');
  });

  it('an allocation_date that is missing, "" or null means now (JSON and multipart)', async () => {
    const before = Date.now();
    for (const [i, payload] of [
      { allocation_date: '' },
      { allocation_date: null },
      {},
      'multipart',
    ].entries()) {
      const [locker, purchase] = [await newLocker(), await newPurchase()];
      const body =
        payload === 'multipart'
          ? formData([
              ['purchase_id', String(purchase.purchase_id)],
              ['locker_id', String(locker.id)],
              ['allocation_date', ''],
            ])
          : {
              purchase_id: purchase.purchase_id,
              locker_id: locker.id,
              ...(payload as Record<string, unknown>),
            };
      const res = await app.inject({
        method: 'POST',
        url: api(paths.lockerAllocate),
        headers: staff,
        payload: body,
      });
      expect(res.statusCode, `${i}: ${res.body}`).toBe(201);
      const at = Date.parse(res.json().data.allocation_date);
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it('refuses a disabled locker (409) on every path that gives one', async () => {
    const [disabled, active] = [await newLocker(OWN, 0), await newLocker()];
    const p = await newPurchase();
    const allocated = await app.inject({
      method: 'POST',
      url: api(paths.lockerAllocate),
      headers: staff,
      payload: { purchase_id: p.purchase_id, locker_id: disabled.id },
    });
    expect(allocated.statusCode).toBe(409);
    expect(allocated.json()).toMatchObject({
      message: 'This locker is disabled',
      errors: [{ field: 'locker_id', message: 'This locker is disabled' }],
    });
    const held = await app.inject({
      method: 'POST',
      url: api(paths.lockerAllocate),
      headers: staff,
      payload: { purchase_id: p.purchase_id, locker_id: active.id },
    });
    expect(held.statusCode).toBe(201);
    const id = held.json().data.id;
    const movedOnto = await app.inject({
      method: 'PATCH',
      url: api(paths.lockerAllocationUpdate(id)),
      headers: staff,
      payload: { locker_id: disabled.id },
    });
    expect(movedOnto.statusCode).toBe(409);
    // Freed, then the locker disabled: making the allocation active again is refused too.
    const freed = await app.inject({
      method: 'PATCH',
      url: api(paths.lockerAllocationUpdate(id)),
      headers: staff,
      payload: { status: 0 },
    });
    expect(freed.statusCode).toBe(200);
    await app.db.update(lockers).set({ status: 0 }).where(eq(lockers.id, active.id));
    const again = await app.inject({
      method: 'PATCH',
      url: api(paths.lockerAllocationUpdate(id)),
      headers: staff,
      payload: { status: 1 },
    });
    expect(again.statusCode).toBe(409);
    expect((await move(p, 1, { locker_id: disabled.id })).statusCode).toBe(409);
    const active1 = await app.db
      .select()
      .from(lockerAllocations)
      .where(
        and(eq(lockerAllocations.purchase_id, p.purchase_id), eq(lockerAllocations.status, 1)),
      );
    expect(active1).toHaveLength(0);
  });

  it('allocates, refuses a second holder, moves and frees through locker-allocation', async () => {
    const [l1, l2] = [await newLocker(), await newLocker()];
    const [p1, p2] = [await newPurchase(), await newPurchase()];
    const allocate = (purchase_id: number, locker_id: number) =>
      app.inject({
        method: 'POST',
        url: api(paths.lockerAllocate),
        headers: staff,
        payload: { purchase_id, locker_id },
      });
    const made = await allocate(p1.purchase_id, l1.id);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().message).toBe('Locker Allocated successfully');
    const same = await allocate(p1.purchase_id, l1.id);
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('Locker is already allocated');
    expect((await allocate(p2.purchase_id, l1.id)).statusCode).toBe(409);
    const id = made.json().data.id;
    const moved = await app.inject({
      method: 'PATCH',
      url: api(paths.lockerAllocationUpdate(id)),
      headers: staff,
      payload: { locker_id: l2.id },
    });
    expect(moved.json().data.locker_id).toBe(l2.id);
    expect((await allocate(p2.purchase_id, l1.id)).statusCode).toBe(201);
    const freed = await app.inject({
      method: 'PATCH',
      url: api(paths.lockerAllocationUpdate(id)),
      headers: staff,
      payload: { status: 0 },
    });
    expect(freed.json().data.status).toBe(0);
    const staffDelete = await app.inject({
      method: 'DELETE',
      url: api(paths.lockerAllocationDelete(id)),
      headers: staff,
    });
    expect(staffDelete.statusCode).toBe(403);
    const adminDelete = await app.inject({
      method: 'DELETE',
      url: api(paths.lockerAllocationDelete(id)),
      headers: venueAdmin,
    });
    expect(adminDelete.statusCode).toBe(204);
  });
});

describe('QR codes', () => {
  const scan = (code: string) =>
    app.inject({ method: 'POST', url: api(paths.doorScan), headers: staff, payload: { code } });

  it("finds the purchase of the server's own code", async () => {
    const p = await newPurchase();
    const qr = await app.inject({
      method: 'GET',
      url: api(paths.doorQr(p.purchase_id)),
      headers: staff,
    });
    expect(qr.json().data.code).toMatch(/^PP1\.\d+\.[A-Za-z0-9_-]{22}$/);
    const res = await scan(qr.json().data.code);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      purchase_id: p.purchase_id,
      verdict: { action: 'enter' },
    });
  });

  it.each([
    [
      'another number with a real signature',
      (id: number) => qrCodeFor(TEST_SECRET, id).replace(`PP1.${id}.`, `PP1.${id + 1}.`),
    ],
    ['another secret', (id: number) => qrCodeFor('some-other-secret-0123456789-abcdefghij', id)],
    ['a bare number', (id: number) => String(id)],
    ['a signature cut short', (id: number) => qrCodeFor(TEST_SECRET, id).slice(0, -2)],
  ])('refuses a forged code: %s (400, field code)', async (_name, forge) => {
    const p = await newPurchase();
    const res = await scan(forge(p.purchase_id));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'code: this code was not issued by this server',
      errors: [{ field: 'code' }],
    });
  });
});

describe("the night's figures and search", () => {
  it('counts entries and check-outs of the night', async () => {
    const figures = async () =>
      (await app.inject({ method: 'GET', url: api(paths.doorFigures(OWN)), headers: staff })).json()
        .data;
    const before = await figures();
    const p = await newPurchase();
    await move(p, 1, { locker_id: null });
    const inside = await figures();
    expect(inside.inside).toBe(before.inside + 1);
    expect(inside.entered).toBe(before.entered + 1);
    await move(p, 2);
    const after = await figures();
    expect(after.inside).toBe(before.inside);
    expect(after.checked_out).toBe(before.checked_out + 1);
  });

  it('counts the lockers taken as the lockers list shows them held', async () => {
    const figures = async () =>
      (await app.inject({ method: 'GET', url: api(paths.doorFigures(OWN)), headers: staff })).json()
        .data;
    const heldInList = async () =>
      (await app.inject({ method: 'GET', url: api(paths.doorLockers(OWN)), headers: staff }))
        .json()
        .data.filter((l: { allocation: unknown }) => l.allocation != null).length;
    const before = await figures();
    const locker = await newLocker();
    const p = await newPurchase();
    expect((await move(p, 1, { locker_id: locker.id })).statusCode).toBe(200);
    const after = await figures();
    expect(after.lockers_total).toBe(before.lockers_total + 1);
    expect(after.lockers_taken).toBe(before.lockers_taken + 1);
    expect(after.lockers_taken).toBe(await heldInList());
    expect(after.lockers_taken).toBeGreaterThan(0);
  });

  it("finds tonight's purchases by buyer name, and not another day's", async () => {
    const [buyer] = await app.db
      .insert(users)
      .values({ name: 'Quentin Doorsearch', email: 'quentin@door.test', password_hash: 'x' })
      .returning();
    const tonight = await newPurchase({ date: isoDay(0) });
    const later = await newPurchase({ date: isoDay(5) });
    for (const p of [tonight, later]) {
      await app.db
        .update(purchases)
        .set({ user_id: buyer.user_id })
        .where(eq(purchases.purchase_id, p.purchase_id));
    }
    const res = await app.inject({
      method: 'GET',
      url: api(`${paths.doorSearch(OWN)}?q=doorSEARCH`),
      headers: staff,
    });
    const ids = res.json().data.map((p: { purchase_id: number }) => p.purchase_id);
    expect(ids).toContain(tonight.purchase_id);
    expect(ids).not.toContain(later.purchase_id);
  });
});
