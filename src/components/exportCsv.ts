/**
 * CSV files for the lists' "Export CSV" button: RFC 4180 quoting, CRLF line ends, a UTF-8 BOM so
 * spreadsheet programs read accents and non-Latin names, and a leading `'` on text cells starting
 * with = + - @ (or tab/CR) so a name like `=HYPERLINK(...)` is never run as a formula.
 */

export interface CsvColumn<T = Record<string, unknown>> {
  header: string;
  /** A field of the row; dots reach nested fields (`institution.name`). */
  key?: string;
  /** Computes the cell (formatted dates, labels...); wins over `key`. */
  getter?: (row: T) => unknown;
}

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

const valueAt = (row: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((acc, part) => {
    if (acc && typeof acc === 'object') return (acc as Record<string, unknown>)[part];
    return undefined;
  }, row);

/** One cell: formula-guarded, then quoted when it holds a quote, a comma or a line break. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  // Numbers ("-12.50") are data, not formulas: only other text gets the guard.
  if (typeof value !== 'number' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) {
    text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) {
    lines.push(
      columns
        .map((c) => csvCell(c.getter ? c.getter(row) : c.key ? valueAt(row, c.key) : ''))
        .join(','),
    );
  }
  return BOM + lines.join('\r\n') + '\r\n';
}

/** Saves the text as `<filename>.csv` through a temporary link. */
export function downloadCsv(filename: string, csv: string): void {
  const name = filename.toLowerCase().endsWith('.csv') ? filename : `${filename}.csv`;
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
