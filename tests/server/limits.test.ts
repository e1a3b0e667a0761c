/**
 * One e-mail rule for creating a user and for signing in (contract/limits.ts EMAIL_MAX_LENGTH),
 * and limit messages that name the field and the limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH } from '../../contract';
import type { BuiltApp } from '../../server/app';
import { loginAs, makeApp } from './helpers';

const API = '/api/v1';
const PASSWORD = 'Limits password 123';
let app: BuiltApp;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, 'admin@partypass.test')).headers;
});
afterAll(async () => {
  await app?.close();
});

/** An e-mail of exactly `length` characters (a 60-character local part, a long domain). */
function emailOf(length: number): string {
  const local = 'l'.repeat(60);
  const tld = '.example.com';
  const middle = length - local.length - 1 - tld.length;
  const labels = [];
  for (let left = middle; left > 0; left -= 41) labels.push('d'.repeat(Math.min(40, left)));
  let domain = labels.join('.');
  domain = domain.slice(0, middle).replace(/\.$/, 'd');
  const email = `${local}@${domain}${tld}`;
  expect(email).toHaveLength(length);
  return email;
}

const createUser = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `${API}/users/create-user`, headers: admin, payload });

describe('e-mail length: the same rule to create a user and to sign in', () => {
  it('a user with a 150-character e-mail is created and signs in', async () => {
    const email = emailOf(150);
    const created = await createUser({ name: 'Long e-mail', email, password: PASSWORD });
    expect(created.statusCode).toBe(201);
    const signIn = await app.inject({
      method: 'POST',
      url: `${API}/users/login`,
      payload: { email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it(`${EMAIL_MAX_LENGTH} characters are allowed for both; one more is refused by both, naming the limit`, async () => {
    const longest = emailOf(EMAIL_MAX_LENGTH);
    expect(
      (await createUser({ name: 'Longest', email: longest, password: PASSWORD })).statusCode,
    ).toBe(201);
    expect((await loginAs(app, longest, PASSWORD)).token).toBeTruthy();
    const tooLong = emailOf(EMAIL_MAX_LENGTH + 1);
    const message = `E-mail must be at most ${EMAIL_MAX_LENGTH} characters`;
    const created = await createUser({ name: 'Too long', email: tooLong, password: PASSWORD });
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toEqual([{ field: 'email', message }]);
    const signIn = await app.inject({
      method: 'POST',
      url: `${API}/users/login`,
      payload: { email: tooLong, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().errors).toEqual([{ field: 'email', message }]);
  });
});

describe('limit messages name the limit', () => {
  it('a 256-character name: "Name must be at most 255 characters", not "Name is required"', async () => {
    const res = await createUser({
      name: 'n'.repeat(256),
      email: 'long.name@users.test',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'name', message: 'Name must be at most 255 characters' },
    ]);
  });

  it('a ticket description over 2000 characters names the field and the limit', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${API}/ticket/create`,
      headers: admin,
      payload: {
        name: 'Limits pass',
        institution_id: 1,
        price: '1.00',
        capacity: 10,
        is_regular: true,
        description: 'x'.repeat(2001),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'description', message: 'Description must be at most 2000 characters' },
    ]);
  });

  it('a list pageSize over 200 names the limit', async () => {
    const res = await app.inject({ url: `${API}/users/list?page=1&pageSize=201`, headers: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'pageSize', message: 'pageSize must be at most 200' },
    ]);
  });
});
