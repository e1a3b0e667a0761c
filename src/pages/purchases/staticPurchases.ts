import type { Purchase } from '../../../contract';
import { removeDrawing } from '../../theme/staticDrawing';

/**
 * `/purchase`'s first screen with its first rows, which the build draws into index.html
 * (scripts/static-purchases.ts) and public/boot-drawings.js fills from the list's first reply,
 * asked for by public/boot-appearance.js as the page starts: the rows show before the console's
 * code has run (docs/performance.md part 2p). React's page takes over once its rows are in.
 */
export const STATIC_PURCHASES_ID = 'pp-static-purchases';

/** Takes the drawing, if any, out of the page and shows React's. */
export const removeStaticPurchases = (): void => removeDrawing(STATIC_PURCHASES_ID);

/**
 * How the boot script fills each cell of a row, in PurchaseList's column order, from the reply's
 * row (paths are dotted): its value as text; a date, date and time or amount as
 * src/i18n/format.ts shows it; the cell the build drew for that value (tags, labels); or the cell
 * as drawn, with nothing of the row. tests/console/static-purchases.test.tsx checks the filled rows against
 * the page's own.
 */
/** A field of `T`, or a dotted path to a nested one ("user.name"). */
export type FieldPath<T> = {
  [K in keyof T & string]: NonNullable<T[K]> extends object
    ? K | `${K}.${FieldPath<NonNullable<T[K]>>}`
    : K;
}[keyof T & string];

export type DrawnCell<P extends string = string> =
  | { key: string; text: P }
  | { key: string; date: P }
  | { key: string; dateTime: P }
  | { key: string; currency: P }
  | { key: string; pick: P }
  | { key: string; fixed: true };

/** The System Admin's list (`/purchase`, scope `all`): with the institution column. */
// The paths are the contract's fields: a renamed field fails the type check.
export const PURCHASE_DRAWN_CELLS: DrawnCell<FieldPath<Purchase>>[] = [
  { key: 'purchase_id', text: 'purchase_id' },
  { key: 'user_name', text: 'user.name' },
  { key: 'ticket_name', text: 'ticket_type.name' },
  { key: 'institution_name', text: 'ticket_type.institution.name' },
  { key: 'purchase_date', dateTime: 'purchase_date' },
  { key: 'ticket_date', date: 'ticket_date' },
  { key: 'price_amount', currency: 'price_amount' },
  { key: 'payment_method', pick: 'payment_method' },
  { key: 'payment_status', pick: 'payment_status' },
  { key: 'ticket_status', pick: 'ticket_status' },
  // Its Show button comes with React (its access check is a query): empty in either's first rows.
  { key: 'actions', fixed: true },
];
