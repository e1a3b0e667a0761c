/**
 * Revocable sessions: signing out ends the token's session; a password, role or institution
 * change, a deletion and "sign out everywhere" end all of a user's sessions; the next call is 401
 * with the reason. Who may sign whom out everywhere is checked here as a matrix (and, like every
 * endpoint, in tests/server/hardening/role-matrix.test.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_END_MESSAGES, type SessionEndReason } from '../../contract';
import type { BuiltApp } from '../../server/app';
import { signToken } from '../../server/auth/jwt';
import { sessions } from '../../server/db/schema';
import { DEMO_PASSWORD, loginAs, makeApp, TEST_SECRET } from './helpers';

const API = '/api/v1';
const PROFILE = `${API}/users/profile/info`;
const PASSWORD = 'Session password 123';
let app: BuiltApp;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, 'admin@partypass.test')).headers;
});
afterAll(async () => {
  await app?.close();
});

let serial = 0;
async function newUser(role: number, institution_id: number | null) {
  const email = `session.${Date.now().toString(36)}.${++serial}@users.test`;
  const res = await app.inject({
    method: 'POST',
    url: `${API}/users/create-user`,
    headers: admin,
    payload: { name: 'Session user', email, password: PASSWORD, role, institution_id },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().data.user_id as number, email };
}
const signIn = async (email: string, password = PASSWORD) =>
  (await loginAs(app, email, password)).headers;
const profile = (headers: Record<string, string>) => app.inject({ url: PROFILE, headers });
const endedBecause = (reason: SessionEndReason) => ({
  status: 'failed',
  message: SESSION_END_MESSAGES[reason],
  reason,
});

describe('POST users/logout', () => {
  it('ends this session only: its token is refused with the reason, another session goes on', async () => {
    const user = await newUser(0, null);
    const phone = await signIn(user.email);
    const laptop = await signIn(user.email);
    const out = await app.inject({ method: 'POST', url: `${API}/users/logout`, headers: phone });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: 'success', message: 'Signed out' });
    const after = await profile(phone);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(endedBecause('logout'));
    expect((await profile(laptop)).statusCode).toBe(200);
    // Signing out again with the ended token is refused, not an error.
    const again = await app.inject({ method: 'POST', url: `${API}/users/logout`, headers: phone });
    expect(again.statusCode).toBe(401);
  });

  it('a session ended in the database (by another instance) is refused at once', async () => {
    const user = await newUser(0, null);
    const headers = await signIn(user.email);
    expect((await profile(headers)).statusCode).toBe(200);
    await app.db
      .update(sessions)
      .set({ ended_at: new Date(), end_reason: 'logout' })
      .where(eq(sessions.user_id, user.id));
    expect((await profile(headers)).json()).toEqual(endedBecause('logout'));
  });

  it('a token without a session (signed before sessions existed) is refused', async () => {
    const token = await signToken(
      { name: 'Alex Admin', id: 1, role: 1, institution_id: null },
      TEST_SECRET,
      '1h',
    );
    const res = await profile({ authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'failed', message: 'Invalid token. Please login again!' });
    const forged = await signToken(
      { name: 'Alex Admin', id: 1, role: 1, institution_id: null, sid: 'not-a-session' },
      TEST_SECRET,
      '1h',
    );
    expect((await profile({ authorization: `Bearer ${forged}` })).statusCode).toBe(401);
  });

  it("another user's session id in a token is refused", async () => {
    const user = await newUser(0, null);
    const { token } = await loginAs(app, user.email, PASSWORD);
    const sid = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid;
    const stolen = await signToken(
      { name: 'Alex Admin', id: 1, role: 1, institution_id: null, sid },
      TEST_SECRET,
      '1h',
    );
    expect((await profile({ authorization: `Bearer ${stolen}` })).statusCode).toBe(401);
  });
});

describe('changes that end every session of the user', () => {
  const update = (id: number, payload: Record<string, unknown>) =>
    app.inject({ method: 'PATCH', url: `${API}/users/update-user/${id}`, headers: admin, payload });

  it('a password set by an administrator', async () => {
    const user = await newUser(0, null);
    const first = await signIn(user.email);
    const second = await signIn(user.email);
    expect((await update(user.id, { password: 'Another password 456' })).statusCode).toBe(200);
    for (const headers of [first, second]) {
      expect((await profile(headers)).json()).toEqual(endedBecause('password'));
    }
    expect((await profile(await signIn(user.email, 'Another password 456'))).statusCode).toBe(200);
  });

  it('a password changed by the user: its other sessions end, the one that changed it goes on', async () => {
    const user = await newUser(0, null);
    const here = await signIn(user.email);
    const elsewhere = await signIn(user.email);
    const res = await app.inject({
      method: 'PATCH',
      url: `${API}/users/update-user`,
      headers: here,
      payload: { password: 'Changed password 789', current_password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect((await profile(elsewhere)).json()).toEqual(endedBecause('password'));
    expect((await profile(here)).statusCode).toBe(200);
  });

  it('a name or phone change ends nothing', async () => {
    const user = await newUser(0, null);
    const headers = await signIn(user.email);
    expect((await update(user.id, { name: 'Renamed', phone: '+33 1 23 45 67' })).statusCode).toBe(
      200,
    );
    expect((await profile(headers)).statusCode).toBe(200);
  });

  it('a role change, an institution change', async () => {
    const promoted = await newUser(3, 1);
    const moved = await newUser(3, 1);
    const promotedHeaders = await signIn(promoted.email);
    const movedHeaders = await signIn(moved.email);
    expect((await update(promoted.id, { role: 2 })).statusCode).toBe(200);
    expect((await update(moved.id, { institution_id: 2 })).statusCode).toBe(200);
    expect((await profile(promotedHeaders)).json()).toEqual(endedBecause('role'));
    expect((await profile(movedHeaders)).json()).toEqual(endedBecause('institution'));
  });

  it('a deletion', async () => {
    const user = await newUser(0, null);
    const headers = await signIn(user.email);
    const del = await app.inject({
      method: 'DELETE',
      url: `${API}/users/delete-user/${user.id}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(200);
    expect((await profile(headers)).json()).toEqual(endedBecause('deleted'));
  });

  it("an institution deleted with all its data: its users' sessions end", async () => {
    const created = await app.inject({
      method: 'POST',
      url: `${API}/institute/create`,
      headers: admin,
      payload: { name: `Session venue ${++serial}`, email: 'v@example.com', phone: '+33 1 00 00' },
    });
    expect(created.statusCode).toBe(201);
    const institutionId = created.json().data.institution_id as number;
    const member = await newUser(2, institutionId);
    const outsider = await newUser(2, 1);
    const memberHeaders = await signIn(member.email);
    const outsiderHeaders = await signIn(outsider.email);
    const del = await app.inject({
      method: 'DELETE',
      url: `${API}/institute/delete/${institutionId}?force=true`,
      headers: admin,
    });
    expect(del.statusCode).toBeLessThan(300);
    expect((await profile(memberHeaders)).json()).toEqual(endedBecause('institution'));
    expect((await profile(outsiderHeaders)).statusCode).toBe(200);
  });
});

describe('POST users/{id}/sessions/revoke: sign out everywhere', () => {
  const revoke = (id: number, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `${API}/users/${id}/sessions/revoke`, headers });

  it("ends every session of that user, and only that user's", async () => {
    const user = await newUser(3, 1);
    const other = await newUser(3, 1);
    const one = await signIn(user.email);
    const two = await signIn(user.email);
    const bystander = await signIn(other.email);
    const res = await revoke(user.id, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      message: 'Signed out of 2 sessions',
      data: { ended: 2 },
    });
    for (const headers of [one, two]) {
      expect((await profile(headers)).json()).toEqual(endedBecause('revoked'));
    }
    expect((await profile(bystander)).statusCode).toBe(200);
    // The user can sign in again.
    expect((await profile(await signIn(user.email))).statusCode).toBe(200);
  });

  it('who may: role 1 any user, role 2 the users of its institution, nobody else', async () => {
    const callers = {
      none: {},
      appUser: await signIn('guest@partypass.test', DEMO_PASSWORD),
      systemAdmin: admin,
      venueAdmin: await signIn('venue.admin@partypass.test', DEMO_PASSWORD),
      staff: await signIn('staff@partypass.test', DEMO_PASSWORD),
    };
    const targets = {
      ownStaff: (await newUser(3, 1)).id,
      otherStaff: (await newUser(3, 2)).id,
      otherAdmin: (await newUser(2, 2)).id,
      systemAdmin: (await newUser(1, null)).id,
      appUser: (await newUser(0, null)).id,
    };
    const expected: Record<keyof typeof callers, Record<keyof typeof targets, number>> = {
      none: { ownStaff: 401, otherStaff: 401, otherAdmin: 401, systemAdmin: 401, appUser: 401 },
      appUser: { ownStaff: 403, otherStaff: 403, otherAdmin: 403, systemAdmin: 403, appUser: 403 },
      systemAdmin: {
        ownStaff: 200,
        otherStaff: 200,
        otherAdmin: 200,
        systemAdmin: 200,
        appUser: 200,
      },
      venueAdmin: {
        ownStaff: 200,
        otherStaff: 403,
        otherAdmin: 403,
        systemAdmin: 403,
        appUser: 403,
      },
      staff: { ownStaff: 403, otherStaff: 403, otherAdmin: 403, systemAdmin: 403, appUser: 403 },
    };
    for (const [caller, headers] of Object.entries(callers)) {
      for (const [target, id] of Object.entries(targets)) {
        const res = await revoke(id, headers);
        const want = expected[caller as keyof typeof callers][target as keyof typeof targets];
        expect(res.statusCode, `${caller} signs out ${target}`).toBe(want);
        if (want === 403 && caller === 'venueAdmin') {
          expect(res.json().message).toBe('Access denied: Unauthorized institution');
        }
      }
    }
    expect((await revoke(2_000_000, admin)).statusCode).toBe(404);
  });
});
