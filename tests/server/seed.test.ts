import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../../contract';
import type { Database } from '../../server/db/client';
import {
  institutions,
  lockerAllocations,
  lockers,
  purchases,
  ticketTypes,
  users,
} from '../../server/db/schema';
import type { PgTable } from 'drizzle-orm/pg-core';
import { DEMO_ACCOUNTS, seedDemo } from '../../server/db/seed';
import { openTestDatabase } from './test-database';

const NOW = new Date('2026-06-15T10:00:00Z');
let a: Database;
let b: Database;

beforeAll(async () => {
  [a, b] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  await seedDemo(a.db, { now: NOW });
  await seedDemo(b.db, { now: NOW });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const total = async (db: Database, table: PgTable) => {
  const [row] = await db.db.select({ n: count() }).from(table);
  return Number(row.n);
};

describe('demo seed', () => {
  it('has the required counts', async () => {
    expect(await total(a, institutions)).toBeGreaterThanOrEqual(6);
    expect(await total(a, ticketTypes)).toBe(30);
    expect(await total(a, lockers)).toBe(60);
    expect(await total(a, users)).toBe(60);
    expect(await total(a, purchases)).toBe(400);
    expect(await total(a, lockerAllocations)).toBeGreaterThan(0);
  });

  it('has the five demo accounts with their roles and institutions', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [row] = await a.db.select().from(users).where(eq(users.email, account.email));
      expect(row.role).toBe(account.role);
      expect(row.institution_id).toBe(account.institution);
    }
  });

  it('covers every ticket status, payment status and method, and the last 12 months', async () => {
    const distinct = async (
      column:
        | typeof purchases.ticket_status
        | typeof purchases.payment_status
        | typeof purchases.payment_method,
    ) => (await a.db.selectDistinct({ v: column }).from(purchases)).map((r) => r.v).sort();
    expect(await distinct(purchases.ticket_status)).toEqual([0, 1, 2]);
    expect(await distinct(purchases.payment_status)).toEqual([...PAYMENT_STATUSES].sort());
    expect(await distinct(purchases.payment_method)).toEqual([...PAYMENT_METHODS].sort());
    const [range] = await a.db
      .select({
        min: sql<string>`min(${purchases.purchase_date})`,
        max: sql<string>`max(${purchases.purchase_date})`,
      })
      .from(purchases);
    const days = (new Date(range.max).getTime() - new Date(range.min).getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(300);
    // Nothing is bought after the moment of seeding (purchases end the day before).
    expect(new Date(range.max).getTime()).toBeLessThan(new Date('2026-06-15T00:00:00Z').getTime());
    const regular = await a.db.select().from(ticketTypes).where(eq(ticketTypes.is_regular, true));
    expect(regular.length).toBeGreaterThan(0);
    expect(
      regular.every((t) => t.date === null && t.start_datetime === null && t.end_datetime === null),
    ).toBe(true);
    const dated = await a.db.select().from(ticketTypes).where(eq(ticketTypes.is_regular, false));
    expect(dated.some((t) => t.date! > '2026-06-15')).toBe(true);
    expect(dated.some((t) => t.date! < '2026-06-15')).toBe(true);
  });

  it('is deterministic', async () => {
    const sample = (db: Database) =>
      db.db
        .select({
          purchase_id: purchases.purchase_id,
          user_id: purchases.user_id,
          ticket_id: purchases.ticket_id,
          purchase_date: purchases.purchase_date,
          ticket_date: purchases.ticket_date,
          price_amount: purchases.price_amount,
          payment_status: purchases.payment_status,
          payment_method: purchases.payment_method,
          ticket_status: purchases.ticket_status,
        })
        .from(purchases)
        .orderBy(asc(purchases.purchase_id));
    expect(await sample(a)).toEqual(await sample(b));
    const names = (db: Database) =>
      db.db
        .select({ n: users.name, e: users.email, d: users.date_of_birth })
        .from(users)
        .orderBy(asc(users.user_id));
    expect(await names(a)).toEqual(await names(b));
    const tickets = (db: Database) =>
      db.db
        .select({
          n: ticketTypes.name,
          p: ticketTypes.price,
          d: ticketTypes.date,
          s: ticketTypes.start_datetime,
        })
        .from(ticketTypes)
        .orderBy(asc(ticketTypes.ticket_id));
    expect(await tickets(a)).toEqual(await tickets(b));
  });
});

describe("tonight's event (the door)", () => {
  it('is a ticket type of the first institution dated the day of seeding, in every door state', async () => {
    const [tonight] = await a.db
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.date, NOW.toISOString().slice(0, 10)));
    expect(tonight).toBeDefined();
    const [first] = await a.db
      .select({ id: institutions.institution_id })
      .from(institutions)
      .orderBy(asc(institutions.institution_id))
      .limit(1);
    expect(tonight.institution_id).toBe(first.id);
    const rows = await a.db
      .select({
        id: purchases.purchase_id,
        payment: purchases.payment_status,
        status: purchases.ticket_status,
        entered_at: purchases.entered_at,
      })
      .from(purchases)
      .where(eq(purchases.ticket_id, tonight.ticket_id));
    const states = new Set(rows.map((r) => `${r.payment}/${r.status}`));
    for (const state of ['completed/0', 'completed/1', 'completed/2', 'pending/0', 'refunded/0']) {
      expect(states).toContain(state);
    }
    const inside = rows.filter((r) => r.status === 1);
    for (const r of inside) expect(r.entered_at).not.toBeNull();
    const held = await a.db
      .select({ purchase_id: lockerAllocations.purchase_id })
      .from(lockerAllocations)
      .where(eq(lockerAllocations.status, 1));
    expect(held.map((h) => h.purchase_id).sort()).toEqual(inside.map((r) => r.id).sort());
    const [{ free }] = await a.db
      .select({
        free: sql<number>`count(*) filter (where not exists (select 1 from locker_allocations x where x.locker_id = ${lockers.id} and x.status = 1))`,
      })
      .from(lockers)
      .where(sql`${lockers.institution_id} = ${first.id} and ${lockers.status} = 1`);
    expect(Number(free)).toBeGreaterThan(0);
  });
});
