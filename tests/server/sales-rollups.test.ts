/*
 * The sales rollups of migrations 0010 and 0011 (issues 45, 57, 61) against a recount from
 * purchases: after every kind of write the triggers must follow (bulk inserts; updates of the
 * status, price, date and ticket type; deletes; a ticket type moved to another institution; a
 * ticket type and an institution deleted; a rolled-back transaction; TRUNCATE), the dashboard
 * figures read from the rollups equal those the pre-rollup queries compute by scanning
 * purchases, for the platform and for every institution; and so do the rollup rows themselves,
 * both as read (folded rows plus the deltas not folded yet) and once every delta is folded.
 * Door moves append deltas and never write a rollup row, so two doors never wait on each other.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuiltApp } from '../../server/app';
import {
  migrationsFolder,
  openDatabase,
  queryRows,
  type Database,
  type Db,
} from '../../server/db/client';
import { seedIfEmpty } from '../../server/db/seed';
import { foldAllSalesDeltas, foldSalesDeltas } from '../../server/db/rollupFold';
import { computeAnalytics } from '../../server/routes/analytics';
import { computePeriodFigures, periodsOf } from '../../server/routes/analyticsPeriod';
import { loginAs, makeApp } from './helpers';
import { createTestDatabase, onPostgres, type TestDatabase } from './test-database';

const SOLD = sql.raw(`p.payment_status not in ('failed', 'refunded')`);
const PAID = sql.raw(`p.payment_status = 'completed'`);
const money = (expression: SQL) => sql`coalesce(${expression}, 0)::numeric(12,2)::text`;

/** The sales figures the way they were computed before the rollups: scans of purchases. */
async function recount(db: Db, scope: number | null) {
  const ticketScope = scope === null ? sql`true` : sql`t.institution_id = ${scope}`;
  const scoped = sql`scoped as (
    select p.* from purchases p join ticket_types t on t.ticket_id = p.ticket_id
    where ${ticketScope}
  )`;
  const usersCount =
    scope === null
      ? sql`(select count(*) from users)`
      : sql`(select count(*) from (
           select user_id from users where institution_id = ${scope}
           union select user_id from scoped) members)`;
  const customersCount =
    scope === null
      ? sql`(select count(*) from users where role = 0)`
      : sql`(select count(distinct s.user_id) from scoped s join users u on u.user_id = s.user_id
           where u.role = 0)`;
  const [totals] = await queryRows<Record<string, unknown>>(
    db,
    sql`with ${scoped}
      select ${usersCount}::int as "totalUsers",
        (select count(*) from scoped p where ${SOLD})::int as "totalTicketsSold",
        (select ${money(sql`sum(p.price_amount)`)} from scoped p where ${PAID}) as "totalRevenue",
        ${customersCount}::int as "totalCustomers"`,
  );
  const monthly = await queryRows(
    db,
    sql`with ${scoped},
      months as (
        select generate_series(
          date_trunc('month', now() at time zone 'UTC') - interval '11 months',
          date_trunc('month', now() at time zone 'UTC'),
          interval '1 month') as m
      )
      select to_char(months.m, 'YYYY-MM') as month,
        (count(p.purchase_id) filter (where ${SOLD}))::int as "ticketsSold",
        ${money(sql`sum(p.price_amount) filter (where ${PAID})`)} as revenue
      from months
      left join scoped p on date_trunc('month', p.purchase_date at time zone 'UTC') = months.m
      group by months.m order by months.m`,
  );
  const ticketStatusCounts = await queryRows(
    db,
    sql`with ${scoped}
      select s.status::int as ticket_status, count(p.purchase_id)::int as count
      from generate_series(0, 2) as s(status)
      left join scoped p on p.ticket_status = s.status
      group by s.status order by s.status`,
  );
  const bestSellingProducts = await queryRows(
    db,
    sql`select t.name as "ticketName", t.ticket_id as "ticketId", t.capacity,
        (count(p.purchase_id) filter (where ${SOLD}))::int as "totalSold",
        ${money(sql`sum(p.price_amount) filter (where ${PAID})`)} as "totalRevenue"
      from ticket_types t left join purchases p on p.ticket_id = t.ticket_id
      where ${ticketScope}
      group by t.ticket_id
      having count(p.purchase_id) filter (where ${SOLD}) > 0
      order by "totalSold" desc, t.ticket_id
      limit 5`,
  );
  return { ...totals, monthly, ticketStatusCounts, bestSellingProducts };
}

/**
 * The rollup rows that count something: as stored (`folded`), or as read, with the deltas not
 * folded yet (the `_live` views). The same rows recounted from purchases below.
 */
async function rollupRows(db: Db, as: 'folded' | 'live' = 'folded') {
  const rows = (query: SQL) => queryRows<Record<string, unknown>>(db, query);
  const table = (name: string) => sql.raw(as === 'live' ? `${name}_live` : name);
  return {
    byMonth: await rows(sql`select institution_id, month::text, payment_status, ticket_status,
        purchases::int, amount::numeric(14,2)::text as amount from (
          select institution_id, month, payment_status, ticket_status,
            sum(purchases) as purchases, sum(amount) as amount
          from ${table('sales_by_month')} group by 1, 2, 3, 4) s
      where purchases <> 0 or amount <> 0 order by 1, 2, 3, 4`),
    tickets: await rows(sql`select ticket_id, sold, revenue::numeric(14,2)::text as revenue
      from ${table('ticket_sales')} where sold <> 0 or revenue <> 0 order by 1`),
    buyers: await rows(sql`select institution_id, user_id, purchases
      from institution_buyers where purchases <> 0 order by 1, 2`),
    days: await rows(sql`select ticket_id, day::text, sold::int,
        revenue::numeric(14,2)::text as revenue, purchased::int, entered::int, checked_out::int
      from (select ticket_id, day, sum(sold) as sold, sum(revenue) as revenue,
          sum(purchased) as purchased, sum(entered) as entered, sum(checked_out) as checked_out
        from ${table('sales_by_day')} group by 1, 2) s
      where sold <> 0 or revenue <> 0 or purchased <> 0 or entered <> 0 or checked_out <> 0
      order by 1, 2`),
  };
}
async function recountedRows(db: Db) {
  const rows = (query: SQL) => queryRows<Record<string, unknown>>(db, query);
  const scoped = sql`purchases p join ticket_types t on t.ticket_id = p.ticket_id`;
  return {
    byMonth: await rows(sql`select t.institution_id,
        date_trunc('month', p.purchase_date at time zone 'UTC')::date::text as month,
        p.payment_status, p.ticket_status, count(*)::int as purchases,
        sum(p.price_amount)::numeric(14,2)::text as amount
      from ${scoped} group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
    tickets: await rows(sql`select ticket_id, sold, revenue from (
        select p.ticket_id, (count(*) filter (where ${SOLD}))::int as sold,
          coalesce(sum(p.price_amount) filter (where ${PAID}), 0)::numeric(14,2)::text as revenue
        from purchases p group by 1) r
      where sold <> 0 or revenue::numeric <> 0 order by 1`),
    buyers: await rows(sql`select t.institution_id, p.user_id, count(*)::int as purchases
      from ${scoped} group by 1, 2 order by 1, 2`),
    days: await rows(sql`select p.ticket_id, (p.purchase_date at time zone 'UTC')::date::text as day,
        (count(*) filter (where ${SOLD}))::int as sold,
        coalesce(sum(p.price_amount) filter (where ${PAID}), 0)::numeric(14,2)::text as revenue,
        (count(*) filter (where p.ticket_status = 0))::int as purchased,
        (count(*) filter (where p.ticket_status = 1))::int as entered,
        (count(*) filter (where p.ticket_status = 2))::int as checked_out
      from purchases p group by 1, 2 order by 1, 2`),
  };
}

/**
 * The rollup rows and the figures read from them equal the recount, for every scope: first as
 * read with the deltas of the writes so far, then with every delta folded into the rollups.
 */
async function expectRollupsMatchRecount(db: Db) {
  const recounted = await recountedRows(db);
  expect(await rollupRows(db, 'live')).toEqual(recounted);
  await expectFiguresMatchRecount(db);
  await foldAllSalesDeltas(db);
  const [{ left }] = await queryRows<{ left: number }>(
    db,
    sql`select count(*)::int as left from sales_deltas`,
  );
  expect(left).toBe(0);
  // The figures are read through the same views: equal rows give equal figures.
  expect(await rollupRows(db, 'folded')).toEqual(recounted);
}

/** A period's sales (the last 420 days, as a month series), recounted from purchases. */
const PERIOD_DAYS = 420;
async function recountPeriod(db: Db, scope: number | null, from: string) {
  const ticketScope = scope === null ? sql`true` : sql`t.institution_id = ${scope}`;
  const scoped = sql`scoped as (
    select p.* from purchases p join ticket_types t on t.ticket_id = p.ticket_id
    where ${ticketScope} and p.purchase_date >= (${from}::date::timestamp at time zone 'UTC')
  )`;
  const [totals] = await queryRows<{ totalTicketsSold: number; totalRevenue: string }>(
    db,
    sql`with ${scoped}
      select (count(*) filter (where ${SOLD}))::int as "totalTicketsSold",
        ${money(sql`sum(p.price_amount) filter (where ${PAID})`)} as "totalRevenue"
      from scoped p`,
  );
  const ticketStatusCounts = await queryRows(
    db,
    sql`with ${scoped}
      select s.status::int as ticket_status, count(p.purchase_id)::int as count
      from generate_series(0, 2) as s(status) left join scoped p on p.ticket_status = s.status
      group by s.status order by s.status`,
  );
  const bestSellingProducts = await queryRows(
    db,
    sql`with ${scoped}
      select t.name as "ticketName", t.ticket_id as "ticketId",
        (count(*) filter (where ${SOLD}))::int as "totalSold",
        ${money(sql`sum(p.price_amount) filter (where ${PAID})`)} as "totalRevenue",
        t.capacity
      from scoped p join ticket_types t on t.ticket_id = p.ticket_id
      group by t.ticket_id having count(*) filter (where ${SOLD}) > 0
      order by "totalSold" desc, t.ticket_id limit 5`,
  );
  return { ...totals, ticketStatusCounts, bestSellingProducts };
}

async function expectFiguresMatchRecount(db: Db) {
  const institutions = await queryRows<{ id: number }>(
    db,
    sql`select institution_id as id from institutions`,
  );
  for (const scope of [null, ...institutions.map((row) => row.id)]) {
    const recounted = await recount(db, scope);
    const figures: Record<string, unknown> = await computeAnalytics(db, scope);
    const same = Object.fromEntries(Object.keys(recounted).map((key) => [key, figures[key]]));
    expect({ scope, ...same }).toEqual({ scope, ...recounted });
    // The same over a period, read from the daily rollups.
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - (PERIOD_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    const periodRecounted = await recountPeriod(db, scope, from);
    const { current } = await computePeriodFigures(db, scope, periodsOf(from, to));
    const { series, ...periodFigures } = current as typeof current & Record<string, unknown>;
    const periodSame = Object.fromEntries(
      Object.keys(periodRecounted).map((key) => [key, periodFigures[key]]),
    );
    expect({ scope, from, ...periodSame }).toEqual({ scope, from, ...periodRecounted });
    const seriesSold = series.reduce((sum, point) => sum + point.ticketsSold, 0);
    expect(seriesSold).toBe(periodRecounted.totalTicketsSold);
  }
}

/** A small deterministic generator (mulberry32), so that a failure can be replayed. */
function prng(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)];
  return { next, int, pick };
}

const PAYMENT_STATUSES = ['completed', 'pending', 'failed', 'refunded'] as const;

// Each check recounts every scope from purchases, several times per test: on a busy machine
// PGlite needs more than the default time for that.
vi.setConfig({ testTimeout: 120_000 });

describe('sales rollups (migrations 0010 and 0011)', () => {
  let app: BuiltApp;
  let db: Db;
  const rng = prng(45);

  beforeAll(async () => {
    app = await makeApp();
    db = app.db;
  });
  afterAll(async () => {
    await app?.close();
  });

  const ids = async (query: SQL) =>
    (await queryRows<{ id: number }>(db, query)).map((row) => row.id);

  const expectRollupsRight = () => expectRollupsMatchRecount(db);

  /** `count` new purchases on random ticket types and buyers, over the last 14 months. */
  async function insertPurchases(count: number) {
    const tickets = await ids(sql`select ticket_id as id from ticket_types`);
    const buyers = await ids(sql`select user_id as id from users`);
    const rows = Array.from(
      { length: count },
      () =>
        sql`(${rng.pick(buyers)}, ${rng.pick(tickets)},
          now() - make_interval(days => ${rng.int(0, 430)}, hours => ${rng.int(0, 23)}),
          ${`${rng.int(0, 90)}.${rng.pick(['00', '25', '50', '99'])}`}::numeric,
          ${rng.pick(PAYMENT_STATUSES)}, 'card', ${rng.int(0, 2)})`,
    );
    await db.execute(sql`insert into purchases
      (user_id, ticket_id, purchase_date, price_amount, payment_status, payment_method, ticket_status)
      values ${sql.join(rows, sql`, `)}`);
  }

  /** About `share` of the purchases, a different draw each time. */
  const somePurchases = (share: number) =>
    sql`select purchase_id from purchases
      where (purchase_id * ${rng.int(1, 997)} + ${rng.int(0, 996)}) % 997 < ${Math.round(share * 997)}`;

  it('starts equal to the recount of the seeded purchases', async () => {
    const [{ n }] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from purchases`,
    );
    expect(n).toBeGreaterThan(0);
    await expectRollupsRight();
  });

  it('follows bulk inserts and updates of status, price, date and ticket type', async () => {
    await insertPurchases(300);
    await expectRollupsRight();
    await db.execute(sql`update purchases set
        payment_status = (array['completed', 'pending', 'failed', 'refunded'])[1 + (purchase_id + ${rng.int(0, 3)}) % 4],
        ticket_status = (purchase_id + ${rng.int(0, 2)}) % 3
      where purchase_id in (${somePurchases(0.3)})`);
    await expectRollupsRight();
    await db.execute(sql`update purchases set price_amount = price_amount + 1.25
      where purchase_id in (${somePurchases(0.2)})`);
    await db.execute(sql`update purchases set purchase_date = purchase_date - interval '40 days'
      where purchase_id in (${somePurchases(0.2)})`);
    await expectRollupsRight();
    // Onto another ticket type, often of another institution.
    const tickets = await ids(sql`select ticket_id as id from ticket_types order by ticket_id`);
    await db.execute(sql`update purchases set ticket_id = ${rng.pick(tickets)}
      where purchase_id in (${somePurchases(0.15)})`);
    await expectRollupsRight();
  });

  it('follows updates that change nothing it counts, several statements in one transaction, and a rollback', async () => {
    await db.execute(sql`update purchases set entered_at = now()
      where purchase_id in (${somePurchases(0.1)})`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`update purchases set payment_status = 'refunded'
        where purchase_id in (${somePurchases(0.1)})`);
      await tx.execute(sql`update purchases set payment_status = 'completed'
        where purchase_id in (${somePurchases(0.1)})`);
    });
    await expectRollupsRight();
    const before = await rollupRows(db, 'live');
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update purchases set price_amount = 0`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await rollupRows(db, 'live')).toEqual(before);
  });

  /** The rollup rows a transaction wrote, and the deltas it appended. */
  const writtenBy = (tx: Db) =>
    queryRows<{ rollups: number; deltas: number }>(
      tx,
      sql`select ((select count(*) from sales_by_month where xmin = pg_current_xact_id()::xid)
          + (select count(*) from ticket_sales where xmin = pg_current_xact_id()::xid)
          + (select count(*) from institution_buyers where xmin = pg_current_xact_id()::xid)
          + (select count(*) from sales_by_day where xmin = pg_current_xact_id()::xid))::int
          as rollups,
        (select count(*) from sales_deltas where xmin = pg_current_xact_id()::xid)::int as deltas`,
    );

  it('takes door moves (entry, check-out) as appended deltas and never writes a rollup row', async () => {
    const [pass] = await ids(sql`select purchase_id as id from purchases
      where ticket_status = 0 order by purchase_id limit 1`);
    const [written] = await db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      await tx.execute(sql`update purchases set ticket_status = 1, entered_at = now()
        where purchase_id = ${pass}`);
      await tx.execute(sql`update purchases set ticket_status = 2, checked_out_at = now()
        where purchase_id = ${pass}`);
      return writtenBy(tx);
    });
    expect(written.rollups).toBe(0);
    expect(written.deltas).toBeGreaterThan(0);
    await expectRollupsRight();
  });

  // Only PostgreSQL has concurrent connections (PGlite runs one statement at a time).
  it.skipIf(!onPostgres)(
    'lets two doors move purchases of one venue, month and payment status at once',
    async () => {
      const [pair] = await queryRows<{ a: number; b: number }>(
        db,
        sql`select min(purchase_id) as a, max(purchase_id) as b from purchases
          where ticket_status = 0
          group by ticket_id, date_trunc('month', purchase_date at time zone 'UTC'), payment_status
          having count(*) >= 2 order by count(*) desc limit 1`,
      );
      expect(pair).toBeDefined();
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let entered = () => {};
      const firstIn = new Promise<void>((resolve) => (entered = resolve));
      const first = db.transaction(async (tx) => {
        await tx.execute(sql`update purchases set ticket_status = 1, entered_at = now()
          where purchase_id = ${pair.a}`);
        entered();
        await held;
      });
      await firstIn;
      // The second door, while the first one's transaction is open: it must not wait for it.
      const second = db.transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '2s'`);
        await tx.execute(sql`update purchases set ticket_status = 1, entered_at = now()
          where purchase_id = ${pair.b}`);
      });
      const outcome = await second.then(
        () => 'committed',
        (error: Error) => error.message,
      );
      release();
      await first;
      expect(outcome).toBe('committed');
      await expectRollupsRight();
    },
  );

  it('folds in bounded batches, each leaving the figures as they were', async () => {
    await insertPurchases(120);
    await db.execute(sql`update purchases set ticket_status = (ticket_status + 1) % 3
      where purchase_id in (${somePurchases(0.2)})`);
    const live = await rollupRows(db, 'live');
    let folded: number;
    do {
      folded = await foldSalesDeltas(db, 7);
      expect(await rollupRows(db, 'live')).toEqual(live);
    } while (folded > 0);
    await expectRollupsRight();
  });

  it('follows deletes of purchases', async () => {
    const doomed = sql`select purchase_id from purchases where purchase_id % 5 = ${rng.int(0, 4)}`;
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from locker_allocations where purchase_id in (${doomed})`);
      await tx.execute(sql`delete from purchases where purchase_id in (${doomed})`);
    });
    await expectRollupsRight();
  });

  it('moves the sales of a ticket type moved to another institution', async () => {
    const [busiest] = await queryRows<{ ticket_id: number; institution_id: number }>(
      db,
      sql`select t.ticket_id, t.institution_id from ticket_types t
        join purchases p on p.ticket_id = t.ticket_id
        group by t.ticket_id order by count(*) desc, t.ticket_id limit 1`,
    );
    const [other] = await ids(sql`select institution_id as id from institutions
      where institution_id <> ${busiest.institution_id} order by institution_id limit 1`);
    await db.execute(sql`update ticket_types set institution_id = ${other}
      where ticket_id = ${busiest.ticket_id}`);
    await expectRollupsRight();
    // Two ticket types swap institutions in one statement, beside an update of another column.
    const [a, b] = await queryRows<{ ticket_id: number; institution_id: number }>(
      db,
      sql`select distinct on (t.institution_id) t.ticket_id, t.institution_id
        from ticket_types t join purchases p on p.ticket_id = t.ticket_id
        order by t.institution_id, t.ticket_id limit 2`,
    );
    await db.execute(sql`update ticket_types set
        institution_id = case ticket_id when ${a.ticket_id} then ${b.institution_id}::int
          else ${a.institution_id}::int end,
        capacity = capacity + 1
      where ticket_id in (${a.ticket_id}, ${b.ticket_id})`);
    await expectRollupsRight();
  });

  // Only PostgreSQL has concurrent connections (PGlite runs one statement at a time).
  it.skipIf(!onPostgres)(
    'counts a purchase written while its ticket type moves, in another transaction, at the new institution',
    async () => {
      const [ticket] = await queryRows<{ ticket_id: number; institution_id: number }>(
        db,
        sql`select t.ticket_id, t.institution_id from ticket_types t
          join purchases p on p.ticket_id = t.ticket_id
          group by t.ticket_id order by t.ticket_id limit 1`,
      );
      const [target] = await ids(sql`select institution_id as id from institutions
        where institution_id <> ${ticket.institution_id} order by institution_id limit 1`);
      const [buyer] = await ids(sql`select user_id as id from users order by user_id limit 1`);
      let commitMove = () => {};
      const moveMayCommit = new Promise<void>((resolve) => (commitMove = resolve));
      let moved = () => {};
      const moveDone = new Promise<void>((resolve) => (moved = resolve));
      // The move first, left open; then a new purchase and an update of an old one.
      const move = db.transaction(async (tx) => {
        await tx.execute(sql`update ticket_types set institution_id = ${target}
          where ticket_id = ${ticket.ticket_id}`);
        moved();
        await moveMayCommit;
      });
      await moveDone;
      const write = db.transaction(async (tx) => {
        await tx.execute(sql`insert into purchases
          (user_id, ticket_id, price_amount, payment_status, payment_method)
          values (${buyer}, ${ticket.ticket_id}, 10.5, 'completed', 'card')`);
        await tx.execute(sql`update purchases set payment_status = 'refunded'
          where purchase_id = (select min(purchase_id) from purchases
            where ticket_id = ${ticket.ticket_id})`);
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      commitMove();
      await Promise.all([move, write]);
      await expectRollupsRight();

      // The other way round: the purchase's transaction first, the move waiting for it.
      let commitWrite = () => {};
      const writeMayCommit = new Promise<void>((resolve) => (commitWrite = resolve));
      let written = () => {};
      const writeDone = new Promise<void>((resolve) => (written = resolve));
      const second = db.transaction(async (tx) => {
        await tx.execute(sql`insert into purchases
          (user_id, ticket_id, price_amount, payment_status, payment_method)
          values (${buyer}, ${ticket.ticket_id}, 3.25, 'pending', 'card')`);
        written();
        await writeMayCommit;
      });
      await writeDone;
      const back = db.execute(sql`update ticket_types set institution_id = ${ticket.institution_id}
        where ticket_id = ${ticket.ticket_id}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      commitWrite();
      await Promise.all([second, back]);
      await expectRollupsRight();
    },
  );

  it('follows a ticket type deleted with its purchases, and an institution deleted through the API', async () => {
    const [ticket] = await ids(sql`select t.ticket_id as id from ticket_types t
      join purchases p on p.ticket_id = t.ticket_id group by t.ticket_id
      order by count(*) desc, t.ticket_id limit 1`);
    const its = sql`select purchase_id from purchases where ticket_id = ${ticket}`;
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from locker_allocations where purchase_id in (${its})`);
      await tx.execute(sql`delete from door_events where purchase_id in (${its})`);
      await tx.execute(sql`delete from purchases where ticket_id = ${ticket}`);
      await tx.execute(sql`delete from ticket_types where ticket_id = ${ticket}`);
    });
    await expectRollupsRight();

    const [institution] = await ids(sql`select t.institution_id as id from ticket_types t
      join purchases p on p.ticket_id = t.ticket_id group by t.institution_id
      order by count(*) desc, t.institution_id limit 1`);
    const { headers } = await loginAs(app, 'admin@partypass.test');
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/v1/institute/delete/${institution}?force=true`,
      headers,
    });
    expect(res.statusCode).toBe(204);
    await expectRollupsRight();
    const [left] = await queryRows<{ n: number }>(
      db,
      sql`select ((select count(*) from sales_by_month where institution_id = ${institution})
        + (select count(*) from institution_buyers where institution_id = ${institution}))::int as n`,
    );
    expect(left.n).toBe(0);
  });

  it('rebuilds equal rollups with the backfills of the migrations', async () => {
    const backfillOf = (file: string) =>
      readFileSync(path.join(migrationsFolder, file), 'utf8')
        .split('--> statement-breakpoint')
        .map((statement) => statement.replace(/^\s*(--.*\n)*/, '').trim())
        .filter((statement) => statement.startsWith('INSERT INTO'));
    const backfill = [
      ...backfillOf('0010_sales_rollups.sql'),
      ...backfillOf('0011_rollup_deltas.sql'),
    ];
    expect(backfill).toHaveLength(4);
    await foldAllSalesDeltas(db);
    const before = await rollupRows(db);
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from sales_by_month`);
      await tx.execute(sql`delete from ticket_sales`);
      await tx.execute(sql`delete from institution_buyers`);
      await tx.execute(sql`delete from sales_by_day`);
      for (const statement of backfill) await tx.execute(sql.raw(statement));
    });
    expect(await rollupRows(db)).toEqual(before);
    await expectRollupsRight();
  });

  it('empties with TRUNCATE of purchases', async () => {
    await db.execute(sql`truncate purchases cascade`);
    const [counts] = await queryRows<{ n: number }>(
      db,
      sql`select ((select count(*) from sales_by_month) + (select count(*) from ticket_sales)
        + (select count(*) from institution_buyers) + (select count(*) from sales_by_day)
        + (select count(*) from sales_deltas))::int as n`,
    );
    expect(counts.n).toBe(0);
    await expectRollupsRight();
    // And counts again from there.
    await insertPurchases(50);
    await expectRollupsRight();
  });
});

/*
 * A database made before migration 0010: migrated in full, then the objects of 0010 and later
 * and their rows in drizzle's journal table removed, and purchases written without the
 * triggers. Opening it again applies both for real, and their backfills must count those
 * purchases.
 */
describe('migrations 0010 and 0011 on a database with purchases', () => {
  let dataDir: string | undefined;
  let postgres: TestDatabase | undefined;
  let database: Database | undefined;

  afterAll(async () => {
    await database?.close();
    await postgres?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('backfills the rollups from the purchases already there', async () => {
    let options: Parameters<typeof openDatabase>[0];
    if (onPostgres) {
      postgres = await createTestDatabase();
      options = { dataDir: '/nonexistent', database: 'memory', databaseUrl: postgres.url };
    } else {
      dataDir = mkdtempSync(path.join(tmpdir(), 'pp-rollups-'));
      options = { dataDir, database: 'file' };
    }
    database = await openDatabase(options);
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { tag: string; when: number }[] };
    const since = journal.entries.find((entry) => entry.tag.startsWith('0010_'))!.when;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`drop view sales_by_month_live, ticket_sales_live, sales_by_day_live`);
      await tx.execute(sql`drop function fold_sales_deltas(integer)`);
      await tx.execute(sql`drop table sales_deltas, sales_by_day`);
      for (const trigger of ['insert', 'update', 'delete', 'truncate'])
        await tx.execute(sql.raw(`drop trigger purchases_rollup_${trigger} on purchases`));
      await tx.execute(sql`drop trigger ticket_types_rollup_move on ticket_types`);
      await tx.execute(sql`drop function purchases_rollup(), purchases_rollup_truncate(),
        ticket_types_rollup_move()`);
      await tx.execute(sql`drop table sales_by_month, ticket_sales, institution_buyers`);
      // drizzle applies only what is newer than the last applied migration, so the later ones
      // run again too: they are written to find their objects already there.
      await tx.execute(sql`delete from drizzle.__drizzle_migrations where created_at >= ${since}`);
    });
    await seedIfEmpty(database.db, 'demo');
    await database.db.execute(sql`update purchases set payment_status = 'refunded'
      where purchase_id % 9 = 0`);
    await database.close();

    database = await openDatabase(options);
    const db = database.db;
    const [{ n, days }] = await queryRows<{ n: number; days: number }>(
      db,
      sql`select (select count(*) from sales_by_month)::int as n,
        (select count(*) from sales_by_day)::int as days`,
    );
    expect(n).toBeGreaterThan(0);
    expect(days).toBeGreaterThan(0);
    await expectRollupsMatchRecount(db);
  });
});
