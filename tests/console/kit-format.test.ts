// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatClock,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatInteger,
  formatMonth,
  formatTime,
  parseCalendarDate,
} from '../../src/i18n/format';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('formatCurrency', () => {
  it('formats decimal strings and numbers in the language of the console', () => {
    expect(formatCurrency('12.50')).toBe('$12.50');
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency('0.00')).toBe('$0.00');
  });

  it('follows the language given', () => {
    // fr puts the symbol after the number with a narrow no-break space as group separator.
    expect(formatCurrency('1234.50', 'fr')).toMatch(/^1\s234,50\s\$US$/);
  });

  it('shows "-" for nothing or for text that is not a number', () => {
    expect(formatCurrency(null)).toBe('-');
    expect(formatCurrency('')).toBe('-');
    expect(formatCurrency('abc')).toBe('-');
  });
});

describe('formatInteger and formatMonth (the dashboard)', () => {
  it('groups the digits of a count in the language', () => {
    expect(formatInteger(1234567)).toBe('1,234,567');
    expect(formatInteger(1234567, 'fr')).toMatch(/^1\s234\s567$/);
    expect(formatInteger(1234567, 'en')).toBe('1,234,567');
  });

  it('names a calendar month in the language, never shifted by the time zone', () => {
    process.env.TZ = 'Pacific/Auckland';
    expect(formatMonth('2026-05')).toBe('May 2026');
    expect(formatMonth('2026-01', 'fr')).toBe('janv. 2026');
    process.env.TZ = 'America/Los_Angeles';
    expect(formatMonth('2026-01')).toBe('Jan 2026');
  });

  it('gives back what is not a month', () => {
    expect(formatMonth('soon')).toBe('soon');
    expect(formatMonth('2026')).toBe('2026');
  });
});

describe('formatDate never moves a DATE to another day', () => {
  it.each(['America/Los_Angeles', 'Pacific/Auckland', 'UTC'])('in %s', (tz) => {
    process.env.TZ = tz;
    expect(formatDate('2026-12-11')).toBe('Dec 11, 2026');
    expect(formatDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatDate('2026-12-31', 'fr')).toBe('31 déc. 2026');
  });

  it('parses "YYYY-MM-DD" as a calendar day and refuses impossible days', () => {
    expect(parseCalendarDate('2026-02-28')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(parseCalendarDate('2026-02-30')).toBeNull();
    expect(parseCalendarDate('11/12/2026')).toBeNull();
    expect(formatDate('2026-02-30')).toBe('-');
  });

  it('shows a timestamp on the local day', () => {
    process.env.TZ = 'Pacific/Auckland';
    expect(formatDate('2026-12-11T20:00:00Z')).toBe('Dec 12, 2026');
    process.env.TZ = 'America/Los_Angeles';
    expect(formatDate('2026-12-11T02:00:00Z')).toBe('Dec 10, 2026');
  });
});

describe('formatTime and formatDateTime', () => {
  it('formats a time of day without any time zone', () => {
    process.env.TZ = 'Pacific/Auckland';
    expect(formatTime('21:30:00')).toBe('9:30 PM');
    expect(formatTime('00:05')).toBe('12:05 AM');
    expect(formatTime('21:30:00', 'fr')).toBe('21:30');
    expect(formatTime('25:00:00')).toBe('-');
    expect(formatTime(null)).toBe('-');
  });

  it('formats a timestamp in the local zone', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatDateTime('2026-12-11T20:00:00Z')).toBe('Dec 11, 2026, 12:00 PM');
    expect(formatDateTime('nonsense')).toBe('-');
  });

  it('follows summer time and a change of zone between two calls', () => {
    process.env.TZ = 'America/Los_Angeles';
    // Summer time starts at 2:00 on 2026-03-08 in Los Angeles: 1:30 PST, then 3:30 PDT.
    expect(formatDateTime('2026-03-08T09:30:00Z')).toBe('Mar 8, 2026, 1:30 AM');
    expect(formatDateTime('2026-03-08T10:30:00Z')).toBe('Mar 8, 2026, 3:30 AM');
    expect(formatClock('2026-07-01T19:00:00Z')).toBe('12:00 PM');
    process.env.TZ = 'Asia/Kolkata';
    expect(formatDateTime('2026-03-08T10:30:00Z')).toBe('Mar 8, 2026, 4:00 PM');
    expect(formatDate('2026-03-08T20:00:00Z')).toBe('Mar 9, 2026');
    expect(formatDateTime('2026-03-08T10:30:00Z', 'fr')).toBe('8 mars 2026, 16:00');
  });

  it('gives the local time of day of a timestamp, in the language', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatClock('2026-12-11T20:00:00Z')).toBe('12:00 PM');
    expect(formatClock('2026-12-11T20:00:00Z', 'fr')).toBe('12:00');
    expect(formatClock('nonsense')).toBe('-');
    expect(formatClock(undefined)).toBe('-');
  });
});

describe('formatting in a language no other test uses', () => {
  it('reads German amounts and dates as German', () => {
    process.env.TZ = 'UTC';
    expect(formatDateTime('2026-12-11T20:30:00Z', 'de')).toBe('11.12.2026, 20:30');
    expect(formatDate('2026-12-11', 'de')).toBe('11.12.2026');
    expect(formatCurrency('12.50', 'de')).toBe('12,50\u00a0$');
  });
});
