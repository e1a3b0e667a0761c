/**
 * Limits of the user, sign-in, ticket and locker fields, shared by the server's schemas
 * (user-input.ts, auth.ts, ticket-input.ts, locker-input.ts) and the console's form rules.
 * Without zod, so a form does not load it.
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

/**
 * One e-mail rule for creating a user and for signing in: the column's 255 characters, so every
 * user that can be created can sign in.
 */
export const EMAIL_MAX_LENGTH = 255;
export const USER_NAME_MAX = 255;
export const SOCIAL_UUID_MAX = 255;

/** The message of a length limit names the field and the limit: "Name must be at most 255 characters". */
export const atMostCharacters = (label: string, max: number): string =>
  `${label} must be at most ${max} characters`;
