/**
 * Purchases written in bulk (`npm run seed -- --purchases N`): one INSERT … SELECT FROM unnest()
 * per chunk, with one array parameter per column, so a chunk of tens of thousands of rows is one
 * statement parsed once, not thousands of bound parameters. The statement-level triggers
 * (change notice, live notice, sales rollups) run once per chunk on its transition table.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client';

export interface BulkPurchase {
  user_id: number;
  ticket_id: number;
  purchase_date: Date;
  ticket_date: string | null;
  price_amount: string;
  payment_status: string;
  payment_method: string;
  ticket_status: number;
}

/** Rows per statement: big enough that a statement's fixed cost is small, small enough for memory. */
export const BULK_CHUNK = 20_000;

export async function insertPurchaseChunk(db: Db, rows: readonly BulkPurchase[]): Promise<void> {
  // One parameter per column: drizzle would spread a bare array into one parameter per value.
  const column = <T>(pick: (row: BulkPurchase) => T) => sql.param(rows.map(pick));
  await db.execute(sql`
    INSERT INTO purchases (user_id, ticket_id, purchase_date, ticket_date, price_amount,
                           payment_status, payment_method, ticket_status)
    SELECT * FROM unnest(
      ${column((r) => r.user_id)}::int[],
      ${column((r) => r.ticket_id)}::int[],
      ${column((r) => r.purchase_date.toISOString())}::timestamptz[],
      ${column((r) => r.ticket_date)}::date[],
      ${column((r) => r.price_amount)}::numeric[],
      ${column((r) => r.payment_status)}::varchar[],
      ${column((r) => r.payment_method)}::varchar[],
      ${column((r) => r.ticket_status)}::smallint[])`);
}

/**
 * From this many new rows on, and when they are at least as many as the rows already there, the
 * secondary indexes are built afresh rather than kept up row by row.
 */
export const REBUILD_INDEXES_FROM = 50_000;

/**
 * Writes `total` rows made by `make(k)` in order (so a seeded generator gives the same rows every
 * time), reporting progress after every chunk, in one transaction. A big load drops the table's
 * secondary indexes first and builds them again from their own definitions at the end: one sort
 * per index is far cheaper than a million scattered index insertions, and should anything fail
 * the transaction leaves table and indexes as they were.
 */
export async function insertPurchasesInBulk(
  db: Db,
  total: number,
  make: (k: number) => BulkPurchase,
  onProgress?: (done: number, total: number) => void,
  rebuildIndexesFrom = REBUILD_INDEXES_FROM,
): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [{ existing }] = await queryRows<{ existing: number }>(
      t,
      sql`SELECT count(*)::int AS existing FROM purchases`,
    );
    const indexes =
      total >= rebuildIndexesFrom && total >= existing
        ? await queryRows<{ name: string; definition: string }>(
            t,
            sql`SELECT quote_ident(i.indexname) AS name, i.indexdef AS definition
                  FROM pg_indexes i
                 WHERE i.schemaname = current_schema() AND i.tablename = 'purchases'
                   AND NOT EXISTS (SELECT 1 FROM pg_constraint c
                                    WHERE c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
          )
        : [];
    for (const index of indexes) await t.execute(sql.raw(`DROP INDEX ${index.name}`));
    // Index builds sort in memory up to this much, on disk beyond it.
    if (indexes.length) await t.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
    for (let start = 0; start < total; start += BULK_CHUNK) {
      const size = Math.min(BULK_CHUNK, total - start);
      const rows = Array.from({ length: size }, (_, k) => make(start + k));
      await insertPurchaseChunk(t, rows);
      onProgress?.(start + size, total);
    }
    for (const index of indexes) await t.execute(sql.raw(index.definition));
  });
}
