/**
 * The signed-in users and the purchase rows the server keeps (server/db/rowCache.ts) until the
 * database says one of their tables changed (server/db/changes.ts): a change made outside the API
 * (another instance, a script, psql) shows in the next request once its notice has arrived, one
 * made through the API at once, and nothing is kept while the notices cannot arrive.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../server/app';
import { hashPassword } from '../../server/auth/password';
import { FEED_APPLICATION_NAME, type ChangeListener } from '../../server/db/changes';
import { RowCache } from '../../server/db/rowCache';
import { purchases, users } from '../../server/db/schema';
import { loginAs, makeApp } from './helpers';
import { EMAILS, FIXTURE_PASSWORD, seedPurchaseFixture } from './purchases-fixture';
import { onPostgres } from './test-database';

type Headers = { authorization: string };
const LIST = '/api/v1/purchase/list?sort=purchase_id&order=asc&page=1&pageSize=20';

/** Resolves on the database's notice for `table`; call it before the write. */
function noticeOf(app: BuiltApp, table: string): Promise<void> {
  return new Promise((resolve) => {
    const off = app.changes.onChange((changed) => {
      if (changed === table) {
        off();
        resolve();
      }
    });
  });
}

async function until(check: () => boolean, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('rows kept until their tables change', () => {
  let app: BuiltApp;
  let fx: Awaited<ReturnType<typeof seedPurchaseFixture>>;
  let admin: Headers;
  const get = (url: string, headers: Headers) => app.inject({ method: 'GET', url, headers });
  const listed = async (headers: Headers = admin) => {
    const res = await get(LIST, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Array<{
      purchase_id: number;
      price_amount: string;
      user: { name: string } | null;
    }>;
  };

  beforeAll(async () => {
    app = await makeApp({ seed: 'none', cacheMs: 60_000 });
    fx = await seedPurchaseFixture(app);
    admin = (await loginAs(app, EMAILS.admin, FIXTURE_PASSWORD)).headers;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('listens to the database from the start', () => {
    expect(app.changes.live).toBe(true);
  });

  it('a role taken away outside the API is refused on the next request, and given back', async () => {
    expect((await get(LIST, admin)).statusCode).toBe(200);
    let notice = noticeOf(app, 'users');
    await app.db.update(users).set({ role: 0 }).where(eq(users.user_id, fx.admin.user_id));
    await notice;
    expect((await get(LIST, admin)).statusCode).toBe(403);
    notice = noticeOf(app, 'users');
    await app.db.update(users).set({ role: 1 }).where(eq(users.user_id, fx.admin.user_id));
    await notice;
    expect((await get(LIST, admin)).statusCode).toBe(200);
  });

  it('a user deleted outside the API is refused on the next request', async () => {
    const [temp] = await app.db
      .insert(users)
      .values({
        name: 'Tess Temporary',
        email: 'fx.temp@partypass.test',
        password_hash: await hashPassword(FIXTURE_PASSWORD),
        role: 1,
      })
      .returning();
    const { headers } = await loginAs(app, temp.email, FIXTURE_PASSWORD);
    expect((await get(LIST, headers)).statusCode).toBe(200);
    const notice = noticeOf(app, 'users');
    await app.db.delete(users).where(eq(users.user_id, temp.user_id));
    await notice;
    expect((await get(LIST, headers)).statusCode).toBe(401);
  });

  it("a purchase's price and its buyer's name changed outside the API show on the next page", async () => {
    const first = fx.purchases[0];
    const before = (await listed()).find((p) => p.purchase_id === first.purchase_id)!;
    expect(before.price_amount).not.toBe('99.90');
    let notice = noticeOf(app, 'purchases');
    await app.db
      .update(purchases)
      .set({ price_amount: '99.90' })
      .where(eq(purchases.purchase_id, first.purchase_id));
    await notice;
    const priced = (await listed()).find((p) => p.purchase_id === first.purchase_id)!;
    expect(priced.price_amount).toBe('99.90');

    notice = noticeOf(app, 'users');
    await app.db
      .update(users)
      .set({ name: 'Renamed Buyer' })
      .where(eq(users.user_id, first.user_id));
    await notice;
    const renamed = (await listed()).filter((p) => p.user?.name === 'Renamed Buyer');
    expect(renamed.map((p) => p.purchase_id)).toContain(first.purchase_id);
  });

  it('a buyer renamed through the API shows at once', async () => {
    const buyer = fx.guestB.user_id;
    await listed();
    // No wait for the notice: on PostgreSQL it may come after the reply.
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/v1/users/update-user/${buyer}`,
      headers: admin,
      payload: { name: 'Hugo Renamed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (await listed()).filter((p) => p.user?.name === 'Hugo Renamed');
    expect(rows.length).toBeGreaterThan(0);
  });

  it("a write's reply leaves once this instance has heard the write's notice", async () => {
    const heard: string[] = [];
    const off = app.changes.onChange((table) => table && heard.push(table));
    try {
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/v1/users/update-user/${fx.guestA.user_id}`,
        headers: admin,
        payload: { phone: '+15550001111' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(heard).toContain('users');
    } finally {
      off();
    }
  });

  it('caughtUp() returns once a change committed elsewhere has been heard, never a fence', async () => {
    const heard: Array<string | undefined> = [];
    const off = app.changes.onChange((table) => heard.push(table));
    try {
      await app.db
        .update(purchases)
        .set({ price_amount: '33.33' })
        .where(eq(purchases.purchase_id, fx.purchases[1].purchase_id));
      // Several callers at once: each returns only after the notice, whichever fence it shared.
      await Promise.all([app.changes.caughtUp(), app.changes.caughtUp(), app.changes.caughtUp()]);
      expect(heard).toContain('purchases');
      expect(heard.filter((table) => !table || table.startsWith('fence:'))).toEqual([]);
    } finally {
      off();
    }
  });

  it.runIf(onPostgres)(
    'keeps nothing while the feed is down, and keeps rows again once it is back',
    async () => {
      const first = fx.purchases[0];
      await listed();
      // The listening session ends as if its connection were lost.
      await app.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${FEED_APPLICATION_NAME}`,
      );
      await until(() => !app.changes.live, 'the feed to go down');
      // No notice reaches the server now: the new price can only come from the database.
      await app.db
        .update(purchases)
        .set({ price_amount: '55.55' })
        .where(eq(purchases.purchase_id, first.purchase_id));
      const seen = (await listed()).find((p) => p.purchase_id === first.purchase_id)!;
      expect(seen.price_amount).toBe('55.55');

      await until(() => app.changes.live, 'the feed to come back');
      await listed();
      const notice = noticeOf(app, 'purchases');
      await app.db
        .update(purchases)
        .set({ price_amount: '44.44' })
        .where(eq(purchases.purchase_id, first.purchase_id));
      await notice;
      const after = (await listed()).find((p) => p.purchase_id === first.purchase_id)!;
      expect(after.price_amount).toBe('44.44');
    },
  );
});

describe('RowCache', () => {
  function fakeFeed() {
    const listeners = new Set<ChangeListener>();
    return {
      live: true,
      onChange(listener: ChangeListener) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      notice(table: string | undefined) {
        for (const listener of listeners) listener(table);
      },
    };
  }
  const cache = (feed = fakeFeed(), ttl = 1000, max = 3, now = () => 0) => ({
    feed,
    kept: new RowCache<number, string>(feed, ['users'], ttl, max, now),
  });

  it('keeps a row until a notice for one of its tables', () => {
    const { feed, kept } = cache();
    kept.set(kept.mark(), 1, 'one');
    feed.notice('lockers');
    expect(kept.get(1)).toBe('one');
    feed.notice('users');
    expect(kept.get(1)).toBeUndefined();
  });

  it('does not keep a row read across a notice', () => {
    const { feed, kept } = cache();
    const mark = kept.mark();
    feed.notice('users');
    kept.set(mark, 1, 'read before the change');
    expect(kept.get(1)).toBeUndefined();
  });

  it('keeps nothing while the feed is down, and starts empty when it is back', () => {
    const { feed, kept } = cache();
    kept.set(kept.mark(), 1, 'kept before');
    feed.live = false;
    feed.notice(undefined);
    expect(kept.get(1)).toBeUndefined();
    kept.set(kept.mark(), 2, 'read while down');
    feed.live = true;
    feed.notice(undefined);
    // Changes made while it was down were never told: nothing from before is served.
    expect(kept.get(1)).toBeUndefined();
    expect(kept.get(2)).toBeUndefined();
  });

  it('keeps nothing with a lifetime of 0, and a row no longer than its lifetime', () => {
    const off = cache(fakeFeed(), 0).kept;
    off.set(off.mark(), 1, 'one');
    expect(off.get(1)).toBeUndefined();
    let now = 5000;
    const { kept } = cache(fakeFeed(), 1000, 3, () => now);
    kept.set(kept.mark(), 1, 'one');
    now = 5999;
    expect(kept.get(1)).toBe('one');
    now = 6001;
    expect(kept.get(1)).toBeUndefined();
  });

  it('shares one computation between the callers asking meanwhile, and keeps its value', async () => {
    const { kept } = cache();
    let runs = 0;
    const compute = async () => `run ${++runs}`;
    const [a, b] = await Promise.all([kept.fetch(1, compute), kept.fetch(1, compute)]);
    expect([a, b, runs]).toEqual(['run 1', 'run 1', 1]);
    expect(await kept.fetch(1, compute)).toBe('run 1');
    expect(await kept.fetch(2, compute)).toBe('run 2');
  });

  it('does not keep a value computed across a notice, nor a failure', async () => {
    const { feed, kept } = cache();
    let release = () => {};
    const slow = kept.fetch(
      1,
      () => new Promise<string>((resolve) => (release = () => resolve('read before the change'))),
    );
    feed.notice('users');
    // A caller after the change does not wait for the computation that began before it.
    expect(await kept.fetch(1, async () => 'read after the change')).toBe('read after the change');
    release();
    expect(await slow).toBe('read before the change');
    expect(await kept.fetch(1, async () => 'again')).toBe('read after the change');
    await expect(kept.fetch(3, () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect(await kept.fetch(3, async () => 'back')).toBe('back');
  });

  it('computes every time when off or while the feed is down', async () => {
    let runs = 0;
    const compute = async () => `run ${++runs}`;
    const off = cache(fakeFeed(), 0).kept;
    await off.fetch(1, compute);
    await off.fetch(1, compute);
    const { feed, kept } = cache();
    feed.live = false;
    await kept.fetch(1, compute);
    await kept.fetch(1, compute);
    expect(runs).toBe(4);
  });

  it('drops the oldest row when full', () => {
    const { kept } = cache();
    for (const id of [1, 2, 3, 4]) kept.set(kept.mark(), id, `row ${id}`);
    expect(kept.size).toBe(3);
    expect(kept.get(1)).toBeUndefined();
    expect(kept.get(4)).toBe('row 4');
  });
});
