/**
 * The fold of migration 0011: purchase writes append their net change to `sales_deltas` rather
 * than update shared rollup rows, and this job moves those deltas into the rollups. Reads add
 * the deltas not folded yet (the `*_live` views), so the figures are exact whether or not it
 * has run; it only keeps the log short. Every instance runs it; the database lets one fold at
 * a time and the others skip.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from './client';

/** Deltas folded per transaction: short enough not to hold the rollup rows for long. */
export const FOLD_BATCH = 5_000;
/** How often each instance folds; a second of door moves is a few hundred small rows. */
export const FOLD_INTERVAL_MS = 1_000;
/** Batches per run at most, so that one run after a bulk load does not hold a connection long. */
const BATCHES_PER_RUN = 20;

/** Folds one batch; the number of deltas folded (0 when another caller is folding). */
export async function foldSalesDeltas(db: Db, batch = FOLD_BATCH): Promise<number> {
  const [row] = await queryRows<{ folded: number }>(
    db,
    sql`select fold_sales_deltas(${batch}::int) as folded`,
  );
  return Number(row?.folded ?? 0);
}

/** Folds until the log is empty (after a bulk load, and in tests). */
export async function foldAllSalesDeltas(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const folded = await foldSalesDeltas(db);
    total += folded;
    if (folded < FOLD_BATCH) {
      const [left] = await queryRows<{ any: boolean }>(
        db,
        sql`select exists (select 1 from sales_deltas) as any`,
      );
      // Another caller held the fold: wait for it rather than spin.
      if (!left?.any) return total;
      if (folded === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Starts the periodic fold; the returned function stops it and waits for a run in progress. */
export function startSalesFold(db: Db, log: FastifyBaseLogger, intervalMs = FOLD_INTERVAL_MS) {
  let running: Promise<void> | null = null;
  let stopped = false;
  let failing = false;
  const run = async () => {
    try {
      for (let i = 0; i < BATCHES_PER_RUN && !stopped; i++) {
        if ((await foldSalesDeltas(db)) < FOLD_BATCH) break;
      }
      failing = false;
    } catch (error) {
      // A database outage or a racing deletion: the deltas stay and the next run folds them.
      // Said once per spell of failures, not every second of an outage.
      if (!failing)
        log.warn({ err: error }, 'folding the sales deltas failed; retrying each second');
      failing = true;
    }
  };
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = run().finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
