/**
 * CSV import (issue 59, contract/import.ts): `POST locker/import`, `POST ticket/import`,
 * `POST users/import` and their `/preview` twins. A preview checks every row with the create's
 * own schema and rules and writes nothing; an import creates the valid rows in one transaction
 * (all of them or, when anything fails, none), audits each record as its create would, and
 * honours an Idempotency-Key. Who may import is who may create (the policy table), and roles 2/3
 * import into their own institution only.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMPORT_MESSAGES,
  importPreviewSchema,
  importResultSchema,
  paths,
  writeReplySchema,
  type FieldError,
  type ImportRow,
} from '../../contract';
import type { EndpointKey } from '../auth/policy';
import { guarded } from '../auth/policy';
import type { Db } from '../db/client';
import { badRequest, conflict, HttpError, isUniqueViolation } from '../errors';
import { readBody } from '../http/body';
import { claimKey, keepOutcome, KeptOutcome, sendKept } from '../http/idempotency';
import { errorReplies } from '../http/openapi';
import { csvTextOf, parseCsv } from '../import/csv';
import type { ImportContext, Importer } from '../import/importer';
import { lockerImporter } from '../import/lockers';
import { ticketImporter } from '../import/tickets';
import { userImporter } from '../import/users';

const security = [{ bearerAuth: [] }];
const errors = errorReplies(400, 401, 403, 409, 413, 415);
/** How many row errors a refused import lists in its `errors` (the preview shows them all). */
const MAX_LISTED_ERRORS = 50;
const RACED = 'A record of the file was created meanwhile; nothing was imported: preview again';

interface Checked<Input> extends ImportRow {
  input?: Input;
}

/** A refusal of the client's making becomes the row's errors; anything else is thrown on. */
function rowErrors(error: unknown): FieldError[] {
  if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
  return error.errors?.length ? error.errors : [{ field: '', message: error.message }];
}

async function checkRows<Input>(
  ctx: ImportContext,
  importer: Importer<Input>,
  rows: { row: number; values: Record<string, string> }[],
): Promise<Checked<Input>[]> {
  const seen = new Map<string, number>();
  const checked: Checked<Input>[] = [];
  // One row after the other: each check is a few indexed reads, and the order keeps "first wins".
  for (const { row, values } of rows) {
    try {
      const input = await importer.check(ctx, values);
      const unique = importer.unique?.(input);
      const first = unique && seen.get(unique.key);
      if (unique && first !== undefined) {
        const message = IMPORT_MESSAGES.duplicateInFile(unique.column, first);
        checked.push({ row, values, errors: [{ field: unique.column, message }] });
        continue;
      }
      if (unique) seen.set(unique.key, row);
      checked.push({ row, values, errors: [], input });
    } catch (error) {
      checked.push({ row, values, errors: rowErrors(error) });
    }
  }
  return checked;
}

const importRoutes: FastifyPluginAsyncZod = async (app) => {
  async function preview<Input>(request: FastifyRequest, importer: Importer<Input>) {
    const file = parseCsv(importer.resource, csvTextOf(await readBody(request)));
    const checked = await checkRows({ request, db: app.db }, importer, file.rows);
    const rows = checked.map(({ row, values, errors }) => ({ row, values, errors }));
    const valid = rows.filter((r) => r.errors.length === 0).length;
    return {
      status: 'success' as const,
      message: `${valid} of ${rows.length} rows can be imported`,
      data: {
        columns: file.columns,
        ignored_columns: file.ignored,
        rows,
        valid,
        invalid: rows.length - valid,
      },
    };
  }

  async function runImport<Input>(
    request: FastifyRequest,
    reply: FastifyReply,
    importer: Importer<Input>,
  ) {
    const ctx = { request, db: app.db };
    const file = parseCsv(importer.resource, csvTextOf(await readBody(request)));
    const checked = await checkRows(ctx, importer, file.rows);
    const skipped = checked
      .filter((c) => c.input === undefined)
      .map(({ row, errors }) => ({ row, errors }));
    const valid = checked.filter((c) => c.input !== undefined);
    if (valid.length === 0) {
      const listed = skipped
        .flatMap(({ row, errors }) =>
          errors.map((e) => ({ field: e.field, message: `Row ${row}: ${e.message}` })),
        )
        .slice(0, MAX_LISTED_ERRORS);
      throw badRequest(IMPORT_MESSAGES.nothingValid, listed);
    }
    let sent;
    try {
      // The reply is built inside the transaction: once it commits, nothing is left to fail.
      sent = await app.db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        await claimKey(tx, request);
        const ids: number[] = [];
        for (const { input } of valid) ids.push(await importer.create(tx, ctx, input as Input));
        const body = {
          status: 'success' as const,
          message: IMPORT_MESSAGES.created(ids.length),
          data: { created: ids.length, ids, skipped },
        };
        await keepOutcome(tx, request, 201, body);
        return body;
      });
    } catch (error) {
      if (error instanceof KeptOutcome) return sendKept(request, reply, error.kept);
      // Another request created one of the rows between the check and the insert.
      if (isUniqueViolation(error)) throw conflict(RACED);
      if (error instanceof HttpError && error.statusCode === 409) throw conflict(RACED);
      throw error;
    }
    return reply.code(201).send(sent);
  }

  const routes: {
    importer: Importer<never>;
    tag: string;
    noun: string;
    importPath: string;
    previewPath: string;
    importKey: EndpointKey;
    previewKey: EndpointKey;
  }[] = [
    {
      importer: lockerImporter as Importer<never>,
      tag: 'lockers',
      noun: 'lockers',
      importPath: paths.lockerImport,
      previewPath: paths.lockerImportPreview,
      importKey: 'locker.import',
      previewKey: 'locker.importPreview',
    },
    {
      importer: ticketImporter as Importer<never>,
      tag: 'tickets',
      noun: 'ticket types',
      importPath: paths.ticketImport,
      previewPath: paths.ticketImportPreview,
      importKey: 'ticket.import',
      previewKey: 'ticket.importPreview',
    },
    {
      importer: userImporter as Importer<never>,
      tag: 'users',
      noun: 'users',
      importPath: paths.userImport,
      previewPath: paths.userImportPreview,
      importKey: 'users.import',
      previewKey: 'users.importPreview',
    },
  ];

  const body =
    'Multipart with the CSV as the file `file`, or JSON `{csv: "<text>"}`. The first line names ' +
    'the columns (contract IMPORT_COLUMNS; others are ignored); an empty cell leaves the field out.';
  for (const r of routes) {
    app.post(
      r.previewPath,
      {
        ...guarded(r.previewKey),
        schema: {
          tags: [r.tag],
          summary: `Check a CSV of ${r.noun}: every row's errors by column, nothing written`,
          description: body,
          security,
          consumes: ['multipart/form-data', 'application/json'],
          response: { 200: writeReplySchema(importPreviewSchema), ...errors },
        },
      },
      (request) => preview(request, r.importer),
    );
    app.post(
      r.importPath,
      {
        ...guarded(r.importKey),
        schema: {
          tags: [r.tag],
          summary: `Create the valid rows of a CSV of ${r.noun}, in one transaction`,
          description:
            `${body} 201 with the ids created and the rows skipped with their errors; 400 ` +
            'when no row is valid. Takes an Idempotency-Key.',
          security,
          consumes: ['multipart/form-data', 'application/json'],
          response: { 201: writeReplySchema(importResultSchema), ...errors },
        },
      },
      (request, reply) => runImport(request, reply, r.importer),
    );
  }
};

export default importRoutes;
