/**
 * Token and sign-in attacks beyond tests/server/auth.test.ts (which covers an expired token,
 * another secret, `alg: none`, garbage, a deleted user and a stale role claim on the profile):
 * a raised role with the signature kept, other algorithms, missing claims, odd headers, a role or
 * institution changed after the token was issued (the sessions end; the database decides), and
 * sign-in throttling per address and per (account, address).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { base64url, decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../../server/app';
import { DEFAULT_LOGIN_THROTTLE, delayAfter } from '../../../server/auth/login-throttle';
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

describe('a role or institution change ends the sessions; the database decides the rights', () => {
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
      email,
      headers: session.headers,
      token: session.token,
    };
  }
  const update = (id: number, payload: Record<string, unknown>) =>
    app.inject({ method: 'PATCH', url: `${API}/users/update-user/${id}`, headers: admin, payload });

  const signedOut = (reason: string) => expect.objectContaining({ status: 'failed', reason });

  it('an Institutional Admin demoted to App User is signed out, and signs in as an App User', async () => {
    const user = await newAccount(2, 1);
    expect(
      (await app.inject({ url: `${API}/locker/list/1`, headers: user.headers })).statusCode,
    ).toBe(200);
    expect((await update(user.id, { role: 0 })).statusCode).toBe(200);
    expect(decodeJwt(user.token).role).toBe(2);
    const res = await app.inject({ url: `${API}/locker/list/1`, headers: user.headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(signedOut('role'));
    const again = await loginAs(app, user.email, 'Changing password 1');
    const write = await app.inject({
      method: 'POST',
      url: `${API}/locker/create`,
      headers: again.headers,
      payload: { locker_number: 987_654 },
    });
    expect(write.statusCode).toBe(403);
  });

  it('a staff member moved to another institution is signed out, then reaches the new one only', async () => {
    const user = await newAccount(3, 1);
    expect((await update(user.id, { institution_id: 2 })).statusCode).toBe(200);
    const old = await app.inject({ url: `${API}/locker/list/2`, headers: user.headers });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual(signedOut('institution'));
    const again = (await loginAs(app, user.email, 'Changing password 1')).headers;
    expect((await app.inject({ url: `${API}/locker/list/1`, headers: again })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ url: `${API}/locker/list/2`, headers: again })).statusCode).toBe(
      200,
    );
    const tickets = await app.inject({ url: `${API}/ticket/list`, headers: again });
    expect(
      new Set(tickets.json().data.map((t: { institution_id: number }) => t.institution_id)),
    ).toEqual(new Set([2]));
  });

  it('an App User promoted to System Admin is signed out, and has the new rights after signing in', async () => {
    const user = await newAccount(0, null);
    expect((await app.inject({ url: `${API}/users/list`, headers: user.headers })).statusCode).toBe(
      403,
    );
    expect((await update(user.id, { role: 1 })).statusCode).toBe(200);
    const old = await app.inject({ url: `${API}/users/list`, headers: user.headers });
    expect(old.json()).toEqual(signedOut('role'));
    const again = (await loginAs(app, user.email, 'Changing password 1')).headers;
    expect((await app.inject({ url: `${API}/users/list`, headers: again })).statusCode).toBe(200);
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

  it('wrong passwords from one address never refuse the right password from another', async () => {
    // The repro: ten wrong passwords for the admin from one address used to refuse the
    // right password from every address for 15 minutes.
    const limited = await makeApp({ loginThrottle: DEFAULT_LOGIN_THROTTLE });
    try {
      for (let i = 0; i < 10; i++) {
        const res = await attempt(limited, 'admin@partypass.test', `guess ${i}`, '10.1.0.1');
        expect([401, 429]).toContain(res.statusCode);
      }
      const owner = await attempt(limited, 'admin@partypass.test', DEMO_PASSWORD, '10.1.0.2');
      expect(owner.statusCode).toBe(200);
      const attacker = await attempt(limited, 'admin@partypass.test', DEMO_PASSWORD, '10.1.0.1');
      expect(attacker.statusCode).toBe(429);
      expect(attacker.json().message).toMatch(
        /^Too many failed sign-ins for this account from your address, try again in \d+ (second|minute)s?$/,
      );
      expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('the delay starts after the free failures and doubles with each further one', async () => {
    const options = {
      freeFailures: 2,
      firstDelayMs: 60_000,
      maxDelayMs: 600_000,
      forgetMs: 86_400_000,
    };
    const limited = await makeApp({ loginThrottle: options });
    try {
      const from = '10.3.0.1';
      for (let i = 0; i < 2; i++) {
        expect((await attempt(limited, 'staff@partypass.test', 'x', from)).statusCode).toBe(401);
      }
      // The second failure started a one-minute wait: even the right password waits.
      const first = await attempt(limited, 'staff@partypass.test', DEMO_PASSWORD, from);
      expect(first.statusCode).toBe(429);
      const wait = Number(first.headers['retry-after']);
      expect(wait).toBeGreaterThan(55);
      expect(wait).toBeLessThanOrEqual(60);
      // Unknown e-mails are counted the same way (no hint that an account exists).
      for (let i = 0; i < 2; i++) await attempt(limited, 'ghost@partypass.test', 'x', from);
      expect((await attempt(limited, 'ghost@partypass.test', 'x', from)).statusCode).toBe(429);
      // Another account from the same address is not affected.
      expect((await attempt(limited, 'guest@partypass.test', DEMO_PASSWORD, from)).statusCode).toBe(
        200,
      );
    } finally {
      await limited.close();
    }
    expect([1, 2, 3, 4, 5, 9].map((n) => delayAfter(n, options))).toEqual([
      0, 60_000, 120_000, 240_000, 480_000, 600_000,
    ]);
  });

  it('the counts are in the database: they hold across a restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pp-throttle-'));
    const options = {
      freeFailures: 3,
      firstDelayMs: 600_000,
      maxDelayMs: 600_000,
      forgetMs: 86_400_000,
    };
    const config = { database: 'file' as const, dataDir, loginThrottle: options };
    let first: BuiltApp | undefined = await makeApp(config);
    try {
      for (let i = 0; i < 3; i++) await attempt(first, 'guest@partypass.test', 'x', '10.4.0.1');
      await first.close();
      first = undefined;
      const second = await makeApp(config);
      try {
        const res = await attempt(second, 'guest@partypass.test', DEMO_PASSWORD, '10.4.0.1');
        expect(res.statusCode).toBe(429);
        const elsewhere = await attempt(second, 'guest@partypass.test', DEMO_PASSWORD, '10.4.0.2');
        expect(elsewhere.statusCode).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      await first?.close();
    }
    // Two embedded databases opened from disk, with their migrations: slow on a busy machine.
  }, 90_000);
});
