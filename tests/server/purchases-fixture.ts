/**
 * A small, hand-countable platform for the purchase and analytics tests (SEED=none + these rows):
 * two institutions, five accounts (one per role, a second venue admin), three ticket types and
 * eight purchases whose figures are written out in the tests.
 */
import { hashPassword } from '../../server/auth/password';
import type { BuiltApp } from '../../server/app';
import {
  institutions,
  lockerAllocations,
  lockers,
  purchases,
  ticketTypes,
  users,
} from '../../server/db/schema';

export const FIXTURE_PASSWORD = 'Fixture-password-2026';

export const EMAILS = {
  admin: 'fx.admin@partypass.test',
  venue1: 'fx.venue1@partypass.test',
  venue2: 'fx.venue2@partypass.test',
  staff1: 'fx.staff1@partypass.test',
  guestA: 'fx.guest.a@partypass.test',
  guestB: 'fx.guest.b@partypass.test',
} as const;

const isoDay = (offsetDays: number) => {
  const d = new Date();
  d.setUTCHours(12, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
};

/** A moment in the current UTC month (the 1st at noon, or today when that is later). */
export const thisMonth = () => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCHours(12, 0, 0, 0);
  return d;
};

export async function seedPurchaseFixture(app: BuiltApp) {
  const db = app.db;
  const hash = await hashPassword(FIXTURE_PASSWORD);
  const [venue1, venue2] = await db
    .insert(institutions)
    .values([
      { name: 'Fixture Hall', email: 'hall@fixture.test', phone: '1', status: 1 },
      { name: 'Other Club', email: 'club@fixture.test', phone: '2', status: 1 },
    ])
    .returning();
  const [admin, , , , guestA, guestB] = await db
    .insert(users)
    .values([
      { name: 'Ada Admin', email: EMAILS.admin, password_hash: hash, role: 1 },
      {
        name: 'Vera Venue',
        email: EMAILS.venue1,
        password_hash: hash,
        role: 2,
        institution_id: venue1.institution_id,
      },
      {
        name: 'Otto Other',
        email: EMAILS.venue2,
        password_hash: hash,
        role: 2,
        institution_id: venue2.institution_id,
      },
      {
        name: 'Sam Staff',
        email: EMAILS.staff1,
        password_hash: hash,
        role: 3,
        institution_id: venue1.institution_id,
      },
      { name: 'Gina Guest', email: EMAILS.guestA, password_hash: hash, role: 0 },
      { name: 'Hugo Guest', email: EMAILS.guestB, password_hash: hash, role: 0 },
    ])
    .returning();
  const [gala, regular, away] = await db
    .insert(ticketTypes)
    .values([
      {
        name: 'Gala Night',
        institution_id: venue1.institution_id,
        price: '20.00',
        capacity: 100,
        date: isoDay(10),
        start_datetime: '22:00:00',
        end_datetime: '04:00:00',
      },
      {
        name: 'Club Entry',
        institution_id: venue1.institution_id,
        price: '7.50',
        capacity: 50,
        is_regular: true,
      },
      {
        name: 'Away Party',
        institution_id: venue2.institution_id,
        price: '12.25',
        capacity: 10,
        date: isoDay(3),
        start_datetime: '20:00:00',
        end_datetime: '23:00:00',
      },
    ])
    .returning();
  const when = thisMonth();
  const row = (
    user: typeof guestA,
    ticket: typeof gala,
    price: string,
    payment_status: string,
    payment_method: string,
    ticket_status: number,
  ) => ({
    user_id: user.user_id,
    ticket_id: ticket.ticket_id,
    purchase_date: when,
    ticket_date: ticket.date,
    price_amount: price,
    payment_status,
    payment_method,
    ticket_status,
  });
  const inserted = await db
    .insert(purchases)
    .values([
      row(guestA, gala, '20.00', 'completed', 'credit_card', 0),
      row(guestA, gala, '20.00', 'completed', 'paypal', 1),
      row(guestB, gala, '20.00', 'pending', 'bank_transfer', 2),
      row(guestB, regular, '7.50', 'completed', 'credit_card', 1),
      row(guestA, regular, '7.50', 'failed', 'credit_card', 0),
      row(admin, regular, '7.50', 'refunded', 'paypal', 0),
      row(guestB, away, '12.25', 'completed', 'credit_card', 0),
      row(guestA, away, '12.25', 'completed', 'paypal', 2),
    ])
    .returning();
  const [locker] = await db
    .insert(lockers)
    .values({ institution_id: venue1.institution_id, locker_number: 7, status: 1 })
    .returning();
  await db
    .insert(lockerAllocations)
    .values({ purchase_id: inserted[0].purchase_id, locker_id: locker.id, status: 1 });
  return { venue1, venue2, gala, regular, away, guestA, guestB, admin, purchases: inserted };
}
