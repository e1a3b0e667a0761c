import type { CrudFilter, CrudSort, LogicalFilter, Pagination } from '@refinedev/core';

export interface ClientQuery {
  pagination?: Pagination;
  sorters?: CrudSort[];
  filters?: CrudFilter[];
}

type Row = Record<string, unknown>;

const get = (row: Row, field: string): unknown =>
  field.split('.').reduce<unknown>((acc, part) => {
    if (acc && typeof acc === 'object') return (acc as Row)[part];
    return undefined;
  }, row);

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v)).toLowerCase();

const asComparable = (v: unknown): number | string | null => {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  const s = String(v);
  const n = Number(s);
  return s.trim() !== '' && Number.isFinite(n) ? n : s.toLowerCase();
};

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Orders two comparable values: nulls last, numbers by value, text by the collator. */
const compareComparable = (x: number | string | null, y: number | string | null): number => {
  if (x === null && y === null) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return collator.compare(String(x), String(y));
};

const compare = (a: unknown, b: unknown): number =>
  compareComparable(asComparable(a), asComparable(b));

/** Free-text search over every scalar value of a row, nested objects included. */
const rowMatchesText = (row: unknown, needle: string): boolean => {
  if (row === null || row === undefined) return false;
  if (typeof row === 'object')
    return Object.values(row as Row).some((v) => rowMatchesText(v, needle));
  return text(row).includes(needle);
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The UTC calendar day of an ISO timestamp (`2026-05-31T22:00:00.000Z` -> `2026-05-31`). */
const utcDay = (v: unknown): unknown => {
  if (typeof v !== 'string' || DAY.test(v)) return v;
  const time = Date.parse(v);
  return Number.isNaN(time) ? v : new Date(time).toISOString().slice(0, 10);
};

const matches = (row: Row, filter: CrudFilter): boolean => {
  if (filter.operator === 'or') return filter.value.some((f) => matches(row, f));
  if (filter.operator === 'and') return filter.value.every((f) => matches(row, f));
  const { field, operator, value } = filter as LogicalFilter;
  if (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  ) {
    return operator === 'null' || operator === 'nnull' ? matchesNull(row, field, operator) : true;
  }
  if (field === 'q') return rowMatchesText(row, text(value));
  const cell = get(row, field);
  switch (operator) {
    case 'eq':
    case 'eqs':
      return compare(cell, value) === 0;
    case 'ne':
    case 'nes':
      return compare(cell, value) !== 0;
    case 'lt':
      return compare(cell, value) < 0;
    case 'lte':
      return compare(cell, value) <= 0;
    case 'gt':
      return compare(cell, value) > 0;
    case 'gte':
      return compare(cell, value) >= 0;
    case 'in':
      return (Array.isArray(value) ? value : [value]).some((v) => compare(cell, v) === 0);
    case 'nin':
      return !(Array.isArray(value) ? value : [value]).some((v) => compare(cell, v) === 0);
    case 'contains':
    case 'containss':
      return text(cell).includes(text(value));
    case 'ncontains':
    case 'ncontainss':
      return !text(cell).includes(text(value));
    case 'startswith':
    case 'startswiths':
      return text(cell).startsWith(text(value));
    case 'nstartswith':
    case 'nstartswiths':
      return !text(cell).startsWith(text(value));
    case 'endswith':
    case 'endswiths':
      return text(cell).endsWith(text(value));
    case 'nendswith':
    case 'nendswiths':
      return !text(cell).endsWith(text(value));
    case 'between':
    case 'nbetween': {
      const [lo, hi] = (Array.isArray(value) ? value : [value, value]) as unknown[];
      const open = (bound: unknown) => bound === undefined || bound === null || bound === '';
      // A range of days ("YYYY-MM-DD") over timestamps compares the UTC day, as the server does.
      const isDay = [lo, hi].some((b) => typeof b === 'string' && DAY.test(b));
      const day = isDay ? utcDay(cell) : cell;
      const inside = (open(lo) || compare(day, lo) >= 0) && (open(hi) || compare(day, hi) <= 0);
      return operator === 'between' ? inside : !inside;
    }
    default:
      return matchesNull(row, field, operator);
  }
};

const matchesNull = (row: Row, field: string, operator: string): boolean => {
  const cell = get(row, field);
  if (operator === 'null') return cell === null || cell === undefined;
  if (operator === 'nnull') return cell !== null && cell !== undefined;
  return true;
};

/**
 * Sorted copies of a whole list, per list and sort: paging through a sorted list of 20 000 rows
 * sorts it once, not on every page. Keyed by the rows array itself, so a new download starts over.
 */
const sortedCache = new WeakMap<object, Map<string, unknown[]>>();

function sortRows<T extends Row>(rows: T[], sorters: CrudSort[]): T[] {
  // Each row's sort keys are computed once (not in every comparison), then one stable sort.
  const keyed = rows.map((row, index) => ({
    row,
    index,
    keys: sorters.map(({ field }) => asComparable(get(row, field))),
  }));
  keyed.sort((a, b) => {
    for (let i = 0; i < sorters.length; i += 1) {
      const c = compareComparable(a.keys[i], b.keys[i]);
      if (c !== 0) return sorters[i].order === 'desc' ? -c : c;
    }
    return a.index - b.index;
  });
  return keyed.map(({ row }) => row);
}

/**
 * Filters, sorts and pages rows in the browser, for servers whose lists carry no `meta`
 * (the legacy server). Returns the page and the total after filtering.
 */
export function applyClientQuery<T extends Row>(
  rows: T[],
  { pagination, sorters = [], filters = [] }: ClientQuery = {},
): { data: T[]; total: number } {
  const cacheKey = JSON.stringify([sorters, filters]);
  let byQuery = sortedCache.get(rows);
  let out = byQuery?.get(cacheKey) as T[] | undefined;
  if (!out) {
    out = filters.length ? rows.filter((row) => filters.every((f) => matches(row, f))) : rows;
    out = sorters.length ? sortRows(out, sorters) : [...out];
    if (!byQuery) sortedCache.set(rows, (byQuery = new Map()));
    byQuery.set(cacheKey, out);
  }
  const total = out.length;
  if (pagination?.mode !== 'off') {
    const pageSize = pagination?.pageSize ?? 10;
    const currentPage = pagination?.currentPage ?? 1;
    return { data: out.slice((currentPage - 1) * pageSize, currentPage * pageSize), total };
  }
  return { data: [...out], total };
}

/** Whole lists smaller than this are simply downloaded again: only big ones are worth keeping. */
export const WHOLE_LIST_KEEP_MIN_ROWS = 1000;
/** How long a whole list is reused for sorting, filtering and paging before it is downloaded again. */
export const WHOLE_LIST_TTL_MS = 30_000;

/**
 * Big whole lists (a server without paging sends every row in one reply) kept for a short while,
 * so a sort, filter or page change works on the rows the browser already has instead of
 * downloading and normalising 20 000 rows again. Any write clears it (the data provider calls
 * `clear()` on create, update and delete), and an entry lives `WHOLE_LIST_TTL_MS` at most.
 */
export class WholeListCache<T> {
  private readonly lists = new Map<string, { rows: T[]; at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  get(key: string): T[] | undefined {
    const entry = this.lists.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at > WHOLE_LIST_TTL_MS) {
      this.lists.delete(key);
      return undefined;
    }
    return entry.rows;
  }

  set(key: string, rows: T[]): void {
    if (rows.length >= WHOLE_LIST_KEEP_MIN_ROWS) this.lists.set(key, { rows, at: this.now() });
  }

  clear(): void {
    this.lists.clear();
  }
}
