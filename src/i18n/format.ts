/**
 * Locale-aware display of the wire values of DESIGN.md: decimals ("12.50"), DATE ("YYYY-MM-DD"),
 * TIME ("HH:mm:ss") and ISO timestamps. The language is i18next's resolved language unless given.
 *
 * A DATE is a calendar day, not an instant: it is formatted as that day in UTC, so no time zone
 * can move "2026-12-11" to the 10th or the 12th. Only timestamps are shown in the user's zone.
 */
import { DATE_RE, TIME_RE } from '../../contract';
import { CURRENCY, EMPTY_VALUE } from './constants';
import { i18n } from './index';

const language = (lng?: string): string => lng ?? i18n.resolvedLanguage ?? i18n.language ?? 'en';

/** Number and UTC date formatters, per language (making one is slow; tables format many cells). */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: () => T,
): T {
  let found = cache.get(key) as T | undefined;
  if (!found) {
    found = make();
    cache.set(key, found);
  }
  return found;
}

/** The options of the tables' amounts, dates and dates with times. */
const CELL_FORMATS = {
  currency: { style: 'currency', currency: CURRENCY },
  date: { dateStyle: 'medium', timeZone: 'UTC' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' },
} as const satisfies Record<string, Intl.NumberFormatOptions & Intl.DateTimeFormatOptions>;

/** An amount in the console's currency, in the language. */
const currencyFormat = (lang: string) =>
  formatter(`currency:${lang}`, () => new Intl.NumberFormat(lang, CELL_FORMATS.currency));

/** A UTC instant as a date, and as a date with its time, in the language's medium style. */
const utcDateFormat = (lang: string) =>
  formatter(`date-utc:${lang}`, () => new Intl.DateTimeFormat(lang, CELL_FORMATS.date));
const utcDateTimeFormat = (lang: string) =>
  formatter(`date-time-utc:${lang}`, () => new Intl.DateTimeFormat(lang, CELL_FORMATS.dateTime));

/** `"12.50"` or `12.5` -> "$12.50" (en), "12,50 $US" (fr)...; empty or not a number -> "-". */
export function formatCurrency(value: string | number | null | undefined, lng?: string): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return EMPTY_VALUE;
  return currencyFormat(language(lng)).format(n);
}

/** 1234 -> "1,234" (en), "1 234" (fr)... */
export function formatInteger(value: number, lng?: string): string {
  const lang = language(lng);
  return formatter(`integer:${lang}`, () => new Intl.NumberFormat(lang)).format(value);
}

/** "2026-05" -> "May 2026" in the language; a calendar month (no time zone); else as given. */
export function formatMonth(month: string, lng?: string): string {
  const [y, m] = month.split('-').map(Number);
  if (!y || !m) return month;
  const lang = language(lng);
  return formatter(
    `month-utc:${lang}`,
    () => new Intl.DateTimeFormat(lang, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
  ).format(new Date(Date.UTC(y, m - 1, 1)));
}

/** "YYYY-MM-DD" -> the same calendar day as a UTC instant (formatted in UTC, so never shifted). */
export function parseCalendarDate(value: string): Date | null {
  if (!DATE_RE.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  // Refuse rolled-over dates such as 2026-02-30.
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
}

/**
 * The instant that, read in UTC, shows `instant`'s local date and time: the local zone's offset at
 * that instant (from the Date, so it follows the zone and its summer time) applied. Timestamps are
 * then formatted by the cached UTC formatters: a formatter made without a zone keeps the zone of
 * the moment it was made, and making one for each cell was slow (~1 ms each on a slow CPU).
 */
const wallClock = (instant: Date): Date =>
  new Date(instant.getTime() - instant.getTimezoneOffset() * 60_000);

/** A time of day in the language, from a UTC instant (wall-clock or 1970-01-01's). */
const utcTime = (lang: string) =>
  formatter(
    `time:${lang}`,
    () => new Intl.DateTimeFormat(lang, { timeStyle: 'short', timeZone: 'UTC' }),
  );

/**
 * A DATE ("2026-12-11") or a timestamp as a date in the language's medium style
 * ("Dec 11, 2026" in en). A DATE never shifts a day; a timestamp shows the local day.
 */
export function formatDate(value: string | null | undefined, lng?: string): string {
  if (!value) return EMPTY_VALUE;
  const utcDate = utcDateFormat(language(lng));
  if (DATE_RE.test(value)) {
    const day = parseCalendarDate(value);
    return day ? utcDate.format(day) : EMPTY_VALUE;
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return EMPTY_VALUE;
  return utcDate.format(wallClock(instant));
}

/** "21:30:00" or "21:30" -> "9:30 PM" (en), "21:30" (fr); a time of day, no time zone. */
export function formatTime(value: string | null | undefined, lng?: string): string {
  if (!value || !TIME_RE.test(value)) return EMPTY_VALUE;
  const [h, m] = value.split(':').map(Number);
  return utcTime(language(lng)).format(new Date(Date.UTC(1970, 0, 1, h, m)));
}

/** An ISO timestamp -> local date and time ("Dec 11, 2026, 9:30 PM" in en). */
export function formatDateTime(value: string | null | undefined, lng?: string): string {
  if (!value) return EMPTY_VALUE;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return EMPTY_VALUE;
  return utcDateTimeFormat(language(lng)).format(wallClock(instant));
}

/** An ISO timestamp -> the local time of day ("9:30 PM" in en, "21:30" in fr). */
export function formatClock(value: string | null | undefined, lng?: string): string {
  if (!value) return EMPTY_VALUE;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return EMPTY_VALUE;
  return utcTime(language(lng)).format(wallClock(instant));
}
