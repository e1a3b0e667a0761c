/**
 * Ticket type values as the wire sends them (DESIGN.md: DATE "YYYY-MM-DD", TIME "HH:mm:ss"), read
 * as written, for the list and the show page. The form's conversions (dayjs, for antd's pickers)
 * live in ticketFormValues.ts, so the list does not load dayjs.
 */
import { DATE_RE, type TicketType } from '../../../contract';

/**
 * The time of day from "22:00:00", "22:00" or a legacy DATETIME ("2026-12-11 22:00:00",
 * "2026-12-11T22:00:00.000Z" is read as written, without a zone shift) -> "22:00:00"; else null.
 */
export function timeOfDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /(?:^|[ T])([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?/.exec(value);
  return match ? `${match[1]}:${match[2]}:${match[3] ?? '00'}` : null;
}

/** "2026-12-11" (or a legacy "2026-12-11T00:00:00.000Z") -> "2026-12-11"; else null. */
export function calendarDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const day = value.slice(0, 10);
  return DATE_RE.test(day) ? day : null;
}

const seconds = (time: string) => {
  const [h, m, s = 0] = time.split(':').map(Number);
  return h * 3600 + m * 60 + s;
};

/** An overnight party: the end is earlier than the start, so it ends on the next day. */
export const endsNextDay = (start: string | null, end: string | null): boolean =>
  !!start && !!end && seconds(end) < seconds(start);

export const isRegular = (ticket: Pick<TicketType, 'is_regular'>): boolean =>
  Number(ticket.is_regular) === 1;
