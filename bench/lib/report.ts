/** Tables, medians and the machine line every bench script prints. */
import os from 'node:os';

export type Cell = string | number;

export const median = (values: number[]): number => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The value below which a share `q` (0 to 1) of `values` falls, nearest rank. */
export const percentile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
export const ms = (value: number): string => (Number.isFinite(value) ? value.toFixed(0) : '–');

/** A plain-text table: a title line, a header and aligned rows (numbers right-aligned). */
export function printTable(title: string, rows: Record<string, Cell>[]): void {
  console.log(`\n${title}`);
  if (rows.length === 0) {
    console.log('  (no rows)');
    return;
  }
  const columns = Object.keys(rows[0]);
  const text = rows.map((row) => columns.map((c) => String(row[c] ?? '')));
  const widths = columns.map((c, i) => Math.max(c.length, ...text.map((r) => r[i].length)));
  const numeric = columns.map((c) =>
    rows.every((r) => typeof r[c] === 'number' || /^[\d.,–-]+( ?[a-z%×]+)?$/i.test(String(r[c]))),
  );
  const line = (cells: string[]) =>
    '  ' +
    cells
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ');
  console.log(line(columns));
  console.log('  ' + widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of text) console.log(line(row));
}

/** One line that says where and when the figures were taken. */
export function machineLine(): string {
  const cpu = os.cpus();
  return `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${cpu.length} × ${cpu[0]?.model.trim() ?? 'cpu'} · ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB · Node ${process.version} · load ${os.loadavg()[0].toFixed(2)}`;
}

/** A budget line: ok or OVER, so a reader sees at once what failed. */
export function budget(
  name: string,
  value: number,
  limit: number,
  unit: string,
): Record<string, Cell> {
  return {
    budget: name,
    measured: `${value.toFixed(unit === '×' ? 2 : unit === 'KB' ? 1 : 0)} ${unit}`,
    limit: `${limit} ${unit}`,
    result: value <= limit ? 'ok' : 'OVER',
  };
}

export const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';

/** A script's `--name=value` option, or `fallback`. */
export const option = (name: string, fallback: string): string =>
  process.argv
    .slice(2)
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3) ?? fallback;

/** `--sizes=10000,100000`: the purchase counts a bench seeds one database for each. */
export const sizesOption = (fallback = quick ? '10000' : '10000,100000,1000000'): number[] =>
  option('sizes', fallback).split(',').map(Number);

/** A script's first argument that is not an option (a build's folder). */
export const firstArgument = (): string | undefined =>
  process.argv.slice(2).find((a) => !a.startsWith('--'));
