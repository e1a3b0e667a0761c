import { CELL_FORMATS } from '../src/i18n/format';

/**
 * How the drawn language writes the table's dates, dates with times and amounts, in parts that
 * public/boot-drawings.js puts together without Intl. A page's first Intl formatter costs ~0.1 s
 * of a slow machine's main thread (ICU loads its data), and `/purchase`'s drawn rows waited for it
 * (docs/performance.md part 2q). The parts are Intl's own, taken here in Node for CELL_FORMATS.
 * A kind that does not follow one pattern the boot script knows gets none: the boot script then
 * formats it with Intl, as it does any value the parts do not cover.
 */

/** A piece of text as it stands, or a field of the value, looked up in its table or written out. */
export type Part =
  | { literal: string }
  | { field: 'month' | 'day' | 'hour' | 'minute' | 'dayPeriod' | 'year' }
  | { field: 'integer'; group: string }
  | { field: 'fraction'; digits: number };

/**
 * A date's parts, and each field's text by its value, joined by "|" (the template is JSON in an
 * attribute, where each quote takes six characters): months from 0, days from 1 (0 repeats 1),
 * hours and minutes from 0, the day period by the hour.
 */
export interface DateParts {
  parts: Part[];
  month: string;
  day: string;
  hour?: string;
  minute?: string;
  dayPeriod?: string;
}

export interface AmountParts {
  positive: Part[];
  negative: Part[];
}

export interface FormatParts {
  date?: DateParts;
  dateTime?: DateParts;
  currency?: AmountParts;
}

const DATE_FIELDS = ['month', 'day', 'hour', 'minute', 'dayPeriod', 'year'] as const;
type DateField = (typeof DATE_FIELDS)[number];

/**
 * `formatToParts`, with each part's text as `format` writes it: V8's `format` writes a space
 * where ICU puts a narrow no-break one (before "PM"), and its `formatToParts` does not.
 */
function partsOf<T>(
  format: { format(value: T): string; formatToParts(value: T): { type: string; value: string }[] },
  value: T,
): { type: string; value: string }[] {
  const text = format.format(value);
  let at = 0;
  const parts = format.formatToParts(value).map((part) => {
    const written = { type: part.type, value: text.slice(at, at + part.value.length) };
    at += part.value.length;
    return written;
  });
  if (at !== text.length) throw new Error(`Intl's parts of "${text}" are not its text`);
  return parts;
}

const utc = (month: number, day: number, hour = 0, minute = 0) =>
  new Date(Date.UTC(2026, month, day, hour, minute));

/** The field's text for each value, as the format writes it in a whole date. */
function table(
  format: Intl.DateTimeFormat,
  field: DateField,
  count: number,
  at: (i: number) => Date,
) {
  const texts = Array.from(
    { length: count },
    (_, i) => partsOf(format, at(i)).find((part) => part.type === field)?.value ?? '',
  );
  if (texts.some((text) => text.includes('|'))) throw new Error(`a ${field} holds "|": ${texts}`);
  return texts.join('|');
}

function dateParts(language: string, options: Intl.DateTimeFormatOptions): DateParts | undefined {
  const format = new Intl.DateTimeFormat(language, options);
  const pattern = (date: Date): Part[] =>
    partsOf(format, date).map((part) =>
      part.type === 'literal' ? { literal: part.value } : { field: part.type as DateField },
    );
  const parts = pattern(utc(10, 28, 15, 46));
  if (parts.some((part) => 'field' in part && !DATE_FIELDS.includes(part.field as DateField)))
    return undefined;
  // One pattern for every month, day and hour (no "noon", no literal that moves with a value).
  const same = JSON.stringify(parts);
  for (let month = 0; month < 12; month += 1)
    for (const [day, hour] of [
      [1, 0],
      [9, 11],
      [28, 12],
      [28, 23],
    ] as const) {
      if (JSON.stringify(pattern(utc(month, day, hour, 5))) !== same) return undefined;
    }
  // The year as written out: in Western digits (the boot script writes 1000-9999 only).
  if (partsOf(format, utc(10, 28)).find((part) => part.type === 'year')?.value !== '2026')
    return undefined;
  const has = (field: DateField) => parts.some((part) => 'field' in part && part.field === field);
  return {
    parts,
    month: table(format, 'month', 12, (i) => utc(i, 1)),
    day: table(format, 'day', 32, (i) => utc(0, Math.max(i, 1))),
    ...(has('hour') && { hour: table(format, 'hour', 24, (i) => utc(0, 1, i)) }),
    ...(has('minute') && { minute: table(format, 'minute', 60, (i) => utc(0, 1, 0, i)) }),
    ...(has('dayPeriod') && { dayPeriod: table(format, 'dayPeriod', 24, (i) => utc(0, 1, i)) }),
  };
}

/** An amount's parts, with its integer grouped in threes from 1 000 up, in Western digits. */
function amountParts(language: string, options: Intl.NumberFormatOptions): AmountParts | undefined {
  const format = new Intl.NumberFormat(language, options);
  const digits = format.resolvedOptions().maximumFractionDigits ?? 0;
  const integers = (amount: number) =>
    partsOf(format, amount)
      .filter((part) => part.type === 'integer')
      .map((part) => part.value);
  if (
    integers(1234567).join(' ') !== '1 234 567' ||
    integers(1234).join(' ') !== '1 234' ||
    digits !== (format.resolvedOptions().minimumFractionDigits ?? 0)
  )
    return undefined;
  const pattern = (amount: number): Part[] | undefined => {
    const out: Part[] = [];
    for (const part of partsOf(format, amount)) {
      const last = out.at(-1);
      if (part.type === 'integer') {
        if (!last || !('field' in last) || last.field !== 'integer')
          out.push({ field: 'integer', group: '' });
      } else if (part.type === 'group') {
        if (last && 'field' in last && last.field === 'integer') last.group = part.value;
      } else if (part.type === 'fraction') {
        out.push({ field: 'fraction', digits });
      } else if (['literal', 'currency', 'minusSign', 'plusSign', 'decimal'].includes(part.type)) {
        out.push({ literal: part.value });
      } else {
        return undefined;
      }
    }
    return out;
  };
  const positive = pattern(1234.5);
  const negative = pattern(-1234.5);
  return positive && negative ? { positive, negative } : undefined;
}

/** The parts of the drawn cells' formats (CELL_FORMATS) in `language`. */
export function formatParts(language: string): FormatParts {
  const date = dateParts(language, CELL_FORMATS.date);
  const dateTime = dateParts(language, CELL_FORMATS.dateTime);
  const currency = amountParts(language, CELL_FORMATS.currency);
  return { ...(date && { date }), ...(dateTime && { dateTime }), ...(currency && { currency }) };
}
