/**
 * Optimistic concurrency on edits (docs/api.md, "Edits and versions"). Each edited table has a
 * `version` column that every edit through the API raises by one; replies carry it as the ETag.
 * An edit whose If-Match names another version is refused with 409 and the current record. An
 * edit without If-Match (legacy clients) is applied as before.
 */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SAFE_WRITE_MESSAGES, versionEtag, versionOfEtag } from '../../contract';
import type { Db } from '../db/client';
import { HttpError } from '../errors';

/**
 * The versions an edit's If-Match accepts, or undefined when it sent none (or `*`, any version).
 * A tag that names no version of ours is kept as an impossible one, so the edit is refused.
 */
export function expectedVersions(request: FastifyRequest): readonly number[] | undefined {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '' || header.trim() === '*') return undefined;
  return header.split(',').map((tag) => versionOfEtag(tag) ?? -1);
}

/** True when the edit named a version and the record is no longer at it. */
export const isStale = (expected: readonly number[] | undefined, version: number): boolean =>
  expected !== undefined && !expected.includes(version);

/** The update's condition on the version it started from (none without If-Match). */
export const versionCondition = (
  column: PgColumn,
  expected: readonly number[] | undefined,
): SQL | undefined => (expected === undefined ? undefined : inArray(column, [...expected]));

/** The `set` value that raises the version by one. */
export const nextVersion = (column: PgColumn): SQL => sql`${column} + 1`;

/** The reply's ETag: the record's version. */
export function sendVersion(reply: FastifyReply, version: number | undefined): void {
  if (version !== undefined) reply.header('etag', versionEtag(version));
}

/** The 409 of a stale edit: the record as it is now, and its version as the ETag. */
export function staleVersion(data: unknown, version: number): HttpError {
  const error = new HttpError(409, SAFE_WRITE_MESSAGES.stale);
  error.data = data;
  error.etag = versionEtag(version);
  return error;
}

/** Thrown inside an edit's transaction when its conditional update matched no row. */
export class StaleWrite extends Error {
  constructor() {
    super(SAFE_WRITE_MESSAGES.stale);
    this.name = 'StaleWrite';
  }
}

/** A record's version, or undefined when it does not exist. */
export async function readVersion(
  db: Db,
  versionColumn: PgColumn,
  idColumn: PgColumn,
  id: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ version: versionColumn })
    .from(versionColumn.table)
    .where(eq(idColumn, id))
    .limit(1);
  return row?.version as number | undefined;
}
