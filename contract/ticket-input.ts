import { z } from 'zod';
import { calendarDayOf, DECIMAL_RE, isCalendarDay, MAX_INT4, TIME_RE } from './formats';
import { looseBoolean, looseInt } from './values';
import {
  atMostCharacters,
  TICKET_CAPACITY_MAX,
  TICKET_NAME_MAX,
  TICKET_NAME_MIN,
  TICKET_PRICE_MAX,
  TICKET_TEXT_MAX,
} from './limits';

/**
 * Request bodies of `ticket/create` and `ticket/update/{id}` (JSON; multipart-style strings and
 * 1/0 booleans are accepted too). The rules that need the stored record or the clock (a dated
 * event needs its date and times, end != start, no past date on create, capacity >= sold) are
 * checked by the route with `ticketScheduleErrors` below, so the console and the server share them.
 */

/** "" (an emptied form field) and null both clear an optional field. */
const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const optionalText = (label: string) =>
  z.preprocess(
    emptyToNull,
    z.string().trim().max(TICKET_TEXT_MAX, atMostCharacters(label, TICKET_TEXT_MAX)).nullable(),
  );

const ticketDate = z.preprocess(
  (v) => calendarDayOf(emptyToNull(v)),
  z.string().refine(isCalendarDay, 'Use a real date in the format YYYY-MM-DD').nullable(),
);

/** "22:00" or "22:00:00" -> "22:00:00" (TIME on the wire is HH:mm:ss). */
const ticketTime = z.preprocess(
  emptyToNull,
  z
    .string()
    .regex(TIME_RE, 'Use the format HH:mm or HH:mm:ss')
    .transform((t) => (t.length === 5 ? `${t}:00` : t))
    .nullable(),
);

/** 12.5, "12.5" or "12.50" -> "12.50"; 0 is allowed (free entry). */
const ticketPrice = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
  z
    .string({ error: 'Price must be a number' })
    .trim()
    .regex(DECIMAL_RE, 'Price must be a number of at least 0 with at most two decimals')
    .refine((p) => Number(p) <= TICKET_PRICE_MAX, `Price must be at most ${TICKET_PRICE_MAX}`)
    .transform((p) => Number(p).toFixed(2)),
);

const ticketCapacity = looseInt.pipe(
  z
    .number()
    .int()
    .min(1, 'Capacity must be at least 1')
    .max(TICKET_CAPACITY_MAX, `Capacity must be at most ${TICKET_CAPACITY_MAX}`),
);

const institutionId = looseInt.pipe(
  z
    .number()
    .int()
    .min(1, 'Institution_id must be a positive integer')
    .max(MAX_INT4, `Institution_id must be a positive integer of at most ${MAX_INT4}`),
);

const ticketFields = {
  name: z
    .string()
    .trim()
    .min(TICKET_NAME_MIN, `Name must be ${TICKET_NAME_MIN} to ${TICKET_NAME_MAX} characters`)
    .max(TICKET_NAME_MAX, `Name must be ${TICKET_NAME_MIN} to ${TICKET_NAME_MAX} characters`),
  description: optionalText('Description').optional(),
  institution_id: institutionId,
  price: ticketPrice,
  capacity: ticketCapacity,
  benefits: optionalText('Benefits').optional(),
  is_regular: looseBoolean,
  date: ticketDate.optional(),
  start_datetime: ticketTime.optional(),
  end_datetime: ticketTime.optional(),
};

export const ticketCreateSchema = z.object({
  ...ticketFields,
  is_regular: looseBoolean.default(false),
});
export type TicketCreateInput = z.infer<typeof ticketCreateSchema>;

/** Every field optional: a field sent is changed (0 and null included), one left out is kept. */
export const ticketUpdateSchema = z.object({
  name: ticketFields.name.optional(),
  description: ticketFields.description,
  institution_id: institutionId.optional(),
  price: ticketPrice.optional(),
  capacity: ticketCapacity.optional(),
  benefits: ticketFields.benefits,
  is_regular: looseBoolean.optional(),
  date: ticketFields.date,
  start_datetime: ticketFields.start_datetime,
  end_datetime: ticketFields.end_datetime,
});
export type TicketUpdateInput = z.infer<typeof ticketUpdateSchema>;

export interface TicketSchedule {
  is_regular: boolean;
  date: string | null;
  start_datetime: string | null;
  end_datetime: string | null;
}

/** A ticket type's schedule: a regular event has no date or times, whatever was sent. */
export const ticketSchedule = (
  regular: boolean,
  value: (key: 'date' | 'start_datetime' | 'end_datetime') => string | null | undefined,
): TicketSchedule =>
  regular
    ? { is_regular: true, date: null, start_datetime: null, end_datetime: null }
    : {
        is_regular: false,
        date: value('date') ?? null,
        start_datetime: value('start_datetime') ?? null,
        end_datetime: value('end_datetime') ?? null,
      };

/** "HH:mm[:ss]" -> seconds since midnight. */
const secondsOf = (time: string): number => {
  const [h, m, s = 0] = time.split(':').map(Number);
  return h * 3600 + m * 60 + s;
};

/**
 * An overnight party: the end time is earlier than the start, so the event ends on the next day
 * (22:00 -> 04:00). End equal to start is never valid.
 */
export const endsNextDay = (start: string, end: string): boolean =>
  secondsOf(end) < secondsOf(start);

export const TICKET_SCHEDULE_MESSAGES = {
  dateRequired: 'Date is required for a dated event',
  startRequired: 'Start time is required for a dated event',
  endRequired: 'End time is required for a dated event',
  endEqualsStart: 'End time must differ from the start time',
  pastDate: 'The date cannot be in the past',
} as const;

/**
 * The schedule rules of a ticket type: a regular event has no date or times (the caller clears
 * them); a dated event needs a date, a start and an end, and the end may not equal the start (an
 * earlier end means the next day). `earliestDate` (YYYY-MM-DD), when given, refuses older dates.
 */
export function ticketScheduleErrors(
  schedule: TicketSchedule,
  earliestDate?: string,
): { field: keyof TicketSchedule; message: string }[] {
  if (schedule.is_regular) return [];
  const errors: { field: keyof TicketSchedule; message: string }[] = [];
  if (!schedule.date)
    errors.push({ field: 'date', message: TICKET_SCHEDULE_MESSAGES.dateRequired });
  else if (earliestDate && schedule.date < earliestDate) {
    errors.push({ field: 'date', message: TICKET_SCHEDULE_MESSAGES.pastDate });
  }
  if (!schedule.start_datetime) {
    errors.push({ field: 'start_datetime', message: TICKET_SCHEDULE_MESSAGES.startRequired });
  }
  if (!schedule.end_datetime) {
    errors.push({ field: 'end_datetime', message: TICKET_SCHEDULE_MESSAGES.endRequired });
  }
  if (
    schedule.start_datetime &&
    schedule.end_datetime &&
    secondsOf(schedule.start_datetime) === secondsOf(schedule.end_datetime)
  ) {
    errors.push({ field: 'end_datetime', message: TICKET_SCHEDULE_MESSAGES.endEqualsStart });
  }
  return errors;
}
