/**
 * Token and sign-in attacks beyond tests/server/auth.test.ts (which covers an expired token,
 * another secret, `alg: none`, garbage, a deleted user and a stale role claim on the profile):
 * a raised role with the signature kept, other algorithms, missing claims, odd headers, a role or
 * institution changed after the token was issued (the database decides), and sign-in throttling
 * per address and per account.
 */
import { base64url, decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../../server/app';
import { LoginThrottle } from '../../../server/auth/login-throttle';
import { DEMO_PASSWORD, loginAs, makeApp, TEST_SECRET } from '../helpers';

const API = '/api/v1';
const PROFILE = `${API}/users/profile/info`;
const INVALID = { status: 'failed', message: 'Invalid token. Please login again!' };
const key = new TextEncoder().encode(TEST_SECRET);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let app: BuiltApp;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, 'admin@partypass.test')).headers;
});
afterAll(async () => {
  await app?.close();
});

/** Replaces the payload of a signed token, keeping its header and signature. */
function withPayload(token: string, changes: Record<string, unknown>): string {
  const [header, , signature] = token.split('.');
  const payload = { ...decodeJwt(token), ...changes };
  return `${header}.${base64url.encode(JSON.stringify(payload))}.${signature}`;
}

describe('forged and malformed tokens: 401, never a session', () => {
  it('a role and institution raised in a real token, signature kept', async () => {
    const { token } = await loginAs(app, 'staff@partypass.test');
    for (const changes of [
      { role: 1 },
      { role: 1, institution_id: null },
      { id: 1 },
      { institution_id: 2 },
    ]) {
      const forged = withPayload(token, changes);
      const res = await app.inject({ url: `${API}/users/list`, headers: bearer(forged) });
      expect(res.statusCode, JSON.stringify(changes)).toBe(401);
      expect(res.json()).toEqual(INVALID);
    }
  });

  it('alg none with a raised role, HS512 and HS384 with the right secret, an RS256 header', async () => {
    const claims = { name: 'x', id: 1, role: 1, institution_id: null };
    const none = new UnsecuredJWT(claims).setIssuedAt().setExpirationTime('1h').encode();
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const hs384 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS384' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const { token } = await loginAs(app, 'guest@partypass.test');
    const rs256Header = `${base64url.encode(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${token.split('.').slice(1).join('.')}`;
    const noneHeaderOnRealToken = `${base64url.encode(JSON.stringify({ alg: 'none' }))}.${token.split('.')[1]}.`;
    for (const forged of [none, hs512, hs384, rs256Header, noneHeaderOnRealToken]) {
      const res = await app.inject({ url: `${API}/users/list`, headers: bearer(forged) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID);
    }
  });

  it('a right signature without exp, with a string or unknown id', async () => {
    const sign = (claims: Record<string, unknown>, exp = true) => {
      const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt();
      return (exp ? jwt.setExpirationTime('1h') : jwt).sign(key);
    };
    const tokens = [
      await sign({ name: 'x', id: 1, role: 1, institution_id: null }, false),
      await sign({ name: 'x', id: '1', role: 1, institution_id: null }),
      await sign({ name: 'x', id: 1.5, role: 1, institution_id: null }),
      await sign({ name: 'x', id: 2_147_483_647, role: 1, institution_id: null }),
      await sign({ name: 'x', role: 1 }),
    ];
    for (const token of tokens) {
      const res = await app.inject({ url: PROFILE, headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID);
    }
  });

  it('odd Authorization headers', async () => {
    const { token } = await loginAs(app, 'guest@partypass.test');
    const cases: [string, number][] = [
      [`Basic ${Buffer.from('admin@partypass.test:x').toString('base64')}`, 401],
      [`Bearer`, 401],
      [`Bearer ${token} extra`, 401],
      [`Bearer ${token}.`, 401],
      [`Bearer ${'a'.repeat(10_000)}`, 401],
      [`Bearer ${token.replace(/\.[^.]+$/, '.AAAA')}`, 401],
      [`bearer   ${token}`, 200],
    ];
    for (const [authorization, status] of cases) {
      const res = await app.inject({ url: PROFILE, headers: { authorization } });
      expect(res.statusCode, authorization.slice(0, 40)).toBe(status);
      expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
    }
  });
});

describe('the database decides the role and the institution, not the token', () => {
  async function newAccount(role: number, institution_id: number | null) {
    const email = `changed.${Date.now()}.${Math.random().toString(36).slice(2)}@users.test`;
    const res = await app.inject({
      method: 'POST',
      url: `${API}/users/create-user`,
      headers: admin,
      payload: { name: 'Changing', email, password: 'Changing password 1', role, institution_id },
    });
    expect(res.statusCode).toBe(201);
    const session = await loginAs(app, email, 'Changing password 1');
    return {
      id: res.json().data.user_id as number,
      headers: session.headers,
      token: session.token,
    };
  }
  const update = (id: number, payload: Record<string, unknown>) =>
    app.inject({ method: 'PATCH', url: `${API}/users/update-user/${id}`, headers: admin, payload });

  it('an Institutional Admin demoted to App User loses access with the same token', async () => {
    const user = await newAccount(2, 1);
    expect(
      (await app.inject({ url: `${API}/locker/list/1`, headers: user.headers })).statusCode,
    ).toBe(200);
    expect((await update(user.id, { role: 0 })).statusCode).toBe(200);
    expect(decodeJwt(user.token).role).toBe(2);
    const res = await app.inject({ url: `${API}/locker/list/1`, headers: user.headers });
    expect(res.statusCode).toBe(403);
    const write = await app.inject({
      method: 'POST',
      url: `${API}/locker/create`,
      headers: user.headers,
      payload: { locker_number: 987_654 },
    });
    expect(write.statusCode).toBe(403);
  });

  it('a staff member moved to another institution reaches the new one only', async () => {
    const user = await newAccount(3, 1);
    expect((await update(user.id, { institution_id: 2 })).statusCode).toBe(200);
    expect(decodeJwt(user.token).institution_id).toBe(1);
    expect(
      (await app.inject({ url: `${API}/locker/list/1`, headers: user.headers })).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ url: `${API}/locker/list/2`, headers: user.headers })).statusCode,
    ).toBe(200);
    const tickets = await app.inject({ url: `${API}/ticket/list`, headers: user.headers });
    expect(
      new Set(tickets.json().data.map((t: { institution_id: number }) => t.institution_id)),
    ).toEqual(new Set([2]));
  });

  it('an App User promoted to System Admin gets the new rights at once (the claim says 0)', async () => {
    const user = await newAccount(0, null);
    expect((await app.inject({ url: `${API}/users/list`, headers: user.headers })).statusCode).toBe(
      403,
    );
    expect((await update(user.id, { role: 1 })).statusCode).toBe(200);
    expect(decodeJwt(user.token).role).toBe(0);
    expect((await app.inject({ url: `${API}/users/list`, headers: user.headers })).statusCode).toBe(
      200,
    );
  });

  it('a deleted user cannot write with a token issued before', async () => {
    const user = await newAccount(2, 1);
    const del = await app.inject({
      method: 'DELETE',
      url: `${API}/users/delete-user/${user.id}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(200);
    const res = await app.inject({
      method: 'PATCH',
      url: `${API}/institute/update/1`,
      headers: user.headers,
      payload: { details: 'from a ghost' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('sign-in brute force is throttled', () => {
  const attempt = (
    target: BuiltApp,
    email: string,
    password: string,
    remoteAddress = '127.0.0.1',
  ) =>
    target.inject({
      method: 'POST',
      url: `${API}/users/login`,
      payload: { email, password },
      remoteAddress,
    });

  it('per address: 429 with Retry-After after LOGIN_RATE_LIMIT attempts; other addresses go on', async () => {
    const limited = await makeApp({ loginRateLimit: { max: 3, timeWindow: '1 minute' } });
    try {
      for (let i = 0; i < 3; i++) {
        expect(
          (await attempt(limited, `nobody${i}@partypass.test`, 'x', '10.0.0.1')).statusCode,
        ).toBe(401);
      }
      const blocked = await attempt(limited, 'guest@partypass.test', DEMO_PASSWORD, '10.0.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      const elsewhere = await attempt(limited, 'guest@partypass.test', DEMO_PASSWORD, '10.0.0.2');
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('per account: many addresses guessing one password are stopped, even on the right password', async () => {
    const limited = await makeApp({ loginAccountLimit: { max: 4, windowMs: 15 * 60_000 } });
    try {
      for (let i = 0; i < 4; i++) {
        const res = await attempt(
          limited,
          'Venue.Admin@partypass.test',
          `guess ${i}`,
          `10.1.0.${i + 1}`,
        );
        expect(res.statusCode).toBe(401);
      }
      const right = await attempt(
        limited,
        'venue.admin@partypass.test',
        DEMO_PASSWORD,
        '10.1.0.99',
      );
      expect(right.statusCode).toBe(429);
      expect(right.json()).toEqual({
        status: 'failed',
        message: 'Too many failed sign-ins for this account, try again in 15 minutes',
      });
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);
      // Other accounts are not affected.
      expect(
        (await attempt(limited, 'staff@partypass.test', DEMO_PASSWORD, '10.1.0.99')).statusCode,
      ).toBe(200);
      // Unknown e-mails are counted the same way (no hint that an account exists).
      for (let i = 0; i < 4; i++)
        await attempt(limited, 'ghost@partypass.test', 'x', `10.2.0.${i}`);
      expect((await attempt(limited, 'ghost@partypass.test', 'x', '10.2.0.9')).statusCode).toBe(
        429,
      );
    } finally {
      await limited.close();
    }
  });

  it('LoginThrottle: the window ends, a success clears the count, memory stays bounded', () => {
    let now = 0;
    const throttle = new LoginThrottle({ max: 2, windowMs: 1000, maxAccounts: 3 }, () => now);
    throttle.fail('a@x.test');
    expect(throttle.retryAfter('a@x.test')).toBe(0);
    throttle.fail('A@X.test');
    expect(throttle.retryAfter('a@x.test')).toBe(1);
    now = 1000;
    expect(throttle.retryAfter('a@x.test')).toBe(0);
    throttle.fail('b@x.test');
    throttle.succeed('b@x.test');
    throttle.fail('b@x.test');
    expect(throttle.retryAfter('b@x.test')).toBe(0);
    for (const email of ['c@x.test', 'd@x.test', 'e@x.test', 'f@x.test']) {
      throttle.fail(email);
      throttle.fail(email);
    }
    // b and c were the oldest windows: dropped to stay within 3 accounts.
    expect(throttle.retryAfter('c@x.test')).toBe(0);
    expect(throttle.retryAfter('f@x.test')).toBe(1);
  });
});
