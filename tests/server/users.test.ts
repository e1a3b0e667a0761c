import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, PASSWORD_MIN_LENGTH } from '../../contract';
import type { BuiltApp } from '../../server/app';
import { purchases, users } from '../../server/db/schema';
import { HttpError } from '../../server/errors';
import { deleteUser } from '../../server/users/write';
import { formData } from './kit-fastify';
import { DEMO_EMAILS as EMAILS, loginAs, makeApp, type DemoAccount as Who } from './helpers';

const API = '/api/v1';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GOOD_PASSWORD = 'Correct horse battery';

type Session = Awaited<ReturnType<typeof loginAs>>;
const WHO = Object.keys(EMAILS) as Who[];
const ROLE_OF: Record<Who, number> = { admin: 1, venue: 2, venue2: 2, staff: 3, guest: 0 };

let app: BuiltApp;
const as = {} as Record<Who, Session>;
let serial = 0;
const uniqueEmail = (tag = 'user') => `${tag}.${Date.now()}.${++serial}@users.test`;

beforeAll(async () => {
  app = await makeApp();
  for (const who of WHO) as[who] = await loginAs(app, EMAILS[who]);
});
afterAll(async () => {
  await app?.close();
});

const send = (
  who: Who | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object | FormData,
) =>
  app.inject({
    method,
    url: `${API}${url}`,
    headers: who ? as[who].headers : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

/** Creates a user as the System Admin (JSON) and returns the reply's record. */
async function create(fields: Record<string, unknown> = {}) {
  const res = await send('admin', 'POST', '/users/create-user', {
    name: 'Test User',
    email: uniqueEmail(),
    password: GOOD_PASSWORD,
    role: 0,
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { user_id: number; email: string; profile_pic: string | null };
}

/** A user of its own with a session, so tests changing the own profile touch no demo account. */
async function ownAccount(fields: Record<string, unknown> = {}) {
  const user = await create(fields);
  const session = await loginAs(app, user.email, GOOD_PASSWORD);
  const call = (method: 'GET' | 'PATCH', url: string, payload?: object | FormData) =>
    app.inject({
      method,
      url: `${API}${url}`,
      headers: session.headers,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  return { user, session, call };
}

const fieldsOf = (body: { errors?: { field: string }[] }) =>
  (body.errors ?? []).map((e) => e.field);

const uploadsFile = (url: string) =>
  path.join(app.appConfig.dataDir, 'uploads', new URL(url).pathname.replace(/^\/uploads\//, ''));

describe('role matrix (the five demo accounts)', () => {
  it('GET users/list: System Admin only', async () => {
    for (const who of WHO) {
      const res = await send(who, 'GET', '/users/list');
      if (who === 'admin') expect(res.statusCode).toBe(200);
      else
        expect([res.statusCode, res.json()]).toEqual([
          403,
          { status: 'failed', message: 'Access denied' },
        ]);
    }
    expect((await send(null, 'GET', '/users/list')).statusCode).toBe(401);
  });

  it('GET users/profile/info/{id}: System Admin only', async () => {
    for (const who of WHO) {
      const res = await send(who, 'GET', `/users/profile/info/${as.guest.user.user_id}`);
      expect(res.statusCode).toBe(who === 'admin' ? 200 : 403);
    }
    expect((await send(null, 'GET', '/users/profile/info/1')).statusCode).toBe(401);
  });

  it('POST users/create-user: System Admin only', async () => {
    for (const who of WHO) {
      const email = uniqueEmail('matrix');
      const res = await send(who, 'POST', '/users/create-user', {
        name: 'Matrix',
        email,
        password: GOOD_PASSWORD,
        role: 1,
      });
      expect(res.statusCode).toBe(who === 'admin' ? 201 : 403);
      const [row] = await app.db.select({ n: count() }).from(users).where(eq(users.email, email));
      expect(Number(row.n)).toBe(who === 'admin' ? 1 : 0);
    }
  });

  it('PATCH users/update-user/{id}: System Admin only, and nobody else can promote anyone', async () => {
    const target = await create();
    for (const who of WHO) {
      const res = await send(who, 'PATCH', `/users/update-user/${target.user_id}`, {
        role: 1,
        name: `Renamed by ${who}`,
      });
      expect(res.statusCode).toBe(who === 'admin' ? 200 : 403);
      if (who !== 'admin') {
        // A role 0/2/3 user trying to make itself System Admin through the admin route.
        const self = await send(who, 'PATCH', `/users/update-user/${as[who].user.user_id}`, {
          role: 1,
        });
        expect(self.statusCode).toBe(403);
      }
    }
    for (const who of WHO) {
      const me = await app.db.select().from(users).where(eq(users.user_id, as[who].user.user_id));
      expect(me[0].role).toBe(ROLE_OF[who]);
    }
    const [row] = await app.db.select().from(users).where(eq(users.user_id, target.user_id));
    expect(row).toMatchObject({ role: 1, name: 'Renamed by admin' });
    await send('admin', 'PATCH', `/users/update-user/${target.user_id}`, { role: 0 });
  });

  it('DELETE users/delete-user/{id}: System Admin only', async () => {
    for (const who of WHO) {
      const target = await create();
      const res = await send(who, 'DELETE', `/users/delete-user/${target.user_id}`);
      expect(res.statusCode).toBe(who === 'admin' ? 200 : 403);
      const left = await app.db.select().from(users).where(eq(users.user_id, target.user_id));
      expect(left.length).toBe(who === 'admin' ? 0 : 1);
    }
    expect((await send(null, 'DELETE', '/users/delete-user/1')).statusCode).toBe(401);
  });

  it('own profile routes: every role reads, updates and replaces its picture', async () => {
    for (const who of WHO) {
      expect((await send(who, 'GET', '/users/profile/info')).statusCode).toBe(200);
      // The same name again: demo accounts other tests read stay as they are.
      const name = (await send(who, 'GET', '/users/profile/info')).json().data.name;
      const res = await send(who, 'PATCH', '/users/update-user', { name });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.name).toBe(name);
    }
    for (const role of [0, 1, 2, 3]) {
      const { call } = await ownAccount({ role, institution_id: role >= 2 ? 1 : null });
      const pic = await call(
        'PATCH',
        '/users/profile/upload-profile-picture',
        formData([['profile_pic', { bytes: PNG, filename: 'me.png', type: 'image/png' }]]),
      );
      expect(pic.statusCode).toBe(200);
    }
    expect((await send(null, 'PATCH', '/users/update-user', { name: 'x' })).statusCode).toBe(401);
    expect(
      (await send(null, 'PATCH', '/users/profile/upload-profile-picture', { profile_pic: '' }))
        .statusCode,
    ).toBe(401);
  });

  it('venue.admin cannot reach institution 2 users nor move itself there', async () => {
    const other = as.venue2.user.user_id;
    expect((await send('venue', 'GET', `/users/profile/info/${other}`)).statusCode).toBe(403);
    expect(
      (await send('venue', 'PATCH', `/users/update-user/${other}`, { name: 'Hijacked' }))
        .statusCode,
    ).toBe(403);
    expect((await send('venue', 'DELETE', `/users/delete-user/${other}`)).statusCode).toBe(403);
    const move = await send('venue', 'PATCH', '/users/update-user', { institution_id: 2 });
    expect(move.statusCode).toBe(403);
    expect(fieldsOf(move.json())).toEqual(['institution_id']);
    const me = await send('venue', 'GET', '/users/profile/info');
    expect(me.json().data.institution_id).toBe(1);
    expect((await send('venue2', 'GET', '/users/profile/info')).json().data.name).not.toBe(
      'Hijacked',
    );
  });
});

describe('GET users/list', () => {
  it('returns every user with institution_id and institution {institution_id, name} or null, never a password', async () => {
    const res = await send('admin', 'GET', '/users/list');
    const body = res.json();
    expect(body.meta).toBeUndefined();
    const venue = body.data.find((u: { email: string }) => u.email === EMAILS.venue);
    expect(venue).toMatchObject({ role: 2, institution_id: 1, institution: { institution_id: 1 } });
    expect(typeof venue.institution.name).toBe('string');
    const guest = body.data.find((u: { email: string }) => u.email === EMAILS.guest);
    expect(guest).toMatchObject({
      institution_id: null,
      institution: null,
      is_social: expect.any(Number),
    });
    expect(res.body).not.toMatch(/password|\$argon2/i);
  });

  it('pages, sorts, searches and filters', async () => {
    const page = (
      await send('admin', 'GET', '/users/list?page=2&pageSize=5&sort=name&order=desc')
    ).json();
    expect(page.data).toHaveLength(5);
    expect(page.meta).toMatchObject({ page: 2, pageSize: 5 });
    expect(page.meta.total).toBeGreaterThanOrEqual(60);
    const names = page.data.map((u: { name: string }) => u.name);
    expect([...names].sort((a, b) => b.localeCompare(a, 'en'))).toEqual(names);

    const admins = (await send('admin', 'GET', '/users/list?role=2,3&institution_id=1')).json();
    expect(admins.data.length).toBeGreaterThan(0);
    for (const u of admins.data) {
      expect([2, 3]).toContain(u.role);
      expect(u.institution_id).toBe(1);
    }
    const found = (await send('admin', 'GET', '/users/list?q=VENUE2.ADMIN')).json();
    expect(found.data.map((u: { email: string }) => u.email)).toEqual([EMAILS.venue2]);

    const byInstitution = (
      await send('admin', 'GET', '/users/list?sort=institution&role=2')
    ).json();
    expect(byInstitution.data[0].institution).not.toBeNull();

    const bad = await send('admin', 'GET', '/users/list?sort=password_hash');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(['sort']);
    expect((await send('admin', 'GET', '/users/list?role=9')).statusCode).toBe(400);
  });
});

describe('GET users/profile/info/{id}', () => {
  it('returns one user; 404 for an unknown id, 400 for a malformed one', async () => {
    const res = await send('admin', 'GET', `/users/profile/info/${as.staff.user.user_id}`);
    expect(res.json().data).toMatchObject({ email: EMAILS.staff, role: 3, institution_id: 1 });
    const missing = await send('admin', 'GET', '/users/profile/info/999999');
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'User not found']);
    expect((await send('admin', 'GET', '/users/profile/info/abc')).statusCode).toBe(400);
  });
});

describe('POST users/create-user: validation, one rule per test', () => {
  const base = () => ({ name: 'Rule Test', email: uniqueEmail('rule'), password: GOOD_PASSWORD });
  const attempt = (fields: Record<string, unknown>) =>
    send('admin', 'POST', '/users/create-user', { ...base(), ...fields });
  const expectField = async (
    fields: Record<string, unknown>,
    field: string,
    status = 400,
    message?: RegExp,
  ) => {
    const res = await attempt(fields);
    expect(res.statusCode, res.body).toBe(status);
    expect(fieldsOf(res.json())).toContain(field);
    if (message) expect(res.body).toMatch(message);
  };

  it('201 with the full record as a read returns it', async () => {
    const email = uniqueEmail('full');
    const res = await attempt({
      email,
      phone: '+33 1 23 45 67 89',
      role: 3,
      institution_id: 1,
      date_of_birth: '1991-07-14',
      is_social: 1,
      social_uuid: 'google-123',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: expect.any(String),
      data: {
        email,
        phone: '+33 1 23 45 67 89',
        role: 3,
        institution_id: 1,
        institution: { institution_id: 1 },
        date_of_birth: '1991-07-14',
        is_social: 1,
        social_uuid: 'google-123',
        profile_pic: null,
      },
    });
    expect(res.body).not.toMatch(/password/i);
  });

  it('accepts legacy multipart (strings, "1"/"0") with a picture file', async () => {
    const email = uniqueEmail('multipart');
    const res = await send(
      'admin',
      'POST',
      '/users/create-user',
      formData([
        ['name', 'Multi Part'],
        ['email', email],
        ['password', GOOD_PASSWORD],
        ['role', '2'],
        ['institution_id', '2'],
        ['is_social', '0'],
        ['phone', ''],
        ['profile_pic', { bytes: PNG, filename: 'a.png', type: 'image/png' }],
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ role: 2, institution_id: 2, is_social: 0, phone: null });
    expect(data.profile_pic).toMatch(
      /^http:\/\/localhost:80\/uploads\/avatars\/[0-9a-f-]+\.display\.webp$/,
    );
    expect(existsSync(uploadsFile(data.profile_pic))).toBe(true);
  });

  it('name is required', () => expectField({ name: '  ' }, 'name'));
  it('email is required', () => expectField({ email: undefined }, 'email'));
  it('email must be valid', () => expectField({ email: 'not-an-email' }, 'email'));
  it('password is required', () => expectField({ password: undefined }, 'password'));
  it(`password has at least ${PASSWORD_MIN_LENGTH} characters`, () =>
    expectField({ password: 'Short1!' }, 'password', 400, /at least 10/));
  it('password is not a common one (any letter case)', () =>
    expectField({ password: 'Password123' }, 'password', 400, /too common/));
  it('role is 0 to 3', () => expectField({ role: 7 }, 'role'));
  it('phone uses phone characters only', () => expectField({ phone: 'call me maybe' }, 'phone'));
  it('date_of_birth is a real date', () =>
    expectField({ date_of_birth: '2001-02-30' }, 'date_of_birth'));
  it('date_of_birth is in the past', () =>
    expectField({ date_of_birth: `${new Date().getUTCFullYear() + 1}-01-01` }, 'date_of_birth'));
  it('is_social 1 requires social_uuid', () =>
    expectField({ is_social: 1 }, 'social_uuid', 400, /social/i));
  it('institution_id is required for roles 2 and 3', async () => {
    await expectField({ role: 2 }, 'institution_id');
    await expectField({ role: 3, institution_id: '' }, 'institution_id');
  });
  it('institution_id must exist', () =>
    expectField({ role: 2, institution_id: 99999 }, 'institution_id', 400, /not found/));
  it('institution_id is cleared for roles 0 and 1', async () => {
    const user = await create({ role: 0, institution_id: 1 });
    expect(user).toMatchObject({ institution_id: null, institution: null });
    const admin = await create({ role: 1, institution_id: 2 });
    expect(admin).toMatchObject({ institution_id: null });
    await send('admin', 'DELETE', `/users/delete-user/${admin.user_id}`);
  });
  it('e-mail is unique in any letter case (409)', async () => {
    const res = await attempt({ email: 'GUEST@PartyPass.Test' });
    expect(res.statusCode).toBe(409);
    expect(fieldsOf(res.json())).toEqual(['email']);
  });
  it('the picture must be a real image (415), at most 5 MB (413)', async () => {
    const fake = await send(
      'admin',
      'POST',
      '/users/create-user',
      formData([
        ['name', 'Bad Pic'],
        ['email', uniqueEmail('pic')],
        ['password', GOOD_PASSWORD],
        ['profile_pic', { bytes: 'not an image', filename: 'x.png', type: 'image/png' }],
      ]),
    );
    expect(fake.statusCode).toBe(415);
    expect(fieldsOf(fake.json())).toEqual(['profile_pic']);
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const huge = await send(
      'admin',
      'POST',
      '/users/create-user',
      formData([
        ['name', 'Big Pic'],
        ['email', uniqueEmail('pic')],
        ['password', GOOD_PASSWORD],
        ['profile_pic', { bytes: big, filename: 'x.png', type: 'image/png' }],
      ]),
    );
    expect(huge.statusCode).toBe(413);
  });

  it('a password with special characters round-trips: create, then sign in', async () => {
    const password = `<script>&amp;'"; DROP TABLE users;-- é密码 🎉`;
    const email = uniqueEmail('special');
    const res = await attempt({ email, password });
    expect(res.statusCode).toBe(201);
    const session = await loginAs(app, email, password);
    expect(session.user).toMatchObject({ email });
    // The same through multipart.
    const email2 = uniqueEmail('special-mp');
    const mp = await send(
      'admin',
      'POST',
      '/users/create-user',
      formData([
        ['name', 'Special MP'],
        ['email', email2],
        ['password', password],
      ]),
    );
    expect(mp.statusCode).toBe(201);
    await loginAs(app, email2, password);
  });
});

describe('PATCH users/update-user/{id}', () => {
  it('changes only the fields sent and answers the full record', async () => {
    const user = await create({ phone: '0123456789', date_of_birth: '1990-01-01' });
    const res = await send('admin', 'PATCH', `/users/update-user/${user.user_id}`, {
      phone: '+44 20 7946 0958',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      phone: '+44 20 7946 0958',
      date_of_birth: '1990-01-01',
    });
    const cleared = await send(
      'admin',
      'PATCH',
      `/users/update-user/${user.user_id}`,
      formData([
        ['date_of_birth', ''],
        ['password', ''],
      ]),
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.date_of_birth).toBeNull();
    await loginAs(app, user.email, GOOD_PASSWORD); // the empty password field kept the password
  });

  it('role and institution go together: 2 needs one, back to 0 clears it', async () => {
    const user = await create();
    const noInst = await send('admin', 'PATCH', `/users/update-user/${user.user_id}`, { role: 2 });
    expect(noInst.statusCode).toBe(400);
    expect(fieldsOf(noInst.json())).toEqual(['institution_id']);
    const ok = await send('admin', 'PATCH', `/users/update-user/${user.user_id}`, {
      role: 2,
      institution_id: 2,
    });
    expect(ok.json().data).toMatchObject({ role: 2, institution_id: 2 });
    const back = await send('admin', 'PATCH', `/users/update-user/${user.user_id}`, { role: 0 });
    expect(back.json().data).toMatchObject({ role: 0, institution_id: null, institution: null });
  });

  it('sets a new password the user signs in with; refuses a weak one', async () => {
    const user = await create();
    const weak = await send('admin', 'PATCH', `/users/update-user/${user.user_id}`, {
      password: '1234567890',
    });
    expect(weak.statusCode).toBe(400);
    const next = 'An entirely new passphrase';
    await send('admin', 'PATCH', `/users/update-user/${user.user_id}`, { password: next });
    await loginAs(app, user.email, next);
  });

  it('409 for an e-mail another user has (other case); 404 for an unknown user', async () => {
    const user = await create();
    const dup = await send('admin', 'PATCH', `/users/update-user/${user.user_id}`, {
      email: 'Staff@PartyPass.TEST',
    });
    expect(dup.statusCode).toBe(409);
    const same = await send('admin', 'PATCH', `/users/update-user/${user.user_id}`, {
      email: user.email.toUpperCase(),
    });
    expect(same.statusCode).toBe(200);
    const missing = await send('admin', 'PATCH', '/users/update-user/999999', { name: 'x' });
    expect(missing.statusCode).toBe(404);
  });

  it('removes the picture with profile_pic null and deletes the file', async () => {
    const made = await send(
      'admin',
      'POST',
      '/users/create-user',
      formData([
        ['name', 'With Pic'],
        ['email', uniqueEmail('withpic')],
        ['password', GOOD_PASSWORD],
        ['profile_pic', { bytes: PNG, filename: 'a.png', type: 'image/png' }],
      ]),
    );
    const { user_id, profile_pic } = made.json().data;
    expect(existsSync(uploadsFile(profile_pic))).toBe(true);
    const res = await send('admin', 'PATCH', `/users/update-user/${user_id}`, {
      profile_pic: null,
    });
    expect(res.json().data.profile_pic).toBeNull();
    expect(existsSync(uploadsFile(profile_pic))).toBe(false);
  });
});

describe('the last System Admin and self-protection', () => {
  beforeAll(async () => {
    // Admins created by earlier tests go back to App User: the demo admin is the only one.
    await app.db
      .update(users)
      .set({ role: 0 })
      .where(and(eq(users.role, 1), ne(users.user_id, as.admin.user.user_id)));
  });

  it('the only System Admin cannot demote itself (409); with a second one it can', async () => {
    const selfId = as.admin.user.user_id;
    const alone = await send('admin', 'PATCH', `/users/update-user/${selfId}`, { role: 0 });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toMatch(/last System Admin/);
    expect((await send('admin', 'GET', '/users/profile/info')).json().data.role).toBe(1);

    const second = await create({ role: 1 });
    const secondSession = await loginAs(app, second.email, GOOD_PASSWORD);
    const demoted = await app.inject({
      method: 'PATCH',
      url: `${API}/users/update-user/${second.user_id}`,
      headers: secondSession.headers,
      payload: { role: 0 },
    });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().data.role).toBe(0);
  });

  it('a System Admin cannot delete itself (409)', async () => {
    const res = await send('admin', 'DELETE', `/users/delete-user/${as.admin.user.user_id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You cannot delete your own account');
  });

  it('the last System Admin cannot be deleted (409)', async () => {
    let caught: unknown;
    try {
      await deleteUser(app.db, as.admin.user.user_id, as.guest.user.user_id);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(HttpError);
    expect((caught as HttpError).statusCode).toBe(409);
    expect((caught as HttpError).message).toMatch(/last System Admin/);
  });
});

describe('DELETE users/delete-user/{id}', () => {
  it('200 with a message; the user is gone (404 after)', async () => {
    const user = await create();
    const res = await send('admin', 'DELETE', `/users/delete-user/${user.user_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: expect.any(String) });
    expect((await send('admin', 'GET', `/users/profile/info/${user.user_id}`)).statusCode).toBe(
      404,
    );
    expect((await send('admin', 'DELETE', `/users/delete-user/${user.user_id}`)).statusCode).toBe(
      404,
    );
    expect((await send('admin', 'DELETE', '/users/delete-user/0')).statusCode).toBe(400);
  });

  it('409 naming the count for a user with purchases (financial records are kept)', async () => {
    const [row] = await app.db
      .select({ user_id: purchases.user_id, n: count() })
      .from(purchases)
      .groupBy(purchases.user_id)
      .limit(1);
    const res = await send('admin', 'DELETE', `/users/delete-user/${row.user_id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`${row.n} purchase`);
    expect((await send('admin', 'GET', `/users/profile/info/${row.user_id}`)).statusCode).toBe(200);
  });
});

describe('PATCH users/update-user (own profile)', () => {
  it('changes name, phone, date of birth and social fields', async () => {
    const { call } = await ownAccount();
    const res = await call('PATCH', '/users/update-user', {
      name: 'New Me',
      phone: '555 0100',
      date_of_birth: '1985-05-05',
      is_social: true,
      social_uuid: 'apple-42',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'New Me',
      phone: '555 0100',
      date_of_birth: '1985-05-05',
      is_social: 1,
      social_uuid: 'apple-42',
    });
  });

  it('a role in the body is 403 naming role (JSON and multipart), and nothing changes', async () => {
    const { call, user } = await ownAccount({ role: 0 });
    const json = await call('PATCH', '/users/update-user', { role: 1, name: 'Sneaky' });
    expect(json.statusCode).toBe(403);
    expect(fieldsOf(json.json())).toEqual(['role']);
    const mp = await call('PATCH', '/users/update-user', formData([['role', '1']]));
    expect(mp.statusCode).toBe(403);
    const [row] = await app.db.select().from(users).where(eq(users.user_id, user.user_id));
    expect(row).toMatchObject({ role: 0, name: 'Test User' });
  });

  it('an institution_id in the body is 403 naming institution_id', async () => {
    const { call } = await ownAccount({ role: 3, institution_id: 1 });
    const res = await call('PATCH', '/users/update-user', { institution_id: 2 });
    expect(res.statusCode).toBe(403);
    expect(fieldsOf(res.json())).toEqual(['institution_id']);
  });

  it('a new password needs current_password: 400 missing, 403 wrong, 200 right', async () => {
    const { call, user } = await ownAccount();
    const next = 'My brand new <secret> & more';
    const missing = await call('PATCH', '/users/update-user', { password: next });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing.json())).toEqual(['current_password']);
    const wrong = await call('PATCH', '/users/update-user', {
      password: next,
      current_password: 'not the password',
    });
    expect(wrong.statusCode).toBe(403);
    expect(fieldsOf(wrong.json())).toEqual(['current_password']);
    const weak = await call('PATCH', '/users/update-user', {
      password: 'short',
      current_password: GOOD_PASSWORD,
    });
    expect(weak.statusCode).toBe(400);
    expect(fieldsOf(weak.json())).toEqual(['password']);
    const ok = await call('PATCH', '/users/update-user', {
      password: next,
      current_password: GOOD_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    await loginAs(app, user.email, next);
  });

  it('a new e-mail needs current_password and must be free', async () => {
    const { call } = await ownAccount();
    const email = uniqueEmail('moved');
    expect((await call('PATCH', '/users/update-user', { email })).statusCode).toBe(400);
    const taken = await call('PATCH', '/users/update-user', {
      email: EMAILS.guest.toUpperCase(),
      current_password: GOOD_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    const ok = await call('PATCH', '/users/update-user', {
      email,
      current_password: GOOD_PASSWORD,
    });
    expect(ok.json().data.email).toBe(email);
  });

  it('removes its picture with an empty multipart profile_pic, deleting the file', async () => {
    const { call } = await ownAccount();
    const up = await call(
      'PATCH',
      '/users/profile/upload-profile-picture',
      formData([['profile_pic', { bytes: PNG, filename: 'me.png', type: 'image/png' }]]),
    );
    const url = up.json().data.profile_pic;
    expect(existsSync(uploadsFile(url))).toBe(true);
    const res = await call('PATCH', '/users/update-user', formData([['profile_pic', '']]));
    expect(res.json().data.profile_pic).toBeNull();
    expect(existsSync(uploadsFile(url))).toBe(false);
  });
});

describe('PATCH users/profile/upload-profile-picture', () => {
  it('takes a file, then a data URL; the reply has the new URL and the old file is deleted', async () => {
    const { call } = await ownAccount();
    const first = await call(
      'PATCH',
      '/users/profile/upload-profile-picture',
      formData([['profile_pic', { bytes: PNG, filename: 'me.png', type: 'image/png' }]]),
    );
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json().data.profile_pic;
    expect(firstUrl).toMatch(/^http:\/\/localhost:80\/uploads\/avatars\/.+\.display\.webp$/);
    const served = await app.inject({ url: firstUrl });
    expect(served.statusCode).toBe(200);

    const second = await call('PATCH', '/users/profile/upload-profile-picture', {
      profile_pic: `data:image/png;base64,${PNG.toString('base64')}`,
    });
    expect(second.statusCode).toBe(200);
    const secondUrl = second.json().data.profile_pic;
    expect(secondUrl).not.toBe(firstUrl);
    expect(existsSync(uploadsFile(secondUrl))).toBe(true);
    expect(existsSync(uploadsFile(firstUrl))).toBe(false);
  });

  it('an SVG picture is stored as a raster without its script and served in a sandbox', async () => {
    const { call } = await ownAccount();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8" onload="alert(1)"><script>alert(2)</script>' +
      '<circle r="4" fill="red"/></svg>';
    const res = await call('PATCH', '/users/profile/upload-profile-picture', {
      profile_pic: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.profile_pic as string;
    expect(url).toMatch(/^http:\/\/localhost:80\/uploads\/avatars\/.+\.display\.webp$/);
    const served = await app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/webp/);
    expect(served.body).not.toMatch(/script|alert|onload|<circle/i);
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('refuses bad images: not an image 415, too large 413, malformed data URL 400, nothing 400', async () => {
    const { call } = await ownAccount();
    const fake = await call(
      'PATCH',
      '/users/profile/upload-profile-picture',
      formData([['profile_pic', { bytes: '<html></html>', filename: 'x.png', type: 'image/png' }]]),
    );
    expect(fake.statusCode).toBe(415);
    const exe = await call('PATCH', '/users/profile/upload-profile-picture', {
      profile_pic: `data:image/png;base64,${Buffer.from('MZ\x90\x00 not a png').toString('base64')}`,
    });
    expect(exe.statusCode).toBe(415);
    const big = await call(
      'PATCH',
      '/users/profile/upload-profile-picture',
      formData([
        ['profile_pic', { bytes: Buffer.alloc(MAX_UPLOAD_BYTES + 10), filename: 'x.png' }],
      ]),
    );
    expect(big.statusCode).toBe(413);
    const malformed = await call('PATCH', '/users/profile/upload-profile-picture', {
      profile_pic: 'data:image/png;base64,***',
    });
    expect(malformed.statusCode).toBe(400);
    const nothing = await call('PATCH', '/users/profile/upload-profile-picture', {});
    expect(nothing.statusCode).toBe(400);
    expect(fieldsOf(nothing.json())).toEqual(['profile_pic']);
    // A picture upload cannot smuggle a role in either.
    const sneaky = await call(
      'PATCH',
      '/users/profile/upload-profile-picture',
      formData([
        ['role', '1'],
        ['profile_pic', { bytes: PNG, filename: 'me.png', type: 'image/png' }],
      ]),
    );
    expect(sneaky.statusCode).toBe(403);
  });
});

describe('API docs', () => {
  it('documents every users route', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const documented = Object.keys(res.json().paths);
    for (const path of [
      '/api/v1/users/list',
      '/api/v1/users/profile/info/{user_id}',
      '/api/v1/users/create-user',
      '/api/v1/users/update-user/{user_id}',
      '/api/v1/users/update-user',
      '/api/v1/users/profile/upload-profile-picture',
      '/api/v1/users/delete-user/{id}',
    ]) {
      expect(documented).toContain(path);
    }
  });
});
