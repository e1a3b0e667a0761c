/**
 * Keyset paging from the console's side: a paged reply of the purchase lists carries `meta.next`
 * and `meta.prev` (docs/api.md, "Lists"), and `cursor=<one of them>` reads the page after or
 * before it through an index, where `page=N` alone walks (N-1) × pageSize rows first. This keeps
 * the last reply's page and cursors per list so a step to the next or previous page can send one.
 */
import type { HttpError } from '@refinedev/core';
import { isHttpError } from './httpError';

/** The page a list's last reply held and the cursors it gave. */
export interface PageCursors {
  page: number;
  next?: string;
  prev?: string;
}

/** How many lists are remembered: a few per list screen and sort is plenty; the oldest go. */
export const REMEMBERED_LISTS = 50;

/**
 * The identity of a list whose cursors are interchangeable: its URL, every parameter but `page`
 * and `cursor` (a cursor is valid for one sort, order, filter and page size only) and the session
 * token, so another user never steps on from the previous one's page.
 */
export function listIdentity(
  url: string,
  params: Record<string, unknown>,
  token: string | null,
): string {
  const rest = Object.keys(params)
    .filter((key) => key !== 'page' && key !== 'cursor' && params[key] !== undefined)
    .sort()
    .map((key) => [key, String(params[key])]);
  return JSON.stringify([url, rest, token]);
}

/** A small map of lists to their last page's cursors, the least recently answered dropped first. */
export class PageCursorMemory {
  private readonly lists = new Map<string, PageCursors>();

  constructor(private readonly limit = REMEMBERED_LISTS) {}

  /**
   * The cursor that reads `page` of the list: `next` of the page before it, `prev` of the page
   * after it. Page 1 takes none: read from the top it costs no more, and it then shows purchases
   * made since, which reading back from page 2's first row would leave out.
   */
  cursorFor(list: string, page: number): string | undefined {
    const last = this.lists.get(list);
    if (!last || page <= 1) return undefined;
    if (page === last.page + 1) return last.next;
    if (page === last.page - 1) return last.prev;
    return undefined;
  }

  /** Keeps a reply's cursors; a reply without any (the last page of a short list) forgets. */
  remember(list: string, cursors: PageCursors): void {
    this.lists.delete(list);
    if (cursors.next === undefined && cursors.prev === undefined) return;
    this.lists.set(list, cursors);
    if (this.lists.size > this.limit) {
      const oldest = this.lists.keys().next().value;
      if (oldest !== undefined) this.lists.delete(oldest);
    }
  }

  forget(list: string): void {
    this.lists.delete(list);
  }

  get size(): number {
    return this.lists.size;
  }
}

/**
 * A 400 naming `cursor`: the cursor no longer names a place in the list (the server was
 * restarted with another default order, or was replaced). Reading the page by number instead
 * gives the user the page they asked for.
 */
export const isStaleCursor = (error: unknown): error is HttpError =>
  isHttpError(error) && error.statusCode === 400 && Boolean(error.errors?.cursor);
