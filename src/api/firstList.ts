import type { CrudSort, GetListResponse } from '@refinedev/core';
import type { Query, QueryCache } from '@tanstack/react-query';
import { dataProvider } from './dataProvider';

/** A list page's first query when its URL holds no list state: its sort and page size. */
export interface FirstListQuery {
  sorters: CrudSort[];
  pageSize: number;
}

interface Started {
  resource: string;
  pagination: { currentPage: number; pageSize: number; mode: 'server' };
  sorters: CrudSort[];
  reply: Promise<unknown>;
  data?: GetListResponse;
  at?: number;
}

/** How long a reply asked for with the page's code counts as the page's own (no second fetch). */
export const FIRST_LIST_FRESH_MS = 10_000;

let started: Started | null = null;
let asked = false;
const seeded = new WeakSet<object>();

/** The page's first query: page one of `query`'s size and sort, no filter. */
const entryFor = (resource: string, query: FirstListQuery): Started => ({
  resource,
  pagination: { currentPage: 1, pageSize: query.pageSize, mode: 'server' },
  sorters: query.sorters,
  reply: Promise.resolve(),
});

/**
 * On the console's first screen, a list page's rows are asked for together with its code, not
 * after its first render: the page then draws its rows in that render (docs/performance.md,
 * part 2h). Only once per load, and only when the URL holds no list state (page, sort, filters):
 * then the page's query is known from its definition alone. Any other case, or a failed call,
 * leaves the page to ask as usual.
 */
export function startFirstList(resource: string, query: FirstListQuery, search: string): void {
  if (asked) return;
  asked = true;
  if (search) return;
  const entry = entryFor(resource, query);
  entry.reply = dataProvider
    .getList({ resource, pagination: entry.pagination, sorters: entry.sorters, filters: [] })
    .then(
      (reply) => {
        entry.data = reply;
        entry.at = Date.now();
      },
      () => {
        if (started === entry) started = null;
      },
    );
  started = entry;
}

/**
 * The first list with its reply already in: the build draws `/purchase` with sample rows this way
 * (scripts/static-purchases.ts), as the console draws a list whose reply came with its code.
 */
export function putFirstList(resource: string, query: FirstListQuery, data: GetListResponse): void {
  asked = true;
  started = { ...entryFor(resource, query), data, at: Date.now() };
}

/**
 * The first list's reply while it is on its way (settles once it is in or has failed); null when
 * none was asked for, it has come (its data is kept) or it failed (it is forgotten), so a page's
 * loader has nothing to wait for.
 */
export const firstListReply = (): Promise<unknown> | null =>
  started && !started.data ? started.reply : null;

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Whether a query is the first list's: Refine keys a list as
 * ['data', provider, resource, 'list', { ...meta, filters, pagination, sorters }].
 */
function asksTheSame(query: Query, entry: Started): boolean {
  const [kind, , resource, action, params] = query.queryKey as unknown[];
  if (kind !== 'data' || resource !== entry.resource || action !== 'list') return false;
  const p = (params ?? {}) as Record<string, unknown>;
  const pagination = p.pagination as Record<string, unknown> | undefined;
  return (
    same(p.filters, []) &&
    same(p.sorters, entry.sorters) &&
    pagination?.currentPage === entry.pagination.currentPage &&
    pagination?.pageSize === entry.pagination.pageSize &&
    pagination?.mode === entry.pagination.mode &&
    // What else the data provider reads from a list's meta (dataProvider.ts).
    p.institutionId === undefined &&
    p.query === undefined
  );
}

/**
 * Puts the first list's reply under the page's query as the page adds it to the cache (TanStack
 * Query's `added` event comes while the page renders), so the query starts with its rows. A
 * query that asks for the same list before the reply is in gets nothing and fetches as usual.
 */
export function seedFirstList(cache: QueryCache): QueryCache {
  cache.subscribe((event) => {
    const entry = started;
    if (event.type !== 'added' || !entry || !asksTheSame(event.query, entry)) return;
    started = null;
    if (!entry.data || Date.now() - (entry.at ?? 0) > FIRST_LIST_FRESH_MS) return;
    event.query.setData(entry.data, { updatedAt: entry.at, manual: true });
    seeded.add(event.query);
  });
  return cache;
}

/** A list query's staleTime: a seeded reply is not fetched again as the page mounts. */
export const firstListStaleTime = (query: object): number =>
  seeded.has(query) ? FIRST_LIST_FRESH_MS : 0;

/** Tests: forget the first list, as a new page load would. */
export function resetFirstList(): void {
  started = null;
  asked = false;
}
