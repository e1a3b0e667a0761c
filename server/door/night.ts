/**
 * The door's rules on time and moves (docs/resources/door.md), without the database.
 *
 * The night: a door day runs from 12:00 UTC to 12:00 UTC the next day, so a party that goes on
 * past midnight stays one night. A dated ticket is let in on its date and until noon (UTC) the
 * day after; a regular ticket on any day.
 */
import { TICKET_STATUS, type DoorAction, type DoorReason } from '../../contract';

const HOUR = 3_600_000;
const NIGHT_TURNS_AT_HOUR = 12;

/** The start of the night `now` belongs to: the last 12:00 UTC at or before it. */
export function nightStart(now: Date): Date {
  const start = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), NIGHT_TURNS_AT_HOUR),
  );
  return start.getTime() > now.getTime() ? new Date(start.getTime() - 24 * HOUR) : start;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The ticket dates valid at the door at `now`: today's and, before noon, yesterday's. */
export function validTicketDates(now: Date): string[] {
  const today = isoDay(now);
  const night = isoDay(nightStart(now));
  return night === today ? [today] : [night, today];
}

export interface DoorState {
  ticket_status: number;
  payment_status: string;
  /** The ticket type's date; null for a regular ticket. */
  ticket_type_date: string | null;
}

/** Why the purchase may not come in now, or null (its state aside). */
export function entryRefusal(p: DoorState, now: Date): DoorReason | null {
  if (p.payment_status !== 'completed') return 'payment_not_completed';
  if (p.ticket_type_date !== null && !validTicketDates(now).includes(p.ticket_type_date)) {
    return 'another_day';
  }
  return null;
}

/**
 * The move from the current state to `target`, or the reason it is refused. Allowed: Purchased ->
 * Entered, Entered -> Checked out, and re-entry Checked out -> Entered (a guest steps out and
 * comes back the same night; the date rule still applies). Nothing goes back to Purchased.
 */
export function moveRefusal(from: number, target: number): DoorReason | null {
  if (target === TICKET_STATUS.ENTERED) {
    return from === TICKET_STATUS.ENTERED ? 'already_entered' : null;
  }
  if (target === TICKET_STATUS.CHECKED_OUT) {
    return from === TICKET_STATUS.ENTERED ? null : 'not_entered';
  }
  return 'move_not_allowed';
}

/** What the door should do with the purchase as it is now. */
export function verdictOf(
  p: DoorState,
  now: Date,
): { action: DoorAction; reason: DoorReason | null } {
  if (p.ticket_status === TICKET_STATUS.ENTERED) return { action: 'check_out', reason: null };
  const refusal = entryRefusal(p, now);
  return refusal ? { action: 'refused', reason: refusal } : { action: 'enter', reason: null };
}

/** "22:14" (UTC), for the server's own messages; the console writes the time in its locale. */
export const hhmm = (d: Date) => d.toISOString().slice(11, 16);

export const DOOR_MESSAGES: Record<DoorReason, (at: Date | null) => string> = {
  payment_not_completed: () => 'Payment is not completed',
  another_day: () => 'This ticket is for another day',
  already_entered: (at) => `Already entered at ${at ? hhmm(at) : '--:--'}`,
  not_entered: () => 'This ticket is not inside: nothing to check out',
  move_not_allowed: () => 'This move is not allowed',
  locker_taken: () => 'This locker is taken',
};
