/**
 * GET /live/stream (issue 44): who may open it, which changes reach whom (an institution's changes
 * only its own admins and staff, users' changes only role 1), that events carry no row data, that a
 * change made through another instance arrives, and that the stream ends with its session and at
 * shutdown. Read over a real socket with fetch, as the console reads it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../server/app';
import { buildApp } from '../../server/app';
import { lockers, users } from '../../server/db/schema';
import { LiveHub } from '../../server/live/hub';
import { loginAs, makeApp, testConfig } from './helpers';
import { createTestDatabase, onPostgres, type TestDatabase } from './test-database';

const STREAM = '/api/v1/live/stream';
const EMAIL = {
  guest: 'guest@partypass.test',
  admin: 'admin@partypass.test',
  venueAdmin: 'venue.admin@partypass.test',
  staff: 'staff@partypass.test',
};
/** Far longer than a notice takes (milliseconds): only reached when something is wrong. */
const WAIT_MS = 5000;

interface SseEvent {
  event: string;
  data: unknown;
}

/** A stream read as the console reads it: events as they come, and whether it ended. */
interface OpenStream {
  status: number;
  contentType: string | null;
  headers: Headers;
  events: SseEvent[];
  /** Resolves with the first event (already received or to come) after `from` that matches. */
  next(match: (event: SseEvent) => boolean, from?: number): Promise<SseEvent>;
  ended: Promise<void>;
  close(): void;
}

async function openStream(base: string, headers: Record<string, string>): Promise<OpenStream> {
  const abort = new AbortController();
  const res = await fetch(base + STREAM, { headers, signal: abort.signal });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  const ended = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    const reader = res.body.getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length === 0) continue;
          events.push({ event, data: JSON.parse(data.join('\n')) });
          for (const wake of [...waiters]) wake();
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    headers: res.headers,
    events,
    ended,
    close: () => abort.abort(),
    next(match, from = 0) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = events.slice(from).find(match);
          if (!found) return false;
          waiters.delete(look);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no matching event within ${WAIT_MS} ms: ${JSON.stringify(events)}`));
        }, WAIT_MS);
        if (!look()) waiters.add(look);
      });
    },
  };
}

const change = (resource: string, id?: number) => (event: SseEvent) =>
  event.event === 'change' &&
  (event.data as { resource: string }).resource === resource &&
  (id === undefined || ((event.data as { ids?: number[] }).ids ?? []).includes(id));

async function listening(app: BuiltApp): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

async function newLocker(app: BuiltApp, institutionId: number): Promise<number> {
  const [row] = await app.db
    .insert(lockers)
    .values({
      institution_id: institutionId,
      locker_number: 9000 + Math.floor(Math.random() * 1e5),
    })
    .returning({ id: lockers.id });
  return row.id;
}

describe('who may open the stream', () => {
  let app: BuiltApp;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses a call without a token (401) and an App User (403), with the envelope', async () => {
    const none = await app.inject({ method: 'GET', url: STREAM });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ status: 'failed' });
    const guest = await loginAs(app, EMAIL.guest);
    const refused = await app.inject({ method: 'GET', url: STREAM, headers: guest.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 'failed', message: 'Access denied' });
  });

  it('takes no token from the URL', async () => {
    const admin = await loginAs(app, EMAIL.admin);
    const res = await app.inject({ method: 'GET', url: `${STREAM}?token=${admin.token}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('what reaches whom', () => {
  let app: BuiltApp;
  let base: string;
  const open: OpenStream[] = [];
  let admin: OpenStream;
  let venueAdmin: OpenStream;
  let staff: OpenStream;
  beforeAll(async () => {
    app = await makeApp({ liveHeartbeatMs: 60_000 });
    base = await listening(app);
    for (const email of [EMAIL.admin, EMAIL.venueAdmin, EMAIL.staff]) {
      open.push(await openStream(base, (await loginAs(app, email)).headers));
    }
    [admin, venueAdmin, staff] = open;
  });
  afterAll(async () => {
    for (const stream of open) stream.close();
    await app?.close();
  });

  it('is an event stream that proxies do not buffer', () => {
    for (const stream of open) {
      expect(stream.status).toBe(200);
      expect(stream.contentType).toMatch(/^text\/event-stream/);
      expect(stream.headers.get('x-accel-buffering')).toBe('no');
      expect(stream.headers.get('cache-control')).toBe('no-store');
    }
  });

  it("never gives institution 2's changes to institution 1's admin and staff", async () => {
    const from = venueAdmin.events.length;
    const fromStaff = staff.events.length;
    const other = await newLocker(app, 2);
    // Role 1 hears institution 2's change; then institution 1's change is the next thing the
    // others hear: notices arrive in commit order, so institution 2's never came before it.
    await admin.next(change('lockers', other));
    const own = await newLocker(app, 1);
    const first = await venueAdmin.next((e) => e.event === 'change', from);
    expect(first.data).toEqual({ resource: 'lockers', action: 'created', ids: [own] });
    expect((await staff.next((e) => e.event === 'change', fromStaff)).data).toEqual(first.data);
    await admin.next(change('lockers', own));
  });

  it("gives users' changes to role 1 only", async () => {
    const from = venueAdmin.events.length;
    const [staffRow] = await app.db
      .select({ id: users.user_id })
      .from(users)
      .where(eq(users.email, EMAIL.staff));
    await app.db.update(users).set({ phone: '+15550100' }).where(eq(users.user_id, staffRow.id));
    expect((await admin.next(change('users', staffRow.id))).data).toEqual({
      resource: 'users',
      action: 'updated',
      ids: [staffRow.id],
    });
    const sentinel = await newLocker(app, 1);
    const first = await venueAdmin.next((e) => e.event === 'change', from);
    expect(first.data).toEqual({ resource: 'lockers', action: 'created', ids: [sentinel] });
  });

  it('carries the resource, the action and the ids only, never row data', async () => {
    const from = admin.events.length;
    const id = await newLocker(app, 1);
    await app.db.update(lockers).set({ status: 0 }).where(eq(lockers.id, id));
    await app.db.delete(lockers).where(eq(lockers.id, id));
    await admin.next(
      (e) => change('lockers', id)(e) && (e.data as { action: string }).action === 'deleted',
      from,
    );
    const mine = admin.events.slice(from).filter(change('lockers', id));
    expect(mine.map((e) => e.data)).toEqual([
      { resource: 'lockers', action: 'created', ids: [id] },
      { resource: 'lockers', action: 'updated', ids: [id] },
      { resource: 'lockers', action: 'deleted', ids: [id] },
    ]);
    for (const event of admin.events)
      if (event.event === 'change')
        expect(Object.keys(event.data as object).sort()).toEqual(
          expect.arrayContaining(['action', 'resource']),
        );
    for (const event of admin.events)
      if (event.event === 'change')
        for (const key of Object.keys(event.data as object))
          expect(['resource', 'action', 'ids']).toContain(key);
  });

  it('leaves the ids out when one statement changed over 100 rows of an institution', async () => {
    const from = venueAdmin.events.length;
    const base = 200_000 + Math.floor(Math.random() * 1e5);
    const rows = await app.db
      .insert(lockers)
      .values(
        Array.from({ length: 101 }, (_, n) => ({ institution_id: 1, locker_number: base + n })),
      )
      .returning({ id: lockers.id });
    const created = new Set(rows.map((row) => row.id));
    // The event of this statement: with no ids, or (wrongly) with the new ones.
    const event = await venueAdmin.next((e) => {
      const data = e.data as { resource?: string; action?: string; ids?: number[] };
      return (
        data.resource === 'lockers' &&
        data.action === 'created' &&
        (!data.ids || data.ids.some((id) => created.has(id)))
      );
    }, from);
    expect(event.data).toEqual({ resource: 'lockers', action: 'created' });
  });

  it('names purchases by their ticket type’s institution, a change through the API too', async () => {
    const from = venueAdmin.events.length;
    const manager = await loginAs(app, EMAIL.venueAdmin);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/locker/create',
      headers: manager.headers,
      payload: { institution_id: 1, locker_number: 70_000 + Math.floor(Math.random() * 1e4) },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const id = (res.json() as { data: { id: number } }).data.id;
    await venueAdmin.next(change('lockers', id), from);
  });
});

describe('the hub when the change feed goes down', () => {
  it('ends every stream with `unavailable` and takes none until it is back', async () => {
    const listeners = new Set<(table: string | undefined) => void>();
    const feed = {
      live: true,
      onChange: (listener: (table: string | undefined) => void) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      onLive: () => () => {},
      caughtUp: async () => {},
      close: async () => {},
    };
    const hub = new LiveHub(feed, undefined as never, 60_000);
    const written: string[] = [];
    let closed = false;
    hub.add({
      user: { user_id: 1, name: 'A', email: 'a@b.c', role: 1, institution_id: null },
      sessionId: 'x',
      write: (text) => (written.push(text), 0),
      close: () => void (closed = true),
    });
    feed.live = false;
    for (const listener of listeners) listener(undefined);
    expect(closed).toBe(true);
    expect(written).toEqual(['event: end\ndata: {"reason":"unavailable"}\n\n']);
    expect(hub.available).toBe(false);
    expect(hub.size).toBe(0);
    hub.close();
  });
});

describe('the end of a stream', () => {
  it('comes with its session: signing out and an administrator’s “sign out everywhere”', async () => {
    const app = await makeApp({ liveHeartbeatMs: 60_000 });
    try {
      const base = await listening(app);
      const venue = await loginAs(app, EMAIL.venueAdmin);
      const stream = await openStream(base, venue.headers);
      expect(stream.status).toBe(200);
      await app.inject({ method: 'POST', url: '/api/v1/users/logout', headers: venue.headers });
      await stream.ended;
      expect(stream.events.at(-1)).toEqual({ event: 'end', data: { reason: 'session' } });

      const staff = await loginAs(app, EMAIL.staff);
      const other = await openStream(base, staff.headers);
      const admin = await loginAs(app, EMAIL.admin);
      const watching = await openStream(base, admin.headers);
      const revoke = await app.inject({
        method: 'POST',
        url: `/api/v1/users/${staff.user.user_id}/sessions/revoke`,
        headers: admin.headers,
      });
      expect(revoke.statusCode, revoke.body).toBe(200);
      await other.ended;
      expect(other.events.at(-1)).toEqual({ event: 'end', data: { reason: 'session' } });
      // The administrator's own stream goes on.
      const id = await newLocker(app, 1);
      await watching.next(change('lockers', id));
      watching.close();
    } finally {
      await app.close();
    }
  });

  it('comes at shutdown, without holding app.close() up', async () => {
    const app = await makeApp({ liveHeartbeatMs: 60_000 });
    const base = await listening(app);
    const stream = await openStream(base, (await loginAs(app, EMAIL.staff)).headers);
    const started = Date.now();
    await app.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(WAIT_MS);
    expect(stream.events.at(-1)).toEqual({ event: 'end', data: { reason: 'shutdown' } });
  });
});

describe.skipIf(!onPostgres)('two server instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  let one: BuiltApp;
  let two: BuiltApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = { seed: 'demo' as const, databaseUrl: database.url, liveHeartbeatMs: 60_000 };
    one = await buildApp(testConfig(config));
    two = await buildApp(testConfig(config));
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.drop();
  });

  it('a change made through one reaches a stream of the other, in scope', async () => {
    const base = await listening(two);
    const venue = await openStream(base, (await loginAs(two, EMAIL.venueAdmin)).headers);
    const manager = await loginAs(one, EMAIL.venueAdmin);
    const res = await one.inject({
      method: 'POST',
      url: '/api/v1/locker/create',
      headers: manager.headers,
      payload: { institution_id: 1, locker_number: 80_000 + Math.floor(Math.random() * 1e4) },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const id = (res.json() as { data: { id: number } }).data.id;
    expect((await venue.next(change('lockers', id))).data).toEqual({
      resource: 'lockers',
      action: 'created',
      ids: [id],
    });
    venue.close();
  });
});
