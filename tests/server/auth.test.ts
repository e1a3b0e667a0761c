import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../contract';
import { SVG_CSP, type BuiltApp } from '../../server/app';
import { assertInstitution, institutionScope, requireRole } from '../../server/auth/guard';
import { signToken } from '../../server/auth/jwt';
import { openSession } from '../../server/auth/sessions';
import { users } from '../../server/db/schema';
import { DEMO_PASSWORD, loginAs, makeApp, TEST_SECRET } from './helpers';
import { onPostgres } from './test-database';

/** The suite also runs against a real PostgreSQL (TEST_DATABASE_URL); health names the one in use. */
const databaseKind = onPostgres ? 'postgres' : 'pglite';

const LOGIN = '/api/v1/users/login';
const PROFILE = '/api/v1/users/profile/info';
let app: BuiltApp;

beforeAll(async () => {
  app = await makeApp();
});
afterAll(async () => {
  await app?.close();
});

const post = (payload: unknown) =>
  app.inject({ method: 'POST', url: LOGIN, payload: payload as object });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('POST users/login', () => {
  it('signs in and returns the token and the profile', async () => {
    const res = await post({ email: 'venue.admin@partypass.test', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data).toMatchObject({
      email: 'venue.admin@partypass.test',
      role: 2,
      institution_id: 1,
      institution: { institution_id: 1 },
      is_social: 0,
    });
    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({
      name: body.data.name,
      id: body.data.user_id,
      role: 2,
      institution_id: 1,
    });
    expect(Object.keys(claims).sort()).toEqual([
      'exp',
      'iat',
      'id',
      'institution_id',
      'name',
      'role',
      'sid',
    ]);
    // The session's id (server/auth/sessions.ts), an opaque uuid.
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).not.toMatch(/password/i);
  });

  it('is case-insensitive on the e-mail', async () => {
    const res = await post({ email: 'Admin@PartyPass.test', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(decodeJwt(res.json().token)).toMatchObject({ role: 1, institution_id: null });
  });

  it('rejects a wrong password and an unknown e-mail with the same 401', async () => {
    const wrong = await post({ email: 'admin@partypass.test', password: 'nope' });
    const unknown = await post({ email: 'nobody@partypass.test', password: 'nope' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'failed', message: 'Invalid email or password' });
    }
  });

  it('names a missing field (400)', async () => {
    const res = await post({ password: 'x' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe('failed');
    expect(body.errors).toEqual([{ field: 'email', message: 'E-mail is required' }]);
    expect(body.message).toMatch(/e-mail/i);
    const noPassword = await post({ email: 'admin@partypass.test' });
    expect(noPassword.json().errors).toEqual([
      { field: 'password', message: 'Password is required' },
    ]);
  });

  it('rejects a malformed e-mail (400)', async () => {
    const res = await post({ email: 'not-an-email', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      field: 'email',
      message: 'Enter a valid e-mail address',
    });
  });

  it('answers malformed JSON, a wrong media type and a huge body with the envelope', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'failed' });
    const text = await app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().status).toBe('failed');
    const huge = await app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().status).toBe('failed');
  });
});

describe('GET users/profile/info and the token checks', () => {
  it('returns the own profile without any password', async () => {
    const { headers } = await loginAs(app, 'staff@partypass.test');
    const res = await app.inject({ url: PROFILE, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      email: 'staff@partypass.test',
      role: 3,
      institution_id: 1,
    });
    expect(res.json().data.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body).not.toMatch(/password|\$argon2/i);
  });

  it('401 without a token', async () => {
    const res = await app.inject({ url: PROFILE });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'failed', message: 'Access denied, no token provided' });
  });

  it('401 with the expiry message for an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    const token = await new SignJWT({ name: 'Alex Admin', id: 1, role: 1, institution_id: null })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(past - 60)
      .setExpirationTime(past)
      .sign(new TextEncoder().encode(TEST_SECRET));
    const res = await app.inject({ url: PROFILE, headers: bearer(token) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your token has expired! please login again.');
  });

  it('401 for another secret, alg none and garbage', async () => {
    const other = await signToken(
      { name: 'x', id: 1, role: 1, institution_id: null },
      'another-secret-another-secret-123456',
      '1h',
    );
    const none = new UnsecuredJWT({ name: 'x', id: 1, role: 1, institution_id: null })
      .setExpirationTime('1h')
      .encode();
    for (const token of [other, none, 'garbage']) {
      const res = await app.inject({ url: PROFILE, headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status: 'failed',
        message: 'Invalid token. Please login again!',
      });
    }
  });

  it('401 for a deleted user, and role/institution come from the database', async () => {
    const [temp] = await app.db
      .insert(users)
      .values({ name: 'Temp', email: 'temp@partypass.test', password_hash: 'x', role: 0 })
      .returning();
    // The claim says System Admin; the database says App User.
    const sid = await openSession(app.db, temp.user_id, new Date(Date.now() + 3_600_000));
    const token = await signToken(
      { name: 'Temp', id: temp.user_id, role: 1, institution_id: null, sid },
      TEST_SECRET,
      '1h',
    );
    const res = await app.inject({ url: PROFILE, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role).toBe(0);
    await app.db.delete(users).where(eq(users.user_id, temp.user_id));
    const gone = await app.inject({ url: PROFILE, headers: bearer(token) });
    expect(gone.statusCode).toBe(401);
  });
});

describe('guard: requireRole and the institution scope', () => {
  let guarded: BuiltApp;
  beforeAll(async () => {
    guarded = await makeApp({ seed: 'none' });
  });
  afterAll(async () => {
    await guarded?.close();
  });

  it('requireRole answers 403 for other roles and lets listed roles through', async () => {
    // A Fastify instance is sealed after ready: exercise the preHandler on the demo app directly.
    const handler = requireRole(ROLES.SYSTEM_ADMIN);
    const asAdmin = await loginAs(app, 'admin@partypass.test');
    const asGuest = await loginAs(app, 'guest@partypass.test');
    const fakeRequest = (token: string) =>
      ({ headers: bearer(token), server: app }) as unknown as Parameters<typeof handler>[0];
    const reply = {} as Parameters<typeof handler>[1];
    const ok = fakeRequest(asAdmin.token);
    await expect(handler.call(app, ok, reply)).resolves.toBeUndefined();
    expect(ok.user).toMatchObject({ role: 1, email: 'admin@partypass.test' });
    await expect(handler.call(app, fakeRequest(asGuest.token), reply)).rejects.toMatchObject({
      statusCode: 403,
      message: 'Access denied',
    });
    await expect(handler.call(app, fakeRequest('garbage'), reply)).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it('institutionScope / assertInstitution', () => {
    const admin = { user_id: 1, name: 'a', email: 'a', role: 1, institution_id: null };
    const venue = { user_id: 2, name: 'v', email: 'v', role: 2, institution_id: 1 };
    const staff = { user_id: 4, name: 's', email: 's', role: 3, institution_id: 1 };
    const guest = { user_id: 5, name: 'g', email: 'g', role: 0, institution_id: null };
    expect(institutionScope(admin)).toBeNull();
    expect(institutionScope(venue)).toBe(1);
    expect(institutionScope(staff)).toBe(1);
    expect(() => institutionScope(guest)).toThrow('Access denied');
    const req = (user: typeof admin | typeof venue) => ({ user }) as never;
    expect(() => assertInstitution(req(admin), 2)).not.toThrow();
    expect(() => assertInstitution(req(venue), '1')).not.toThrow();
    expect(() => assertInstitution(req(venue), 2)).toThrow(
      'Access denied: Unauthorized institution',
    );
  });

  it('SEED=none gives an empty database', async () => {
    expect(await guarded.db.select().from(users)).toHaveLength(0);
    expect(guarded.seedResult).toEqual({ seeded: false, demoAccounts: false });
  });
});

describe('the app shell', () => {
  it('GET /api/health', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { database: 'up', kind: databaseKind } });
  });

  it('unknown /api paths are a JSON 404 envelope', async () => {
    const res = await app.inject({ url: '/api/v1/nope', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().status).toBe('failed');
  });

  it('serves an OpenAPI document at /api/docs/json', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/v1/users/login'].post).toBeDefined();
    expect(doc.paths['/api/v1/users/profile/info'].get).toBeDefined();
    const ui = await app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });

  it('serves uploads with nosniff and sandboxed, an old SVG as a raster', async () => {
    const dir = path.join(app.appConfig.dataDir, 'uploads', 'covers');
    const name = '0b7f3c2e-1111-4a6b-9c1d-2e3f4a5b6c7d.svg';
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, name),
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>',
    );
    const res = await app.inject({ url: `/uploads/covers/${name}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/webp/);
    expect(res.body).not.toContain('alert');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(SVG_CSP);
    const missing = await app.inject({ url: '/uploads/nope.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().status).toBe('failed');
  });

  it('sends the security headers', async () => {
    const res = await app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '));
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('login rate limit', () => {
  let limited: BuiltApp;
  beforeAll(async () => {
    limited = await makeApp({ seed: 'none', loginRateLimit: { max: 3, timeWindow: '1 minute' } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 with the envelope after too many attempts', async () => {
    const attempt = () =>
      limited.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email: 'x@partypass.test', password: 'x' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const res = await attempt();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      status: 'failed',
      message: 'Too many login attempts, try again in a minute',
    });
  });
});
