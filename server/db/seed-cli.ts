/**
 * `npm run seed -- [--purchases N] [--users N] [--tickets N]`
 * Opens the configured database (DATA_DIR / DATABASE_URL), seeds the demo data if it is empty,
 * then adds the requested bulk rows (for benchmarks), with a progress bar on a terminal.
 */
import { parseArgs } from 'node:util';
import { progressBar } from '../cli/progress';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { growData, seedIfEmpty } from './seed';

const { values } = parseArgs({
  options: {
    purchases: { type: 'string' },
    users: { type: 'string' },
    tickets: { type: 'string' },
  },
});
const num = (v: string | undefined, name: string) => {
  if (v === undefined) return 0;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number`);
  return n;
};

const config = loadConfig();
const database = await openDatabase(config);
try {
  const started = Date.now();
  const result = await seedIfEmpty(database.db, 'demo');
  if (result.seeded) console.log('Seeded the demo data.');
  const added = await growData(database.db, {
    users: num(values.users, 'users'),
    tickets: num(values.tickets, 'tickets'),
    purchases: num(values.purchases, 'purchases'),
    onProgress: progressBar('purchases', 'building indexes, updating planner statistics…'),
  });
  console.log(
    `Added ${added.users} users, ${added.tickets} ticket types, ${added.purchases} purchases in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind}).`,
  );
} finally {
  await database.close();
}
