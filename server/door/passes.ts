/**
 * Purchases as the door sees them (contract `DoorPass`): buyer, ticket type, state, active locker
 * and the verdict, read in one query.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DoorPass } from '../../contract';
import type { Db } from '../db/client';
import {
  institutions,
  lockerAllocations,
  lockers,
  purchases,
  ticketTypes,
  users,
} from '../db/schema';
import { verdictOf } from './night';

const passColumns = {
  purchase_id: purchases.purchase_id,
  ticket_id: purchases.ticket_id,
  ticket_status: purchases.ticket_status,
  payment_status: purchases.payment_status,
  ticket_date: purchases.ticket_date,
  entered_at: purchases.entered_at,
  checked_out_at: purchases.checked_out_at,
  buyer_id: users.user_id,
  buyer_name: users.name,
  type_name: ticketTypes.name,
  type_date: ticketTypes.date,
  type_start: ticketTypes.start_datetime,
  type_end: ticketTypes.end_datetime,
  institution_id: ticketTypes.institution_id,
  institution_name: institutions.name,
  allocation_id: lockerAllocations.id,
  locker_id: lockerAllocations.locker_id,
  locker_number: lockers.locker_number,
  locker_since: lockerAllocations.allocation_date,
};

/** `extra`: one more column of the caller's, read with the pass (null unless given). */
const selectPassRows = (db: Db, extra: SQL<string | null> = sql<string | null>`null::text`) =>
  db
    .select({ ...passColumns, extra })
    .from(purchases)
    .innerJoin(ticketTypes, eq(purchases.ticket_id, ticketTypes.ticket_id))
    .innerJoin(institutions, eq(ticketTypes.institution_id, institutions.institution_id))
    .leftJoin(users, eq(purchases.user_id, users.user_id))
    .leftJoin(
      lockerAllocations,
      and(
        eq(lockerAllocations.purchase_id, purchases.purchase_id),
        sql`${lockerAllocations.status} = 1`,
      ),
    )
    .leftJoin(lockers, eq(lockers.id, lockerAllocations.locker_id));

type PassRow = Awaited<ReturnType<typeof selectPassRows>>[number];

function toPass(row: PassRow, now: Date): DoorPass {
  return {
    purchase_id: row.purchase_id,
    ticket_id: row.ticket_id,
    ticket_status: row.ticket_status,
    payment_status: row.payment_status,
    ticket_date: row.ticket_date,
    entered_at: row.entered_at?.toISOString() ?? null,
    checked_out_at: row.checked_out_at?.toISOString() ?? null,
    buyer:
      row.buyer_id != null && row.buyer_name != null
        ? { user_id: row.buyer_id, name: row.buyer_name }
        : null,
    ticket_type: {
      ticket_id: row.ticket_id,
      name: row.type_name,
      date: row.type_date,
      start_datetime: row.type_start,
      end_datetime: row.type_end,
      institution_id: row.institution_id,
      institution_name: row.institution_name,
    },
    locker:
      row.allocation_id != null &&
      row.locker_id != null &&
      row.locker_number != null &&
      row.locker_since != null
        ? {
            allocation_id: row.allocation_id,
            locker_id: row.locker_id,
            locker_number: row.locker_number,
            since: row.locker_since.toISOString(),
          }
        : null,
    verdict: verdictOf(
      {
        ticket_status: row.ticket_status,
        payment_status: row.payment_status,
        ticket_type_date: row.type_date,
      },
      now,
    ),
  };
}

/** The passes `where` selects (conditions on the four tables), by buyer name. */
export async function readPasses(
  db: Db,
  where: SQL | undefined,
  now: Date,
  limit = 50,
): Promise<DoorPass[]> {
  const rows = await selectPassRows(db)
    .where(where)
    .orderBy(asc(users.name), asc(purchases.purchase_id))
    .limit(limit);
  return rows.map((row) => toPass(row, now));
}

export async function readPass(db: Db, purchaseId: number, now: Date) {
  const [pass] = await readPasses(db, eq(purchases.purchase_id, purchaseId), now, 1);
  return pass;
}

/**
 * A pass and one more text column of the caller's, in one statement: a door move reads its
 * Idempotency-Key's kept outcome with its pass (`keptOutcomeColumn`). No pass, no row.
 */
export async function readPassWith(
  db: Db,
  purchaseId: number,
  now: Date,
  extra: SQL<string | null>,
): Promise<{ pass: DoorPass; extra: string | null } | undefined> {
  const [row] = await selectPassRows(db, extra)
    .where(eq(purchases.purchase_id, purchaseId))
    .limit(1);
  return row && { pass: toPass(row, now), extra: row.extra };
}
