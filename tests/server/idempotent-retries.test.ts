/**
 * Safe retries (docs/api.md, "Retries"): a create or a door move sent again with the same
 * Idempotency-Key gets the first outcome, never a second write, also when the first reply was
 * lost after the commit (a connection dropped between the commit and the reply).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract';
import type { BuiltApp } from '../../server/app';
import { idempotencyKeys, lockers, purchases, ticketTypes, users } from '../../server/db/schema';
import { CLEANUP_BATCH, deleteExpiredKeys } from '../../server/http/idempotency';
import { loginAs, makeApp } from './helpers';

const API = '/api/v1';

let app: BuiltApp;
let admin: Record<string, string>;
let venue: Record<string, string>;
let staff: Record<string, string>;
let serial = 0;
const key = () => `retry-${process.pid}-${++serial}`;

beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, 'admin@partypass.test')).headers;
  venue = (await loginAs(app, 'venue.admin@partypass.test')).headers;
  staff = (await loginAs(app, 'staff@partypass.test')).headers;
});
afterAll(async () => {
  await app?.close();
});

/**
 * The fault: the next transaction commits, then its connection drops before the route hears of
 * it, as when PostgreSQL restarts right after a COMMIT.
 */
function dropConnectionAfterNextCommit() {
  const db = app.db as unknown as { transaction: (...args: unknown[]) => Promise<unknown> };
  const original = db.transaction;
  db.transaction = async function (this: unknown, ...args: unknown[]) {
    db.transaction = original;
    await original.apply(this, args);
    throw new Error('Connection terminated unexpectedly');
  };
}

const post = (url: string, headers: Record<string, string>, payload: object, k?: string) =>
  app.inject({
    method: 'POST',
    url: `${API}${url}`,
    headers: k === undefined ? headers : { ...headers, 'idempotency-key': k },
    payload,
  });

const ticketsNamed = async (name: string) =>
  (await app.db.select().from(ticketTypes).where(eq(ticketTypes.name, name))).length;

describe('a create whose reply was lost after the commit', () => {
  it('a ticket type: the retry gets the first outcome and no second row', async () => {
    const k = key();
    const name = `Retried ticket ${k}`;
    const payload = { name, institution_id: 1, price: '12.50', capacity: 10, is_regular: true };
    dropConnectionAfterNextCommit();
    const first = await post(paths.ticketCreate, venue, payload, k);
    expect(first.statusCode).toBe(503);
    expect(first.headers['retry-after']).toBeDefined();
    expect(await ticketsNamed(name)).toBe(1);

    const retry = await post(paths.ticketCreate, venue, payload, k);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toMatchObject({ status: 'success', data: { name } });
    const again = await post(paths.ticketCreate, venue, payload, k);
    expect(again.json()).toEqual(retry.json());
    expect(await ticketsNamed(name)).toBe(1);
  });

  it('a locker: the retry gets 201 with the locker, not a duplicate-number 409', async () => {
    const k = key();
    dropConnectionAfterNextCommit();
    const first = await post(paths.lockerCreate, venue, { locker_number: 7771 }, k);
    expect(first.statusCode).toBe(503);
    const retry = await post(paths.lockerCreate, venue, { locker_number: 7771 }, k);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data).toMatchObject({ locker_number: 7771, institution_id: 1 });
    const rows = await app.db.select().from(lockers).where(eq(lockers.locker_number, 7771));
    expect(rows).toHaveLength(1);
    expect(rows[0].id).toBe(retry.json().data.id);
  });

  it('a user and an institution: one row each', async () => {
    const k = key();
    const email = `retry-${serial}@example.test`;
    const user = { name: 'Retried user', email, password: 'Retry-password-1', role: 0 };
    dropConnectionAfterNextCommit();
    expect((await post(paths.userCreate, admin, user, k)).statusCode).toBe(503);
    const retry = await post(paths.userCreate, admin, user, k);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data).toMatchObject({ email });
    expect(await app.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);

    const k2 = key();
    const institution = {
      name: `Retried venue ${k2}`,
      email: `venue-${k2}@example.test`,
      phone: '0100000000',
    };
    dropConnectionAfterNextCommit();
    expect((await post(paths.institutionCreate, admin, institution, k2)).statusCode).toBe(503);
    const venueRetry = await post(paths.institutionCreate, admin, institution, k2);
    expect(venueRetry.statusCode).toBe(201);
    expect(venueRetry.json().data).toMatchObject({ name: institution.name });
  });
});

describe('the same key', () => {
  it('sent twice at once makes one row, and both get the same reply', async () => {
    const k = key();
    const name = `Concurrent ticket ${k}`;
    const payload = { name, institution_id: 1, price: '5.00', capacity: 3, is_regular: true };
    const [a, b] = await Promise.all([
      post(paths.ticketCreate, venue, payload, k),
      post(paths.ticketCreate, venue, payload, k),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()).toEqual(b.json());
    expect(await ticketsNamed(name)).toBe(1);
  });

  it('is per user: another user with the same key makes its own row', async () => {
    const k = key();
    const name = `Per-user ticket ${k}`;
    const payload = { name, institution_id: 1, price: '5.00', capacity: 3, is_regular: true };
    expect((await post(paths.ticketCreate, venue, payload, k)).statusCode).toBe(201);
    expect((await post(paths.ticketCreate, admin, payload, k)).statusCode).toBe(201);
    expect(await ticketsNamed(name)).toBe(2);
  });

  it('on another request is a 409; a malformed key a 400; no key creates as before', async () => {
    const k = key();
    expect((await post(paths.lockerCreate, venue, { locker_number: 7781 }, k)).statusCode).toBe(
      201,
    );
    const reused = await post(
      paths.ticketCreate,
      venue,
      { name: 'Reused key', institution_id: 1, price: '1.00', capacity: 1, is_regular: true },
      k,
    );
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toMatch(/Idempotency-Key/);
    const bad = await post(paths.lockerCreate, venue, { locker_number: 7782 }, 'a key with spaces');
    expect(bad.statusCode).toBe(400);
    expect((await post(paths.lockerCreate, venue, { locker_number: 7782 })).statusCode).toBe(201);
  });

  it('a create refused (4xx) keeps nothing: the corrected retry is applied', async () => {
    const k = key();
    const refused = await post(paths.lockerCreate, venue, { locker_number: -1 }, k);
    expect(refused.statusCode).toBe(400);
    const fixed = await post(paths.lockerCreate, venue, { locker_number: 7791 }, k);
    expect(fixed.statusCode).toBe(201);
  });
});

describe('a door move sent again', () => {
  it('gets the first outcome, not "already inside"', async () => {
    const [ticket] = await app.db
      .insert(ticketTypes)
      .values({
        name: `Retry door ${key()}`,
        institution_id: 1,
        price: '10.00',
        capacity: 5,
        is_regular: true,
      })
      .returning();
    const [guest] = await app.db
      .select({ id: users.user_id })
      .from(users)
      .where(eq(users.email, 'guest@partypass.test'));
    const [purchase] = await app.db
      .insert(purchases)
      .values({
        user_id: guest.id,
        ticket_id: ticket.ticket_id,
        price_amount: '10.00',
        payment_status: 'completed',
        payment_method: 'paypal',
        ticket_status: 0,
        ticket_date: new Date().toISOString().slice(0, 10),
      })
      .returning();
    const k = key();
    const enter = (purchaseId = purchase.purchase_id) =>
      app.inject({
        method: 'PATCH',
        url: `${API}${paths.entryUpdate(purchaseId)}`,
        headers: { ...staff, 'idempotency-key': k },
        payload: { ticket_id: ticket.ticket_id, ticket_status: 1, locker_id: null },
      });
    const first = await enter();
    expect(first.statusCode, first.body).toBe(200);
    const retry = await enter();
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    // The move reads its key with the pass: another pass, or one that does not exist, is
    // another request all the same.
    const [other] = await app.db
      .insert(purchases)
      .values({ ...purchase, purchase_id: undefined, entered_at: null, ticket_status: 0 })
      .returning();
    for (const id of [other.purchase_id, 987_654_321]) {
      const reused = await enter(id);
      expect(reused.statusCode, reused.body).toBe(409);
      expect(reused.json().message).toMatch(/Idempotency-Key/);
    }
    const [stillOut] = await app.db
      .select({ ticket_status: purchases.ticket_status })
      .from(purchases)
      .where(eq(purchases.purchase_id, other.purchase_id));
    expect(stillOut.ticket_status).toBe(0);
  });
});

describe('keys are kept a day', () => {
  it('expired keys are deleted in bounded rounds, and then no longer replay', async () => {
    const { user } = await loginAs(app, 'venue.admin@partypass.test');
    const k = key();
    const payload = {
      name: `Expiring ${k}`,
      institution_id: 1,
      price: '1.00',
      capacity: 1,
      is_regular: true,
    };
    expect((await post(paths.ticketCreate, venue, payload, k)).statusCode).toBe(201);
    await app.db.insert(idempotencyKeys).values(
      Array.from({ length: CLEANUP_BATCH + 5 }, (_, i) => ({
        user_id: user.user_id,
        key: `old-${k}-${i}`,
        request: 'POST /x',
        status_code: 201,
        body: '{}',
      })),
    );
    await app.db
      .update(idempotencyKeys)
      .set({ created_at: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.user_id, user.user_id));
    expect((await post(paths.ticketCreate, venue, payload, k)).statusCode).toBe(201);
    expect(await ticketsNamed(payload.name)).toBe(2);
    expect(await deleteExpiredKeys(app.db)).toBe(CLEANUP_BATCH);
    expect(await deleteExpiredKeys(app.db)).toBeGreaterThan(0);
    const left = await app.db
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.user_id, user.user_id),
          sql`${idempotencyKeys.created_at} < now() - interval '1 day'`,
        ),
      );
    expect(left).toHaveLength(0);
  });
});
