/**
 * Bulk purchases for benchmarks (`npm run seed -- --purchases N`, server/db/bulkPurchases.ts):
 * the requested number of rows, the same rows for the same seed, every index of the table there
 * afterwards (a big load rebuilds them), and nothing written when the load fails.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPurchasesInBulk, type BulkPurchase } from '../../server/db/bulkPurchases';
import { queryRows, type Database } from '../../server/db/client';
import { growData, seedDemo } from '../../server/db/seed';
import { openTestDatabase } from './test-database';

const NOW = new Date('2026-06-15T10:00:00Z');
let a: Database;
let b: Database;

beforeAll(async () => {
  [a, b] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  await seedDemo(a.db, { now: NOW });
  await seedDemo(b.db, { now: NOW });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const purchaseCount = async (database: Database) =>
  (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from purchases`))[0].n;
const indexes = async (database: Database) =>
  (
    await queryRows<{ definition: string }>(
      database.db,
      sql`select indexdef as definition from pg_indexes
           where schemaname = current_schema() and tablename = 'purchases' order by indexname`,
    )
  ).map((row) => row.definition);
const newRows = (database: Database, after: number) =>
  queryRows<Record<string, unknown>>(
    database.db,
    sql`select user_id, ticket_id, purchase_date, ticket_date, price_amount::text,
               payment_status, payment_method, ticket_status
          from purchases where purchase_id > ${after} order by purchase_id`,
  );

describe('growData: bulk purchases', () => {
  it(
    'adds exactly the purchases asked for, the same rows for the same seed',
    { timeout: 240_000 },
    async () => {
      const [beforeA, beforeB] = [await purchaseCount(a), await purchaseCount(b)];
      const lastA = (
        await queryRows<{ m: number }>(a.db, sql`select max(purchase_id) as m from purchases`)
      )[0].m;
      const lastB = (
        await queryRows<{ m: number }>(b.db, sql`select max(purchase_id) as m from purchases`)
      )[0].m;
      const progress: number[] = [];
      const added = await growData(a.db, {
        purchases: 12_000,
        onProgress: (done) => progress.push(done),
      });
      await growData(b.db, { purchases: 12_000 });
      expect(added.purchases).toBe(12_000);
      expect(await purchaseCount(a)).toBe(beforeA + 12_000);
      expect(await purchaseCount(b)).toBe(beforeB + 12_000);
      expect(progress.at(-1)).toBe(12_000);
      expect(progress).toEqual([...progress].sort((x, y) => x - y));
      expect(await newRows(a, lastA)).toEqual(await newRows(b, lastB));
    },
  );

  it(
    'a load big enough to rebuild the indexes leaves every index as it was',
    { timeout: 240_000 },
    async () => {
      const before = await indexes(a);
      const [ticket] = await queryRows<{ ticket_id: number; user_id: number }>(
        a.db,
        sql`select t.ticket_id, (select min(user_id) from users) as user_id from ticket_types t limit 1`,
      );
      const row = (k: number): BulkPurchase => ({
        user_id: ticket.user_id,
        ticket_id: ticket.ticket_id,
        purchase_date: new Date(NOW.getTime() - k * 60_000),
        ticket_date: '2026-06-01',
        price_amount: '10.00',
        payment_status: 'completed',
        payment_method: 'paypal',
        ticket_status: 0,
      });
      const count = await purchaseCount(a);
      await insertPurchasesInBulk(a.db, count + 10, row, undefined, 1);
      expect(await purchaseCount(a)).toBe(count * 2 + 10);
      expect(await indexes(a)).toEqual(before);
    },
  );

  it('a load that fails writes nothing and keeps every index', async () => {
    const before = await indexes(b);
    const count = await purchaseCount(b);
    const broken = (): BulkPurchase => ({
      user_id: -1,
      ticket_id: -1,
      purchase_date: NOW,
      ticket_date: null,
      price_amount: '1.00',
      payment_status: 'completed',
      payment_method: 'paypal',
      ticket_status: 0,
    });
    await expect(insertPurchasesInBulk(b.db, count + 1, broken, undefined, 1)).rejects.toThrow();
    expect(await purchaseCount(b)).toBe(count);
    expect(await indexes(b)).toEqual(before);
  });
});
