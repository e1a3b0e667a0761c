/**
 * The legacy server's reply quirks (LEGACY_API.md), handled here and nowhere else:
 * bare rows or `{data}`, `data[0].Tickets`, 404 on purchase lists, string/number decimals,
 * HTML-escaped text, joined rows whose fields are all null, write replies without `data`,
 * 204 empty bodies, and the `id` Refine needs.
 */
import type { BaseRecord } from '@refinedev/core';
import { PAYMENT_STATUSES } from '../../contract';

/** Decimal fields: always strings with two places (`"12.50"`). */
export const DECIMAL_FIELDS = new Set(['price', 'price_amount', 'totalRevenue', 'ticketPrice']);
/** DATE fields the legacy server sends as UTC-midnight timestamps at top level. */
export const DATE_FIELDS = new Set(['date', 'date_of_birth', 'ticket_date']);

/**
 * The legacy server stores `purchase.payment_status` as an integer it documents nowhere. Read as
 * the index of PAYMENT_STATUSES (docs/resources/purchases.md): 0 pending, 1 completed, 2 failed,
 * 3 refunded; any other code is "unknown", so no screen ever shows a raw number.
 */
export const LEGACY_PAYMENT_STATUS_CODES: readonly string[] = PAYMENT_STATUSES;
export const UNKNOWN_PAYMENT_STATUS = 'unknown';

/** `1` -> `"completed"`; text codes (this project's server) are kept as they are. */
export function paymentStatusFromCode(value: unknown): unknown {
  if (typeof value !== 'number') return value;
  return LEGACY_PAYMENT_STATUS_CODES[value] ?? UNKNOWN_PAYMENT_STATUS;
}

const UTC_MIDNIGHT = /^(\d{4}-\d{2}-\d{2})T00:00:00(\.000)?Z$/;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes HTML entities once (`Rock &amp; Roll` -> `Rock & Roll`); React escapes on render. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? parseInt(entity.slice(2), 16)
          : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : match;
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? match;
  });
}

/** `12.5`, `"12.5"`, `"12.50"` -> `"12.50"`; null/undefined kept; other text left as is. */
export function normaliseDecimal(value: unknown): unknown {
  if (value === null || value === undefined || value === '') return value;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n.toFixed(2) : value;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Blob);

/** Deeply normalises one value of a reply. */
export function normaliseValue(value: unknown, key?: string): unknown {
  if (typeof value === 'string') {
    if (key && DATE_FIELDS.has(key)) {
      const m = UTC_MIDNIGHT.exec(value);
      if (m) return m[1];
    }
    if (key && DECIMAL_FIELDS.has(key)) return normaliseDecimal(value);
    return decodeEntities(value);
  }
  if (typeof value === 'number' && key && DECIMAL_FIELDS.has(key)) return normaliseDecimal(value);
  if (typeof value === 'number' && key === 'payment_status') return paymentStatusFromCode(value);
  if (Array.isArray(value)) return value.map((item) => normaliseValue(item));
  if (isPlainObject(value)) return normaliseObject(value, key);
  return value;
}

/**
 * A copy of `value` with each field normalised; null for a joined row (under `key`) whose fields
 * are all null. One loop and one new object: a legacy list is tens of thousands of these.
 */
function normaliseObject(value: Record<string, unknown>, key?: string): unknown {
  const copy: Record<string, unknown> = {};
  let fields = 0;
  let nulls = 0;
  for (const field of Object.keys(value)) {
    const item = value[field];
    fields += 1;
    if (item === null) nulls += 1;
    const normalised = normaliseValue(item, field);
    // JSON.parse makes `__proto__` an own field; an assignment would set the prototype instead.
    if (field === '__proto__') {
      Object.defineProperty(copy, field, {
        value: normalised,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else copy[field] = normalised;
  }
  // A missing joined row comes as an object whose fields are all null.
  if (key && fields > 0 && nulls === fields) return null;
  return copy;
}

/** A record with the `id` Refine needs, taken from the resource's id field. */
export function withId<T extends Record<string, unknown>>(row: T, idField: string): T & BaseRecord {
  const normalised = normaliseValue(row) as Record<string, unknown>;
  const id =
    normalised.id ??
    normalised[idField] ??
    normalised.institution_id ??
    normalised.ticket_id ??
    normalised.purchase_id ??
    normalised.user_id;
  // `normalised` is a new object: the id is set on it rather than on one more copy.
  if (id !== undefined && id !== null) normalised.id = id;
  return normalised as T & BaseRecord;
}

/** `{data: row}` or a bare row (legacy `ticket/{id}`). */
export function unwrapOne(body: unknown): Record<string, unknown> | null {
  if (!isPlainObject(body)) return null;
  if ('data' in body) {
    const data = body.data;
    if (Array.isArray(data)) return isPlainObject(data[0]) ? data[0] : null;
    return isPlainObject(data) ? data : null;
  }
  if ('status' in body && Object.keys(body).every((k) => k === 'status' || k === 'message')) {
    return null;
  }
  return body;
}

/** `{data: rows}`, bare rows, or `data:[{...institution, Tickets|tickets:[...]}]`. */
export function unwrapList(body: unknown, nestedTickets = false): Record<string, unknown>[] {
  const data = isPlainObject(body) && 'data' in body ? body.data : body;
  if (!Array.isArray(data)) return [];
  if (nestedTickets) {
    return data.flatMap((inst) => {
      if (!isPlainObject(inst)) return [];
      const tickets = inst.Tickets ?? inst.tickets;
      if (!Array.isArray(tickets)) return [];
      const institution = { institution_id: inst.institution_id, name: inst.name };
      return tickets
        .filter(isPlainObject)
        .map((t) => ({ institution, institution_id: inst.institution_id, ...t }));
    });
  }
  return data.filter(isPlainObject);
}

/** What `meta:{total,page,pageSize}` of a list the server paged itself tells the console. */
export interface ListMeta {
  total: number;
  /** The server counted only roughly (`totalIsEstimate`). */
  estimate: boolean;
  /** The keyset cursors of the page after and before this one, on lists that give them. */
  next?: string;
  prev?: string;
}

/** A paged reply's meta; null for a list without it (the legacy server, an unpaged list). */
export function listMeta(body: unknown): ListMeta | null {
  if (!isPlainObject(body) || !isPlainObject(body.meta)) return null;
  const { total, totalIsEstimate, next, prev } = body.meta;
  if (typeof total !== 'number') return null;
  return {
    total,
    estimate: totalIsEstimate === true,
    ...(typeof next === 'string' && next !== '' ? { next } : {}),
    ...(typeof prev === 'string' && prev !== '' ? { prev } : {}),
  };
}

/** Drops Files/Blobs so a write's variables can stand in for a reply without `data`. */
export function plainValues(values: unknown): Record<string, unknown> {
  if (!isPlainObject(values)) return {};
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => !(v instanceof Blob) && !Array.isArray(v)),
  );
}
