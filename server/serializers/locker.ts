/**
 * The one mapping from a lockers row (+ its institution) to the wire `Locker` of contract/.
 * Every locker route reads through `selectLockers` so lists, reads and write replies have the
 * same shape: `{id, institution_id, locker_number, status, institution:{institution_id, name}}`.
 */
import { asc, eq, type SQL } from 'drizzle-orm';
import { lockerSchema, type Locker } from '../../contract';
import type { Db } from '../db/client';
import { institutions, lockers, type LockerRow } from '../db/schema';
import { paginate, type ListQueryResult } from '../http/list';
import { contractWriter } from './write';

export type LockerWithInstitution = Omit<LockerRow, 'version'> & {
  institution: { institution_id: number; name: string } | null;
};

export function toLockerWire(row: LockerWithInstitution): Locker {
  return {
    id: row.id,
    institution_id: row.institution_id,
    locker_number: row.locker_number,
    status: row.status,
    institution: row.institution,
  };
}

/** A wire locker as JSON, written from the contract's schema (serializers/write.ts). */
export const writeLocker = contractWriter(lockerSchema);

const lockerColumns = {
  id: lockers.id,
  institution_id: lockers.institution_id,
  locker_number: lockers.locker_number,
  status: lockers.status,
  created_at: lockers.created_at,
  institution_name: institutions.name,
};

type JoinedRow = Omit<LockerRow, 'version'> & { institution_name: string | null };

const toWire = ({ institution_name, ...row }: JoinedRow): Locker =>
  toLockerWire({
    ...row,
    institution:
      institution_name == null
        ? null
        : { institution_id: row.institution_id, name: institution_name },
  });

/**
 * Lockers with their institution, as wire objects. With a list query (server/http/list.ts) the
 * rows come in its order and, when a page was asked for, only that page; otherwise in id order.
 */
export async function selectLockers(
  db: Db,
  where?: SQL,
  list?: ListQueryResult,
): Promise<Locker[]> {
  const query = db
    .select(lockerColumns)
    .from(lockers)
    .leftJoin(institutions, eq(lockers.institution_id, institutions.institution_id))
    .where(where)
    .orderBy(...(list?.orderBy ?? [asc(lockers.id)]))
    .$dynamic();
  const rows: JoinedRow[] = await (list ? paginate(query, list) : query);
  return rows.map(toWire);
}

export async function selectLockerById(db: Db, id: number): Promise<Locker | undefined> {
  const [locker] = await selectLockers(db, eq(lockers.id, id));
  return locker;
}
