/**
 * A committed edit is never answered 5xx (docs/api.md, "Retries"): an update answers with the
 * record as its own transaction left it, so a database connection lost right after the commit
 * cannot turn a stored change into a "try again" error that the client would repeat.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract';
import type { BuiltApp } from '../../server/app';
import { institutions, users } from '../../server/db/schema';
import { loginAs, makeApp } from './helpers';

const API = '/api/v1';

let app: BuiltApp;
let admin: Record<string, string>;
let restore: (() => void) | undefined;

beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, 'admin@partypass.test')).headers;
});
afterEach(() => {
  restore?.();
  restore = undefined;
});
afterAll(async () => {
  await app?.close();
});

/**
 * The fault: once the next transaction has committed, every further query outside a transaction
 * fails, as when PostgreSQL restarts right after a COMMIT.
 */
function loseTheDatabaseAfterNextCommit() {
  const db = app.db as unknown as Record<string, unknown> & {
    transaction: (...args: unknown[]) => Promise<unknown>;
  };
  const original = db.transaction;
  const methods = ['select', 'execute'] as const;
  const owned = methods.map((m) => Object.prototype.hasOwnProperty.call(db, m));
  const saved = methods.map((m) => db[m]);
  const lost = () => Promise.reject(new Error('Connection terminated unexpectedly'));
  db.transaction = async function (this: unknown, ...args: unknown[]) {
    db.transaction = original;
    const result = await original.apply(this, args);
    for (const m of methods) db[m] = lost;
    return result;
  };
  restore = () => {
    db.transaction = original;
    methods.forEach((m, i) => {
      if (owned[i]) db[m] = saved[i];
      else delete db[m];
    });
  };
}

const patch = (url: string, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'PATCH', url: `${API}${url}`, headers, payload });

describe('an edit whose database goes away right after the commit', () => {
  it("a user's update answers 200 with the stored change", async () => {
    const [target] = await app.db.select().from(users).where(eq(users.role, 0)).limit(1);
    loseTheDatabaseAfterNextCommit();
    const res = await patch(paths.userUpdate(target.user_id), admin, { phone: '0199 000 111' });
    restore!();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ user_id: target.user_id, phone: '0199 000 111' });
    const [stored] = await app.db.select().from(users).where(eq(users.user_id, target.user_id));
    expect(stored.phone).toBe('0199 000 111');
    expect(res.headers.etag).toContain(String(stored.version));
  });

  it('the own profile update answers 200 with the stored change', async () => {
    const staff = await loginAs(app, 'staff@partypass.test');
    loseTheDatabaseAfterNextCommit();
    const res = await patch(paths.ownProfileUpdate, staff.headers, { name: 'Door Staff Renamed' });
    restore!();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Door Staff Renamed' });
  });

  it("an institution's update answers 200 with the stored change", async () => {
    loseTheDatabaseAfterNextCommit();
    const res = await patch(paths.institutionUpdate(2), admin, { phone: '0200 000 222' });
    restore!();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ institution_id: 2, phone: '0200 000 222' });
    const [stored] = await app.db
      .select()
      .from(institutions)
      .where(eq(institutions.institution_id, 2));
    expect(stored.phone).toBe('0200 000 222');
  });
});
