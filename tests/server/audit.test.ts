/**
 * The audit history (issue 44): every change through the API writes one entry in the change's
 * transaction (who, what, the changed fields, when, from where), secrets and images are never
 * written, Institutional Admins read their own institution's entries only, and the database
 * refuses to change or remove an entry.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_REDACTED, paths, type AuditEntry } from '../../contract';
import type { BuiltApp } from '../../server/app';
import { auditSource, recordAudit } from '../../server/audit/record';
import type { Db } from '../../server/db/client';
import { auditLog, lockers, purchases, ticketTypes, users } from '../../server/db/schema';
import { dataUrlOf, PNG_1X1 } from './hardening/images';
import {
  DEMO_EMAILS as EMAILS,
  DEMO_PASSWORD,
  loginAs,
  makeApp,
  type DemoAccount as Who,
} from './helpers';

const API = '/api/v1';
const api = (path: string) => `${API}${path}`;
const PASSWORD = 'Audit password 123';
const NEW_PASSWORD = 'Audit password 456';
/** The address every test request comes from (documentation range, RFC 5737). */
const IP = '203.0.113.7';

let app: BuiltApp;
const as = {} as Record<Who, Record<string, string>>;
const ids = {} as Record<Who, number>;
let serial = 0;
const unique = (tag: string) => `${tag}.${Date.now().toString(36)}.${++serial}`;

beforeAll(async () => {
  app = await makeApp();
  for (const who of Object.keys(EMAILS) as Who[]) {
    const session = await loginAs(app, EMAILS[who]);
    as[who] = session.headers;
    ids[who] = session.user.user_id;
  }
}, 120_000);
afterAll(async () => {
  await app?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, path: string, who: Who | null, payload?: object) =>
  app.inject({
    method,
    url: api(path),
    headers: who ? as[who] : {},
    remoteAddress: IP,
    ...(payload ? { payload } : {}),
  });

/** The entries of one record, oldest first, straight from the table. */
async function entriesOf(resource: string, recordId: number | string) {
  return app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, resource), eq(auditLog.record_id, String(recordId))))
    .orderBy(auditLog.id);
}
const lastEntry = async (resource: string, recordId: number | string) =>
  (await entriesOf(resource, recordId)).at(-1);
const countEntries = async () =>
  Number((await app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0].n);

/** The actor part of an entry (its institution is the record's, checked apart). */
function expectActor(entry: unknown, user: Who, role: number) {
  expect(entry).toMatchObject({
    user_id: ids[user],
    user_email: EMAILS[user],
    user_role: role,
    ip: IP,
  });
}

describe('an entry for every kind of change', () => {
  it('institutions: create, update and delete, with the changed fields old and new', async () => {
    const name = unique('Audit venue');
    const created = await call('POST', paths.institutionCreate, 'admin', {
      name,
      email: `${unique('venue')}@example.com`,
      phone: '+33 1 23 45 67',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.institution_id as number;
    const onCreate = await lastEntry('institutions', id);
    expect(onCreate).toMatchObject({ action: 'create', institution_id: id });
    expectActor(onCreate, 'admin', 1);
    expect(onCreate?.changes.name).toEqual({ old: null, new: name });
    expect(onCreate?.at).toBeInstanceOf(Date);

    const updated = await call('PATCH', paths.institutionUpdate(id), 'admin', {
      name: `${name} II`,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const onUpdate = await lastEntry('institutions', id);
    expect(onUpdate).toMatchObject({ action: 'update', institution_id: id });
    // Only what changed: the e-mail, phone and status stayed.
    expect(onUpdate?.changes).toEqual({ name: { old: name, new: `${name} II` } });

    const deleted = await call('DELETE', paths.institutionDelete(id), 'admin');
    expect(deleted.statusCode, deleted.body).toBe(204);
    const onDelete = await lastEntry('institutions', id);
    expect(onDelete).toMatchObject({ action: 'delete', institution_id: id });
    expect(onDelete?.changes.name).toEqual({ old: `${name} II`, new: null });
  });

  it('an update that changes nothing writes no entry', async () => {
    const before = await countEntries();
    const res = await call('PATCH', paths.institutionUpdate(1), 'venue', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(await countEntries()).toBe(before);
  });

  it("tickets: create, update and delete by an Institutional Admin, under the ticket's institution", async () => {
    const created = await call('POST', paths.ticketCreate, 'venue', {
      name: unique('Audit pass'),
      institution_id: 1,
      price: '12.50',
      capacity: 10,
      is_regular: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.ticket_id as number;
    const onCreate = await lastEntry('tickets', id);
    expect(onCreate).toMatchObject({ action: 'create', institution_id: 1 });
    expectActor(onCreate, 'venue', 2);
    expect(onCreate?.changes.price).toEqual({ old: null, new: '12.50' });

    const updated = await call('PATCH', paths.ticketUpdate(id), 'venue', { price: '15.00' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await lastEntry('tickets', id))?.changes).toEqual({
      price: { old: '12.50', new: '15.00' },
    });

    const deleted = await call('DELETE', paths.ticketDelete(id), 'venue');
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await lastEntry('tickets', id)).toMatchObject({ action: 'delete', institution_id: 1 });
  });

  it('lockers: create, update and delete', async () => {
    const number = 70_000 + ++serial;
    const created = await call('POST', paths.lockerCreate, 'venue', { locker_number: number });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect(await lastEntry('lockers', id)).toMatchObject({
      action: 'create',
      institution_id: 1,
      changes: { locker_number: { old: null, new: number }, status: { old: null, new: 1 } },
    });
    const updated = await call('PATCH', paths.lockerUpdate(id), 'venue', { status: 0 });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await lastEntry('lockers', id))?.changes).toEqual({ status: { old: 1, new: 0 } });
    const deleted = await call('DELETE', paths.lockerDelete(id), 'venue');
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await lastEntry('lockers', id)).toMatchObject({
      action: 'delete',
      changes: { locker_number: { old: number, new: null } },
    });
  });

  it('users: create, update, a role change (also as "role") and delete; the password redacted', async () => {
    const email = `${unique('audit.user')}@users.test`;
    const created = await call('POST', paths.userCreate, 'admin', {
      name: 'Audit user',
      email,
      password: PASSWORD,
      role: 3,
      institution_id: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.user_id as number;
    const onCreate = await lastEntry('users', id);
    expect(onCreate).toMatchObject({ action: 'create', institution_id: 1 });
    expect(onCreate?.changes.email).toEqual({ old: null, new: email });
    expect(onCreate?.changes.password).toEqual({ old: null, new: AUDIT_REDACTED });
    expect(onCreate?.changes).not.toHaveProperty('password_hash');

    const changed = await call('PATCH', paths.userUpdate(id), 'admin', {
      role: 2,
      password: NEW_PASSWORD,
      phone: '+33 6 00 00 00',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [update, role] = (await entriesOf('users', id)).slice(-2);
    expect(update).toMatchObject({ action: 'update', institution_id: 1 });
    expect(update.changes).toEqual({
      role: { old: 3, new: 2 },
      password: { old: AUDIT_REDACTED, new: AUDIT_REDACTED },
      phone: { old: null, new: '+33 6 00 00 00' },
    });
    expect(role).toMatchObject({ action: 'role', changes: { role: { old: 3, new: 2 } } });
    expectActor(role, 'admin', 1);

    const deleted = await call('DELETE', paths.userDelete(id), 'admin');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await lastEntry('users', id)).toMatchObject({
      action: 'delete',
      changes: { email: { old: email, new: null }, password: { old: AUDIT_REDACTED, new: null } },
    });
  });

  it('the own profile: the user is its own actor; a new password is recorded only as changed', async () => {
    const email = `${unique('audit.self')}@users.test`;
    const created = await call('POST', paths.userCreate, 'admin', {
      name: 'Self',
      email,
      password: PASSWORD,
    });
    const id = created.json().data.user_id as number;
    const self = await loginAs(app, email, PASSWORD);
    const res = await app.inject({
      method: 'PATCH',
      url: api(paths.ownProfileUpdate),
      headers: self.headers,
      remoteAddress: IP,
      payload: { name: 'Self renamed', password: NEW_PASSWORD, current_password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lastEntry('users', id)).toMatchObject({
      user_id: id,
      user_email: email,
      user_role: 0,
      action: 'update',
      ip: IP,
      changes: {
        name: { old: 'Self', new: 'Self renamed' },
        password: { old: AUDIT_REDACTED, new: AUDIT_REDACTED },
      },
    });
  });

  it('the door: an entry and a check-out as "entry" on the purchase, with the locker given', async () => {
    const [ticket] = await app.db
      .insert(ticketTypes)
      .values({
        name: unique('Door'),
        institution_id: 1,
        price: '5.00',
        capacity: 5,
        is_regular: true,
      })
      .returning();
    const [purchase] = await app.db
      .insert(purchases)
      .values({
        user_id: ids.guest,
        ticket_id: ticket.ticket_id,
        price_amount: '5.00',
        payment_status: 'completed',
        payment_method: 'paypal',
      })
      .returning();
    const [locker] = await app.db
      .insert(lockers)
      .values({ institution_id: 1, locker_number: 80_000 + ++serial })
      .returning();
    const entered = await call('PATCH', paths.entryUpdate(purchase.purchase_id), 'staff', {
      ticket_id: ticket.ticket_id,
      ticket_status: 1,
      locker_id: locker.id,
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const onEntry = await lastEntry('purchase', purchase.purchase_id);
    expect(onEntry).toMatchObject({
      action: 'entry',
      institution_id: 1,
      changes: { ticket_status: { old: 0, new: 1 }, locker_id: { old: null, new: locker.id } },
    });
    expectActor(onEntry, 'staff', 3);
    expect(onEntry?.changes.entered_at?.old).toBeNull();
    expect(typeof onEntry?.changes.entered_at?.new).toBe('string');

    const out = await call('PATCH', paths.entryUpdate(purchase.purchase_id), 'staff', {
      ticket_id: ticket.ticket_id,
      ticket_status: 2,
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(await lastEntry('purchase', purchase.purchase_id)).toMatchObject({
      action: 'entry',
      changes: { ticket_status: { old: 1, new: 2 }, locker_id: { old: locker.id, new: null } },
    });
  });

  it('locker allocations: create, update and delete, under the purchase’s institution', async () => {
    const [ticket] = await app.db
      .insert(ticketTypes)
      .values({
        name: unique('Alloc'),
        institution_id: 1,
        price: '5.00',
        capacity: 5,
        is_regular: true,
      })
      .returning();
    const [purchase] = await app.db
      .insert(purchases)
      .values({
        user_id: ids.guest,
        ticket_id: ticket.ticket_id,
        price_amount: '5.00',
        payment_status: 'completed',
        payment_method: 'paypal',
      })
      .returning();
    const [locker] = await app.db
      .insert(lockers)
      .values({ institution_id: 1, locker_number: 90_000 + ++serial })
      .returning();
    const created = await call('POST', paths.lockerAllocate, 'staff', {
      purchase_id: purchase.purchase_id,
      locker_id: locker.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect(await lastEntry('locker-allocations', id)).toMatchObject({
      action: 'create',
      institution_id: 1,
      changes: { locker_id: { old: null, new: locker.id }, status: { old: null, new: 1 } },
    });
    const freed = await call('PATCH', paths.lockerAllocationUpdate(id), 'staff', { status: 0 });
    expect(freed.statusCode, freed.body).toBe(200);
    expect((await lastEntry('locker-allocations', id))?.changes).toEqual({
      status: { old: 1, new: 0 },
    });
    const deleted = await call('DELETE', paths.lockerAllocationDelete(id), 'venue');
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await lastEntry('locker-allocations', id)).toMatchObject({ action: 'delete' });
  });

  it('sign-in, sign-out, failed sign-ins (known and unknown e-mail) and "sign out everywhere"', async () => {
    const email = `${unique('audit.session')}@users.test`;
    const created = await call('POST', paths.userCreate, 'admin', {
      name: 'Sessions',
      email,
      password: PASSWORD,
      role: 3,
      institution_id: 2,
    });
    const id = created.json().data.user_id as number;
    const signIn = (address: string, password: string) =>
      app.inject({
        method: 'POST',
        url: api(paths.login),
        remoteAddress: IP,
        payload: { email: address, password },
      });

    const ok = await signIn(email, PASSWORD);
    expect(ok.statusCode).toBe(200);
    expect(await lastEntry('sessions', id)).toMatchObject({
      user_id: id,
      user_email: email,
      user_role: 3,
      institution_id: 2,
      action: 'login',
      ip: IP,
    });

    const out = await app.inject({
      method: 'POST',
      url: api(paths.logout),
      headers: { authorization: `Bearer ${ok.json().token}` },
      remoteAddress: IP,
    });
    expect(out.statusCode).toBe(200);
    expect(await lastEntry('sessions', id)).toMatchObject({ user_id: id, action: 'logout' });

    expect((await signIn(email, 'not the password')).statusCode).toBe(401);
    expect(await lastEntry('sessions', id)).toMatchObject({
      user_id: id,
      user_email: email,
      action: 'login_failed',
      ip: IP,
    });

    const stranger = `${unique('nobody')}@nowhere.test`;
    expect((await signIn(stranger, 'whatever it is')).statusCode).toBe(401);
    const [unknown] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login_failed'), eq(auditLog.user_email, stranger)));
    expect(unknown).toMatchObject({ user_id: null, user_role: null, record_id: null, ip: IP });

    await signIn(email, PASSWORD);
    const revoked = await call('POST', paths.userSessionsRevoke(id), 'venue2');
    expect(revoked.statusCode, revoked.body).toBe(200);
    const onRevoke = await lastEntry('sessions', id);
    expect(onRevoke).toMatchObject({
      action: 'revoke',
      institution_id: 2,
      changes: { ended: { old: null, new: 1 } },
    });
    expectActor(onRevoke, 'venue2', 2);
  });

  it('an image is recorded as changed, never by its bytes or its address', async () => {
    const res = await call('PATCH', paths.profilePicture, 'guest', {
      profile_pic: dataUrlOf('image/png', PNG_1X1),
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = await lastEntry('users', ids.guest);
    expect(entry).toMatchObject({ action: 'update', user_id: ids.guest });
    expect(entry?.changes).toEqual({ profile_pic: { old: null, new: AUDIT_REDACTED } });
  });

  it('never records a password, a password hash or a token', async () => {
    const rows = await app.db.select({ changes: auditLog.changes }).from(auditLog);
    const text = JSON.stringify(rows);
    for (const secret of [PASSWORD, NEW_PASSWORD, DEMO_PASSWORD, '$argon2', 'eyJ']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('an entry lives and dies with its change', () => {
  it('a transaction that rolls back leaves neither the change nor its entry', async () => {
    const before = await countEntries();
    const number = 60_000 + ++serial;
    const failure = new Error('rolled back on purpose');
    await expect(
      app.db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        const [row] = await tx
          .insert(lockers)
          .values({ institution_id: 1, locker_number: number })
          .returning();
        await recordAudit(
          tx,
          { actor: null, ip: IP },
          {
            resource: 'lockers',
            action: 'create',
            record_id: row.id,
            after: row,
          },
        );
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await countEntries()).toBe(before);
    const left = await app.db.select().from(lockers).where(eq(lockers.locker_number, number));
    expect(left).toEqual([]);
  });

  it('a refused change (403, 404, 409) writes no entry', async () => {
    const before = await countEntries();
    expect(
      (await call('PATCH', paths.lockerUpdate(999_999), 'admin', { status: 0 })).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', paths.ticketCreate, 'venue', {
          name: 'Elsewhere',
          institution_id: 2,
          price: '1.00',
          capacity: 1,
          is_regular: true,
        })
      ).statusCode,
    ).toBe(403);
    // Nobody deletes their own account.
    expect((await call('DELETE', paths.userDelete(ids.admin), 'admin')).statusCode).toBe(409);
    expect(await countEntries()).toBe(before);
    const [admin] = await app.db.select().from(users).where(eq(users.user_id, ids.admin));
    expect(admin.role).toBe(1);
  });
});

describe('who and from where', () => {
  it("behind TRUST_PROXY the address is the forwarded client's", async () => {
    const proxied = await makeApp({ trustProxy: 1 });
    try {
      const res = await proxied.inject({
        method: 'POST',
        url: api(paths.login),
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '198.51.100.40' },
        payload: { email: EMAILS.guest, password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      const [entry] = await proxied.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'login'))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(entry).toMatchObject({ user_email: EMAILS.guest, ip: '198.51.100.40' });
    } finally {
      await proxied.close();
    }
  });

  it('auditSource copies the signed-in user and the address of the request', () => {
    const request = {
      ip: IP,
      user: { user_id: 7, name: 'N', email: 'n@x.test', role: 2, institution_id: 4 },
    } as unknown as Parameters<typeof auditSource>[0];
    expect(auditSource(request)).toEqual({
      actor: { user_id: 7, email: 'n@x.test', role: 2, institution_id: 4 },
      ip: IP,
    });
  });
});

describe('GET audit/list', () => {
  const list = (query: string, user: Who = 'admin') =>
    app.inject({ url: `${api(paths.auditList)}${query}`, headers: as[user] });

  it('answers roles 1 and 2 only: 3, 0 and no token are refused', async () => {
    expect((await list('?page=1')).statusCode).toBe(200);
    expect((await list('?page=1', 'venue')).statusCode).toBe(200);
    expect((await list('?page=1', 'staff')).statusCode).toBe(403);
    expect((await list('?page=1', 'guest')).statusCode).toBe(403);
    expect((await app.inject({ url: api(paths.auditList) })).statusCode).toBe(401);
  });

  it("an Institutional Admin reads its own institution's entries only; another one is 403", async () => {
    const own = await list('?page=1&pageSize=200', 'venue');
    const rows = own.json().data as AuditEntry[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((e) => e.institution_id === 1)).toBe(true);
    const theirs = await list('?page=1&pageSize=200', 'venue2');
    const theirRows = theirs.json().data as AuditEntry[];
    expect(theirRows.length).toBeGreaterThan(0);
    expect(theirRows.every((e) => e.institution_id === 2)).toBe(true);
    expect((await list('?institution_id=1', 'venue')).statusCode).toBe(200);
    const cross = await list('?institution_id=2', 'venue');
    expect(cross.statusCode).toBe(403);
    expect(cross.json()).toMatchObject({ status: 'failed' });
    expect((await list('?institution_id=1,2', 'venue')).statusCode).toBe(403);
    // The System Admin reads both, and entries without an institution.
    const all = (await list('?page=1&pageSize=200')).json().data as AuditEntry[];
    const institutions = new Set(all.map((e) => e.institution_id));
    expect(institutions.has(1) && institutions.has(2) && institutions.has(null)).toBe(true);
  });

  it('pages newest first with meta.total, in the contract’s shape', async () => {
    const first = await list('?page=1&pageSize=3');
    expect(first.statusCode).toBe(200);
    const body = first.json() as { data: AuditEntry[]; meta: { total: number; pageSize: number } };
    expect(body.meta).toMatchObject({ page: 1, pageSize: 3, total: await countEntries() });
    expect(body.data).toHaveLength(3);
    const second = (await list('?page=2&pageSize=3')).json().data as AuditEntry[];
    const times = [...body.data, ...second].map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const idsSeen = [...body.data, ...second].map((e) => e.id);
    expect(new Set(idsSeen).size).toBe(6);
    expect(typeof body.data[0].changes).toBe('object');
  });

  it('filters by user, resource, record, action, institution and time', async () => {
    const byUser = (await list(`?page=1&pageSize=200&user_id=${ids.venue}`)).json()
      .data as AuditEntry[];
    expect(byUser.length).toBeGreaterThan(0);
    expect(byUser.every((e) => e.user_id === ids.venue)).toBe(true);

    const logins = (await list('?page=1&pageSize=200&resource=sessions&action=login')).json()
      .data as AuditEntry[];
    expect(logins.length).toBeGreaterThanOrEqual(5);
    expect(logins.every((e) => e.resource === 'sessions' && e.action === 'login')).toBe(true);

    const record = (await list(`?page=1&resource=sessions&record_id=${ids.staff}`)).json()
      .data as AuditEntry[];
    expect(record.length).toBeGreaterThan(0);
    expect(record.every((e) => e.record_id === String(ids.staff))).toBe(true);

    const two = (await list('?page=1&pageSize=200&institution_id=2')).json().data as AuditEntry[];
    expect(two.every((e) => e.institution_id === 2)).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    const total = await countEntries();
    const todays = await list(`?page=1&from=${today}&to=${today}`);
    expect(todays.json().meta.total).toBe(total);
    expect((await list('?page=1&to=2000-01-01')).json().meta.total).toBe(0);
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    expect((await list(`?page=1&from=${hourAgo}`)).json().meta.total).toBe(total);
    expect((await list(`?page=1&to=${hourAgo}`)).json().meta.total).toBe(0);
  });

  it('bad filters are a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['?from=yesterday', 'from'],
      ['?to=2026-02-30', 'to'],
      ['?from=2026-05-02&to=2026-05-01', 'from'],
      ['?resource=passwords', 'resource'],
      ['?action=erase', 'action'],
      ['?user_id=abc', 'user_id'],
      ['?institution_id=-1', 'institution_id'],
      ['?sort=user_email', 'sort'],
      ['?pageSize=1000', 'pageSize'],
      [`?record_id=${'9'.repeat(65)}`, 'record_id'],
    ];
    for (const [query, field] of cases) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors?.[0]?.field, query).toBe(field);
    }
  });
});

describe('entries cannot be changed or deleted', () => {
  it('the database refuses UPDATE, DELETE and TRUNCATE of audit_log', async () => {
    const [entry] = await app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    await expect(
      app.db.update(auditLog).set({ action: 'delete' }).where(eq(auditLog.id, entry.id)),
    ).rejects.toThrow();
    await expect(app.db.delete(auditLog).where(eq(auditLog.id, entry.id))).rejects.toThrow();
    await expect(app.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [still] = await app.db.select().from(auditLog).where(eq(auditLog.id, entry.id));
    expect(still).toEqual(entry);
  });

  it('the API has no way to change or delete an entry', async () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'] as const) {
      const res = await app.inject({ method, url: api(paths.auditList), headers: as.admin });
      expect([404, 405], method).toContain(res.statusCode);
    }
    const res = await app.inject({ method: 'DELETE', url: api('/audit/1'), headers: as.admin });
    expect(res.statusCode).toBe(404);
  });
});
