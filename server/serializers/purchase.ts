/**
 * The one mapping from a purchase row (+ buyer, ticket type and its institution) to the wire
 * `Purchase` of contract/ (LEGACY_API.md shape: `user:{...}`, `ticket_type:{..., institution}`).
 */
import { eq } from 'drizzle-orm';
import { purchaseSchema, type Purchase } from '../../contract';
import { institutions, purchases, ticketTypes, users } from '../db/schema';
import { contractWriter } from './write';

export const purchaseColumns = {
  purchase_id: purchases.purchase_id,
  user_id: purchases.user_id,
  ticket_id: purchases.ticket_id,
  purchase_date: purchases.purchase_date,
  ticket_date: purchases.ticket_date,
  price_amount: purchases.price_amount,
  payment_status: purchases.payment_status,
  payment_method: purchases.payment_method,
  ticket_status: purchases.ticket_status,
  buyer_id: users.user_id,
  buyer_name: users.name,
  buyer_email: users.email,
  type_id: ticketTypes.ticket_id,
  type_name: ticketTypes.name,
  type_date: ticketTypes.date,
  type_start: ticketTypes.start_datetime,
  type_end: ticketTypes.end_datetime,
  institution_id: institutions.institution_id,
  institution_name: institutions.name,
};

/** Join conditions of every purchase read; `where` may name columns of all four tables. */
export const purchaseJoins = {
  ticketTypes: eq(purchases.ticket_id, ticketTypes.ticket_id),
  users: eq(purchases.user_id, users.user_id),
  institutions: eq(ticketTypes.institution_id, institutions.institution_id),
};

export interface PurchaseRow {
  purchase_id: number;
  user_id: number;
  ticket_id: number;
  purchase_date: Date;
  ticket_date: string | null;
  price_amount: string;
  payment_status: string;
  payment_method: string;
  ticket_status: number;
  buyer_id: number | null;
  buyer_name: string | null;
  buyer_email: string | null;
  type_id: number | null;
  type_name: string | null;
  type_date: string | null;
  type_start: string | null;
  type_end: string | null;
  institution_id: number | null;
  institution_name: string | null;
}

const decimal = (value: string | number) => Number(value).toFixed(2);

export function toPurchaseWire(row: PurchaseRow): Purchase {
  return {
    purchase_id: row.purchase_id,
    user_id: row.user_id,
    ticket_id: row.ticket_id,
    purchase_date: row.purchase_date.toISOString(),
    ticket_date: row.ticket_date,
    price_amount: decimal(row.price_amount),
    payment_status: row.payment_status,
    payment_method: row.payment_method as Purchase['payment_method'],
    ticket_status: row.ticket_status,
    user:
      row.buyer_id === null
        ? null
        : { user_id: row.buyer_id, name: row.buyer_name ?? '', email: row.buyer_email ?? '' },
    ticket_type:
      row.type_id === null
        ? null
        : {
            ticket_id: row.type_id,
            name: row.type_name ?? '',
            date: row.type_date,
            start_datetime: row.type_start,
            end_datetime: row.type_end,
            institution:
              row.institution_id === null
                ? null
                : { institution_id: row.institution_id, name: row.institution_name ?? '' },
          },
  };
}

/** A wire purchase as JSON, written from the contract's schema (serializers/write.ts). */
export const writePurchase = contractWriter(purchaseSchema);

/** A purchase as replies use it: its wire object, and that object's JSON for list pages. */
export interface KeptPurchase {
  purchase: Purchase;
  /** Written as the route's response schema writes it. */
  json: string;
}

/** Maps and writes a purchase once, for every reply that shows it (routes/purchases.ts). */
export function keptPurchase(row: PurchaseRow): KeptPurchase {
  const purchase = toPurchaseWire(row);
  return { purchase, json: writePurchase(purchase) };
}
