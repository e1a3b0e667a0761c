/**
 * Keyset paging of lists: a page's reply carries `meta.next` and `meta.prev`, opaque cursors
 * naming its last and first row (sort value and primary key), and `cursor=<one of them>` asks
 * for the page after or before that row. The database then reads from that row on through the
 * sort's index, whatever the page's depth, where `page=N` walks (N-1) × pageSize rows first.
 *
 * Offered only for sorts on NOT NULL columns: a NULL sort value has no place in a row
 * comparison, and such sorts (and `page=N` jumps) page by offset.
 */
import { asc, desc, is, Column, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { badRequest } from '../errors';

type Expression = AnyColumn | SQL;

export interface Cursor {
  /** The sort and order it was made for: a cursor of another order names no place in this one. */
  sort: string;
  order: 'asc' | 'desc';
  /** The row's sort value as PostgreSQL writes it as text (exact, microseconds included). */
  value: string;
  id: number;
  /** The page before this row (`meta.prev`), rather than the page after it. */
  back: boolean;
}

const invalid = (message: string) =>
  badRequest(`cursor: ${message}`, [{ field: 'cursor', message }]);

export function encodeCursor(cursor: Cursor): string {
  const { sort, order, value, id, back } = cursor;
  return Buffer.from(JSON.stringify([sort, order, value, id, back ? 1 : 0])).toString('base64url');
}

/** Reads a `cursor` parameter; 400 naming `cursor` when it is not one this list gave. */
export function decodeCursor(text: string, sort: string, order: 'asc' | 'desc'): Cursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parts = undefined;
  }
  if (
    !Array.isArray(parts) ||
    parts.length !== 5 ||
    typeof parts[0] !== 'string' ||
    (parts[1] !== 'asc' && parts[1] !== 'desc') ||
    typeof parts[2] !== 'string' ||
    !Number.isInteger(parts[3]) ||
    (parts[4] !== 0 && parts[4] !== 1)
  ) {
    throw invalid('not a cursor of this list; start again from page 1');
  }
  if (parts[0] !== sort || parts[1] !== order) {
    throw invalid(`made for sort=${parts[0]}&order=${parts[1]}; start again from page 1`);
  }
  return { sort, order, value: parts[2], id: parts[3] as number, back: parts[4] === 1 };
}

/** True when `sort` can be keyset-paged: a NOT NULL column (or the primary key itself). */
export const keysetable = (column: Expression): boolean => is(column, Column) && column.notNull;

/**
 * The condition and order of the page after (or before) `cursor` in the order
 * `(column, tiebreak) order`: a row comparison, which PostgreSQL reads as one index range. A page
 * before is read backwards (the order reversed) and turned round by the caller.
 */
export function keysetPage(
  cursor: Cursor,
  column: AnyColumn,
  tiebreak: AnyColumn,
): { condition: SQL; orderBy: SQL[] } {
  const forward = (cursor.order === 'asc') !== cursor.back;
  const value = sql`cast(${cursor.value} as ${sql.raw(column.getSQLType())})`;
  const sameColumn = column === tiebreak;
  const left = sameColumn ? sql`${column}` : sql`(${column}, ${tiebreak})`;
  const right = sameColumn ? sql`${cursor.id}` : sql`(${value}, ${cursor.id})`;
  const direction = forward ? asc : desc;
  return {
    condition: forward ? sql`${left} > ${right}` : sql`${left} < ${right}`,
    orderBy: sameColumn ? [direction(column)] : [direction(column), direction(tiebreak)],
  };
}
