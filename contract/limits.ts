/**
 * Limits of the ticket and locker fields, shared by the server's schemas (ticket-input.ts,
 * locker-input.ts) and the console's form rules. Without zod, so a form does not load it.
 */
import { MAX_INT4 } from './formats';

export const TICKET_NAME_MIN = 2;
export const TICKET_NAME_MAX = 100;
export const TICKET_TEXT_MAX = 2000;
/** numeric(10,2) holds at most 99 999 999.99. */
export const TICKET_PRICE_MAX = 99_999_999.99;
export const TICKET_CAPACITY_MAX = MAX_INT4;

/** Lockers are PostgreSQL `integer`s: a larger number would be a database error, not a 400. */
export const MAX_LOCKER_NUMBER = MAX_INT4;
