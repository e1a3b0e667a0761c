/**
 * Giving and freeing lockers. The partial unique indexes of migration 0005 (one active allocation
 * per locker, one per purchase) are what guarantees a locker is never given twice: these
 * statements insert with ON CONFLICT DO NOTHING and report a lost race as "taken".
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

/** Attempts at the first free locker when other doors take the same one at the same moment. */
const FIRST_FREE_ATTEMPTS = 5;

export interface Given {
  id: number;
  locker_id: number;
  locker_number: number;
}

/** Gives `lockerId` to the purchase, or null when it is taken (or disabled). */
export async function giveLocker(
  db: Db,
  purchaseId: number,
  institutionId: number,
  lockerId: number,
  at: Date,
): Promise<Given | null> {
  const [row] = await queryRows<Given>(
    db,
    sql`with given as (insert into locker_allocations (purchase_id, locker_id, status, allocation_date)
        select ${purchaseId}, l.id, 1, ${at.toISOString()}::timestamptz from lockers l
        where l.id = ${lockerId} and l.institution_id = ${institutionId} and l.status = 1
        on conflict (locker_id) where status = 1 do nothing
        returning id, locker_id)
      select given.id, given.locker_id, l.locker_number from given join lockers l on l.id = given.locker_id`,
  );
  return row ?? null;
}

/** Gives the free active locker with the lowest number, or null when none is free. */
export async function giveFirstFreeLocker(
  db: Db,
  purchaseId: number,
  institutionId: number,
  at: Date,
): Promise<Given | null> {
  for (let attempt = 0; attempt < FIRST_FREE_ATTEMPTS; attempt++) {
    const free = await queryRows<{ id: number }>(
      db,
      sql`select l.id from lockers l
        where l.institution_id = ${institutionId} and l.status = 1
          and not exists (select 1 from locker_allocations a where a.locker_id = l.id and a.status = 1)
        order by l.locker_number limit 1`,
    );
    if (free.length === 0) return null;
    const given = await giveLocker(db, purchaseId, institutionId, free[0].id, at);
    if (given) return given;
  }
  return null;
}
