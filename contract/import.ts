/**
 * CSV import (issue 59): `POST locker/import`, `POST ticket/import`, `POST users/import` create
 * the valid rows of an uploaded CSV in one transaction; their `/preview` twins check every row and
 * write nothing. Each row is checked with the resource's own create schema and rules, so a row's
 * errors are the messages a one-by-one create would give, named by column.
 */
import { z } from 'zod';

/** The resources a CSV can fill, as the console names them. */
export const IMPORT_RESOURCES = ['lockers', 'tickets', 'users'] as const;
export type ImportResource = (typeof IMPORT_RESOURCES)[number];

/**
 * The columns a file may have: the fields of each create schema that a CSV can carry (no
 * pictures). The downloadable template is this header line; other columns are ignored.
 * `institution_id` is the System Admin's: an Institutional Admin's rows go to its own institution.
 */
export const IMPORT_COLUMNS: Record<ImportResource, readonly string[]> = {
  lockers: ['locker_number', 'status', 'institution_id'],
  tickets: [
    'name',
    'description',
    'price',
    'capacity',
    'benefits',
    'is_regular',
    'date',
    'start_datetime',
    'end_datetime',
    'institution_id',
  ],
  users: [
    'name',
    'email',
    'password',
    'phone',
    'role',
    'institution_id',
    'is_social',
    'social_uuid',
    'date_of_birth',
  ],
};

/** The file field of the multipart upload (JSON bodies send the text as `csv`). */
export const IMPORT_FILE_FIELD = 'file';
/** The largest file accepted (413 above it). */
export const IMPORT_MAX_BYTES = 512 * 1024;
/** The most data rows one file may hold (400 above it): a venue's season fits, a dump does not. */
export const IMPORT_MAX_ROWS = 500;

export const IMPORT_MESSAGES = {
  noFile: 'Send the CSV as the file field "file" (multipart) or as "csv" (JSON)',
  tooLarge: `The file is larger than ${IMPORT_MAX_BYTES / 1024} KB: split it into smaller files`,
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS} rows: split it into smaller files`,
  empty: 'The file has no data rows',
  unreadable: 'The file is not readable CSV',
  noKnownColumn: (columns: readonly string[]) =>
    `The first line must name the columns (${columns.join(', ')}): download the template`,
  duplicateInFile: (column: string, row: number) => `The same ${column} is already in row ${row}`,
  nothingValid: 'No row can be imported: correct the rows named and upload the file again',
  created: (count: number) => `${count} record${count === 1 ? '' : 's'} imported`,
} as const;

const FORMULA_START = /^[=+\-@\t\r]/;
/** Numbers and phone numbers start with + or - and hold no formula: they stay as they are. */
const NUMBER_OR_PHONE = /^[0-9+()\-.\s]+$/;

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading `'`, as
 * the lists' CSV export does, so a stored name never turns into a formula when exported again.
 */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) && !NUMBER_OR_PHONE.test(value) ? `'${value}` : value;
}

/** The header line of a resource's template (UTF-8, CRLF). */
export const importTemplate = (resource: ImportResource): string =>
  `${IMPORT_COLUMNS[resource].join(',')}\r\n`;

const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/** One data row as read (spreadsheet row number: the header is row 1) and its problems. */
export const importRowSchema = z.object({
  row: z.number().int(),
  values: z.record(z.string(), z.string()),
  errors: z.array(fieldErrorSchema),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** `data` of a preview: every row with its errors (none: it would be imported). */
export const importPreviewSchema = z.object({
  columns: z.array(z.string()),
  ignored_columns: z.array(z.string()),
  rows: z.array(importRowSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** `data` of an import: the records created and the rows left out with their errors. */
export const importResultSchema = z.object({
  created: z.number().int(),
  ids: z.array(z.number().int()),
  skipped: z.array(importRowSchema.pick({ row: true, errors: true })),
});
export type ImportResult = z.infer<typeof importResultSchema>;
