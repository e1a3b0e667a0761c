/**
 * Reads an import's CSV (contract/import.ts) with papaparse: the first line names the columns,
 * rows with no known cell are skipped, every cell is trimmed and formula-looking cells are neutralised.
 * Refusals are the client's fault and say what to do: 413 too large, 400 unreadable, empty,
 * too many rows, or no column the resource knows.
 */
import Papa from 'papaparse';
import {
  IMPORT_COLUMNS,
  IMPORT_FILE_FIELD,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  neutraliseCell,
  type ImportResource,
} from '../../contract';
import { badRequest, fieldHttpError } from '../errors';
import type { RequestBody } from '../http/body';
import { isStorableText } from '../http/text';

export interface CsvRow {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  row: number;
  /** The known columns' non-empty cells; an empty cell is a field left out, as in a form. */
  values: Record<string, string>;
}

export interface CsvFile {
  columns: string[];
  ignored: string[];
  rows: CsvRow[];
}

/** The CSV text of a multipart `file` or a JSON `csv`, within the size limit. */
export function csvTextOf(body: RequestBody): string {
  const file = body.files[IMPORT_FILE_FIELD];
  const text = file ? file.buffer : body.fields.csv;
  if (typeof text !== 'string' && !Buffer.isBuffer(text)) {
    throw fieldHttpError(400, IMPORT_FILE_FIELD, IMPORT_MESSAGES.noFile);
  }
  const bytes = Buffer.isBuffer(text) ? text.length : Buffer.byteLength(text);
  if (bytes > IMPORT_MAX_BYTES)
    throw fieldHttpError(413, IMPORT_FILE_FIELD, IMPORT_MESSAGES.tooLarge);
  const decoded = Buffer.isBuffer(text) ? new TextDecoder('utf-8').decode(text) : text;
  if (!isStorableText(decoded)) {
    throw fieldHttpError(400, IMPORT_FILE_FIELD, IMPORT_MESSAGES.unreadable);
  }
  // A spreadsheet's "CSV UTF-8" starts with a byte order mark.
  return decoded.replace(/^\uFEFF/, '');
}

export function parseCsv(resource: ImportResource, text: string): CsvFile {
  const known = IMPORT_COLUMNS[resource];
  const parsed = Papa.parse<Record<string, string | undefined>>(text, {
    header: true,
    // Blank lines are kept (and dropped below) so a row's number is its line's.
    skipEmptyLines: false,
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const broken = parsed.errors.find((e) => e.type === 'Quotes' || e.type === 'Delimiter');
  if (broken && parsed.data.length > 0 && broken.code !== 'UndetectableDelimiter') {
    const row = typeof broken.row === 'number' ? ` (row ${broken.row + 2})` : '';
    throw fieldHttpError(400, IMPORT_FILE_FIELD, `${IMPORT_MESSAGES.unreadable}${row}`);
  }
  const header = (parsed.meta.fields ?? []).filter((f) => f !== '');
  const columns = known.filter((c) => header.includes(c));
  if (columns.length === 0) {
    throw fieldHttpError(400, IMPORT_FILE_FIELD, IMPORT_MESSAGES.noKnownColumn(known));
  }
  const rows: CsvRow[] = [];
  parsed.data.forEach((record, index) => {
    const values: Record<string, string> = {};
    for (const column of columns) {
      const cell = (record[column] ?? '').trim();
      if (cell !== '') values[column] = neutraliseCell(cell);
    }
    if (Object.keys(values).length > 0) rows.push({ row: index + 2, values });
  });
  if (rows.length === 0) throw badRequest(IMPORT_MESSAGES.empty);
  if (rows.length > IMPORT_MAX_ROWS) {
    throw fieldHttpError(400, IMPORT_FILE_FIELD, IMPORT_MESSAGES.tooManyRows);
  }
  return { columns, ignored: header.filter((h) => !known.includes(h)), rows };
}
