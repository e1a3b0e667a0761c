import { DATE_RE } from './formats';

/** List filters of `ticket/list` and `institute/{id}/ticketlist` beyond page/sort/q. */
export const TICKET_WHEN_VALUES = ['upcoming', 'past'] as const;
export type TicketWhen = (typeof TICKET_WHEN_VALUES)[number];

/**
 * What the `when` filter matches: a dated event on or after `today` ("YYYY-MM-DD") is upcoming,
 * before it past; a regular event (or one without a date) is neither. The server computes the
 * same in SQL; the console uses this against the legacy server, which has no such filter.
 */
export function ticketWhen(
  ticket: { is_regular?: unknown; date?: unknown },
  today: string,
): TicketWhen | 'regular' {
  const day = typeof ticket.date === 'string' ? ticket.date.slice(0, 10) : '';
  if (Number(ticket.is_regular) === 1 || !DATE_RE.test(day)) return 'regular';
  return day >= today ? 'upcoming' : 'past';
}
