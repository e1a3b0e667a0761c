/**
 * Ticket type values between the wire (DESIGN.md: DATE "YYYY-MM-DD", TIME "HH:mm:ss") and the
 * antd pickers (dayjs in the browser's zone). A picked day and time are formatted as they were
 * picked, never through a UTC instant, so a user in UTC+13 or UTC-8 saves exactly what they chose.
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { TicketType } from '../../../contract';
import { calendarDay, timeOfDay } from './ticketValues';

export const TIME_FORMAT = 'HH:mm';
export const WIRE_TIME_FORMAT = 'HH:mm:ss';
export const WIRE_DATE_FORMAT = 'YYYY-MM-DD';

/** The antd form's values: dayjs for the pickers, a boolean for the switch. */
export interface TicketFormValues {
  name?: string;
  description?: string | null;
  institution_id?: number;
  price?: string | number | null;
  capacity?: number | null;
  benefits?: string | null;
  is_regular?: boolean;
  date?: Dayjs | null;
  start_datetime?: Dayjs | null;
  end_datetime?: Dayjs | null;
}

/** A local day (no time zone maths: the calendar fields are read as they are). */
const dayToPicker = (day: string | null): Dayjs | null => {
  if (!day) return null;
  const [y, m, d] = day.split('-').map(Number);
  return dayjs(new Date(y, m - 1, d));
};

const timeToPicker = (time: string | null): Dayjs | null => {
  if (!time) return null;
  const [h, m, s] = time.split(':').map(Number);
  return dayjs().hour(h).minute(m).second(s).millisecond(0);
};

/** A record as it comes from the data provider -> the form's initial values. */
export function toFormValues(
  record: Partial<TicketType> | undefined,
): TicketFormValues | undefined {
  if (!record) return undefined;
  const regular = Number(record.is_regular) === 1;
  return {
    name: record.name,
    description: record.description ?? null,
    institution_id: record.institution_id,
    price: record.price ?? null,
    capacity: record.capacity ?? null,
    benefits: record.benefits ?? null,
    is_regular: regular,
    date: regular ? null : dayToPicker(calendarDay(record.date)),
    start_datetime: regular ? null : timeToPicker(timeOfDay(record.start_datetime)),
    end_datetime: regular ? null : timeToPicker(timeOfDay(record.end_datetime)),
  };
}

const orNull = (text: string | null | undefined) =>
  text === undefined || text === null || text.trim() === '' ? null : text.trim();

/** The form's values -> the JSON body of ticket/create and ticket/update. */
export function toWireValues(values: TicketFormValues) {
  const regular = !!values.is_regular;
  return {
    name: values.name?.trim(),
    description: orNull(values.description),
    institution_id: values.institution_id,
    price:
      values.price === undefined || values.price === null || values.price === ''
        ? undefined
        : Number(values.price).toFixed(2),
    capacity: values.capacity ?? undefined,
    benefits: orNull(values.benefits),
    is_regular: regular,
    date: regular || !values.date ? null : values.date.format(WIRE_DATE_FORMAT),
    start_datetime:
      regular || !values.start_datetime ? null : values.start_datetime.format(WIRE_TIME_FORMAT),
    end_datetime:
      regular || !values.end_datetime ? null : values.end_datetime.format(WIRE_TIME_FORMAT),
  };
}

/** An event longer than this asks for confirmation before it is saved ("23:00 to 22:00"). */
export const LONG_EVENT_HOURS = 12;

/**
 * How long an event runs, in minutes, from its start and end times: an end earlier than the
 * start is the next day. Undefined while a time is missing.
 */
export function eventMinutes(start?: Dayjs | null, end?: Dayjs | null): number | undefined {
  if (!start || !end) return undefined;
  const minutes = end.hour() * 60 + end.minute() - (start.hour() * 60 + start.minute());
  return minutes > 0 ? minutes : minutes + 24 * 60;
}
