/**
 * One plain test per defect the property tests found (docs/security.md lists them). Each was a
 * 500, a reply outside the envelope, a 400 naming no field, or a value stored wrongly.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../../server/app';
import { institutions, users } from '../../../server/db/schema';
import { DATA_EXCEPTION_MESSAGE, toErrorReply } from '../../../server/errors';
import { UNSTORABLE_TEXT_MESSAGE } from '../../../server/http/text';
import { formData } from '../kit-fastify';
import { loginAs, makeApp } from '../helpers';

const API = '/api/v1';
let app: BuiltApp;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, 'admin@partypass.test')).headers;
});
afterAll(async () => {
  await app?.close();
});

const institutionCount = async () =>
  Number((await app.db.select({ n: count() }).from(institutions))[0].n);
const fieldsOf = (body: { errors?: { field: string }[] }) =>
  (body.errors ?? []).map((e) => e.field);

async function expectFieldError(
  res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  status: number,
  field: string,
) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const body = res.json() as { status: string; message: string; errors?: { field: string }[] };
  expect(body.status).toBe('failed');
  expect(fieldsOf(body)).toContain(field);
}

const venue = { name: 'Regression venue', email: 'reg@example.com', phone: '+33 1 23 45 67' };

describe('text PostgreSQL cannot store is a 400 naming the field (was a 500 or U+FFFD stored)', () => {
  it('a NUL character in a JSON field, a multipart field and a query value', async () => {
    const before = await institutionCount();
    const json = await app.inject({
      method: 'POST',
      url: `${API}/institute/create`,
      headers: admin,
      payload: { ...venue, details: 'a\u0000b' },
    });
    await expectFieldError(json, 400, 'details');
    expect(json.json().errors[0].message).toBe(UNSTORABLE_TEXT_MESSAGE);
    const form = await app.inject({
      method: 'POST',
      url: `${API}/institute/create`,
      headers: admin,
      payload: formData([
        ['name', 'x\u0000y'],
        ['email', venue.email],
        ['phone', venue.phone],
      ]),
    });
    await expectFieldError(form, 400, 'name');
    await expectFieldError(
      await app.inject({ url: `${API}/users/list?q=%00`, headers: admin }),
      400,
      'q',
    );
    expect(await institutionCount()).toBe(before);
  });

  it('an unpaired surrogate in a JSON field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${API}/institute/create`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: `{"name":"a\\ud800b","email":"${venue.email}","phone":"${venue.phone}"}`,
    });
    await expectFieldError(res, 400, 'name');
  });
});

describe('ids and numbers beyond PostgreSQL integer are a 400 (were a 500)', () => {
  it('institution_id in a ticket type and in a user', async () => {
    const ticket = await app.inject({
      method: 'POST',
      url: `${API}/ticket/create`,
      headers: admin,
      payload: {
        name: 'Too far',
        institution_id: 99_999_999_999,
        price: 1,
        capacity: 5,
        is_regular: true,
      },
    });
    await expectFieldError(ticket, 400, 'institution_id');
    const user = await app.inject({
      method: 'POST',
      url: `${API}/users/create-user`,
      headers: admin,
      payload: {
        name: 'Too far',
        email: 'too.far@users.test',
        password: 'A long enough password',
        role: 2,
        institution_id: 99_999_999_999,
      },
    });
    await expectFieldError(user, 400, 'institution_id');
  });

  it.each([
    ['/users/list?institution_id=99999999999', 'institution_id'],
    ['/ticket/list?institution_id=99999999999', 'institution_id'],
    ['/locker/list/1?locker_number=99999999999', 'locker_number'],
    ['/purchase/list?ticket_id=99999999999', 'ticket_id'],
    ['/purchase/list?user_id_from=99999999999', 'user_id_from'],
    ['/users/list?page=100000000000000000000', 'page'],
  ])('list filter %s', async (url, field) => {
    await expectFieldError(await app.inject({ url: `${API}${url}`, headers: admin }), 400, field);
  });
});

describe('dates in list filters must be real days (were a 500)', () => {
  it.each([
    ['purchase_date=9999-99-99', 'purchase_date'],
    ['purchase_date_from=2026-02-30', 'purchase_date_from'],
    ['purchase_date_to=2026-13-01', 'purchase_date_to'],
  ])('%s', async (query, field) => {
    await expectFieldError(
      await app.inject({ url: `${API}/purchase/list?${query}`, headers: admin }),
      400,
      field,
    );
  });
});

describe('repeated filter keys are a list, as documented (were a 400)', () => {
  it('users/list?role=2&role=3 and institute/list?status=0&status=1', async () => {
    const roles = await app.inject({ url: `${API}/users/list?role=2&role=3`, headers: admin });
    expect(roles.statusCode).toBe(200);
    const found = new Set(roles.json().data.map((u: { role: number }) => u.role));
    expect([...found].sort()).toEqual([2, 3]);
    const statuses = await app.inject({
      url: `${API}/institute/list?status=0&status=1`,
      headers: admin,
    });
    expect(statuses.statusCode).toBe(200);
    expect(statuses.json().data).toHaveLength(await institutionCount());
  });
});

describe('a body that is not an object names the field `body` (was a 400 naming none)', () => {
  it.each([
    ['[1,2]', 'application/json'],
    ['"text"', 'application/json'],
    ['{"name":', 'application/json'],
    ['{"__proto__":{"role":1}}', 'application/json'],
    ['{"constructor":{"prototype":{"role":1}}}', 'application/json'],
  ])('%s', async (payload, contentType) => {
    const res = await app.inject({
      method: 'POST',
      url: `${API}/institute/create`,
      headers: { ...admin, 'content-type': contentType },
      payload,
    });
    await expectFieldError(res, 400, 'body');
  });

  it('multipart field names such as toString or __proto__', async () => {
    for (const name of ['toString', 'constructor', '__proto__']) {
      const res = await app.inject({
        method: 'POST',
        url: `${API}/institute/create`,
        headers: admin,
        payload: formData([
          ['name', venue.name],
          [name, 'x'],
        ]),
      });
      await expectFieldError(res, 400, 'body');
    }
  });
});

describe('a malformed multipart body is a 400 (was a 500)', () => {
  it.each([
    ['--x\r\nbroken', 'multipart/form-data; boundary=x'],
    ['--x--', 'multipart/form-data'],
    [`--${'b'.repeat(300)}--`, `multipart/form-data; boundary=${'b'.repeat(300)}`],
  ])('%j', async (payload, contentType) => {
    const before = await institutionCount();
    const res = await app.inject({
      method: 'POST',
      url: `${API}/institute/create`,
      headers: { ...admin, 'content-type': contentType },
      payload,
    });
    await expectFieldError(res, 400, 'body');
    expect(await institutionCount()).toBe(before);
  });
});

describe("the router's own errors use the envelope (were Fastify's default body)", () => {
  it('a path segment over 100 characters: 414', async () => {
    const res = await app.inject({ url: `${API}/institute/${'x'.repeat(150)}`, headers: admin });
    await expectFieldError(res, 414, 'path');
  });

  it('malformed percent-encoding in the path: 400', async () => {
    const res = await app.inject({ url: `${API}/institute/%E0%A4%A`, headers: admin });
    await expectFieldError(res, 400, 'path');
  });
});

describe('database data exceptions are a 400, never a 500 (defence in depth)', () => {
  it('maps SQLSTATE class 22 on the error or its cause', () => {
    expect(toErrorReply({ code: '22003', message: 'integer out of range' })).toEqual([
      400,
      { status: 'failed', message: DATA_EXCEPTION_MESSAGE },
    ]);
    expect(toErrorReply({ message: 'query failed', cause: { code: '22P02' } })[0]).toBe(400);
    expect(toErrorReply({ code: '23505' })[0]).toBe(500);
    // A lost connection is the database being unavailable (database-faults.test.ts), not a 500.
    expect(toErrorReply({ code: 'EPIPE' })[0]).toBe(503);
  });
});

it('leaves the users table alone through all of the above', async () => {
  const [row] = await app.db.select({ n: count() }).from(users);
  expect(Number(row.n)).toBe(60);
});
