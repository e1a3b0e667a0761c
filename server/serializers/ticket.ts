/**
 * The one mapping from a ticket_types row (+ its institution and sold count) to the wire
 * `TicketType` of contract/. `ticketSelect(db)` reads ticket types with `institution
 * {institution_id, name}` and `sold` in ONE query: the sold count is a grouped subquery joined
 * once, never a query per row.
 */
import { eq, notInArray, sql } from 'drizzle-orm';
import { ticketTypeSchema, type PaymentStatus, type TicketType } from '../../contract';
import type { Db } from '../db/client';
import { institutions, purchases, ticketTypes, type TicketTypeRow } from '../db/schema';
import { contractWriter } from './write';

/** Purchases that do not hold a place: they neither count as sold nor block a lower capacity. */
export const NOT_SOLD_PAYMENTS: readonly PaymentStatus[] = ['failed', 'refunded'];

export type TicketWithRefs = Omit<TicketTypeRow, 'version'> & {
  institution_name: string | null;
  sold: number;
};

export function toTicketWire(row: TicketWithRefs): TicketType {
  // A regular event has no date or times, whatever older rows may still hold.
  const regular = row.is_regular;
  return {
    ticket_id: row.ticket_id,
    name: row.name,
    description: row.description,
    institution_id: row.institution_id,
    price: Number(row.price).toFixed(2),
    capacity: row.capacity,
    benefits: row.benefits,
    is_regular: regular ? 1 : 0,
    date: regular ? null : row.date,
    start_datetime: regular ? null : row.start_datetime,
    end_datetime: regular ? null : row.end_datetime,
    institution:
      row.institution_name == null
        ? null
        : { institution_id: row.institution_id, name: row.institution_name },
    sold: Number(row.sold),
  };
}

/** A wire ticket type as JSON, written from the contract's schema (serializers/write.ts). */
export const writeTicketType = contractWriter(ticketTypeSchema);

/** Sold count per ticket type, as a subquery to join. */
export function soldCounts(db: Db) {
  return db
    .select({
      ticket_id: purchases.ticket_id,
      sold: sql<number>`count(*)::int`.as('sold'),
    })
    .from(purchases)
    .where(notInArray(purchases.payment_status, [...NOT_SOLD_PAYMENTS]))
    .groupBy(purchases.ticket_id)
    .as('sold_counts');
}

/**
 * `select ... from ticket_types join institutions left join (sold counts)`, dynamic so callers add
 * where/order/limit. Also returns the `sold` expression (sortable in lists).
 */
export function ticketSelect(db: Db) {
  const counts = soldCounts(db);
  const sold = sql<number>`coalesce(${counts.sold}, 0)`;
  const query = db
    .select({
      ticket_id: ticketTypes.ticket_id,
      name: ticketTypes.name,
      description: ticketTypes.description,
      institution_id: ticketTypes.institution_id,
      price: ticketTypes.price,
      capacity: ticketTypes.capacity,
      benefits: ticketTypes.benefits,
      is_regular: ticketTypes.is_regular,
      date: ticketTypes.date,
      start_datetime: ticketTypes.start_datetime,
      end_datetime: ticketTypes.end_datetime,
      created_at: ticketTypes.created_at,
      institution_name: institutions.name,
      sold,
    })
    .from(ticketTypes)
    .innerJoin(institutions, eq(institutions.institution_id, ticketTypes.institution_id))
    .leftJoin(counts, eq(counts.ticket_id, ticketTypes.ticket_id))
    .$dynamic();
  return { query, sold };
}

export async function selectTicketById(db: Db, ticketId: number): Promise<TicketType | undefined> {
  const { query } = ticketSelect(db);
  const [row] = await query.where(eq(ticketTypes.ticket_id, ticketId)).limit(1);
  return row ? toTicketWire(row) : undefined;
}

/** Purchases of a ticket type: `total` rows (they block a delete) and `sold` (hold a place). */
export async function purchaseCounts(
  db: Db,
  ticketId: number,
): Promise<{ total: number; sold: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      sold: sql<number>`(count(*) filter (where ${notInArray(purchases.payment_status, [...NOT_SOLD_PAYMENTS])}))::int`,
    })
    .from(purchases)
    .where(eq(purchases.ticket_id, ticketId));
  return { total: Number(row?.total ?? 0), sold: Number(row?.sold ?? 0) };
}
