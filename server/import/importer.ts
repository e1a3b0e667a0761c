/**
 * What one resource's CSV import needs: how a row is checked (the create schema and the rules a
 * one-by-one create applies, throwing the same field errors) and how a checked row is created,
 * audited as its own create would be.
 */
import type { FastifyRequest } from 'fastify';
import type { ImportResource } from '../../contract';
import type { Db } from '../db/client';

export interface ImportContext {
  request: FastifyRequest;
  db: Db;
}

export interface Importer<Input> {
  resource: ImportResource;
  /** The row's fields, checked; throws an HttpError naming the column otherwise. */
  check(ctx: ImportContext, values: Record<string, string>): Promise<Input>;
  /** A value no two rows of one file may share (the column it is named by, and the value). */
  unique?(input: Input): { column: string; key: string };
  /** Creates the record inside the import's transaction; returns its id. */
  create(tx: Db, ctx: ImportContext, input: Input): Promise<number>;
}

/** Roles 2 and 3 import into their own institution, whatever the file's column says. */
export function withOwnInstitution(
  values: Record<string, string>,
  own: number | null,
): Record<string, string> {
  if (own === null) return values;
  return { ...values, institution_id: String(own) };
}
