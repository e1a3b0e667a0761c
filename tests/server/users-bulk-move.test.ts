/**
 * `PATCH users/bulk-move` (issue 59): a System Admin gives selected users a role and/or an
 * institution in one request, all of them or none, each audited as its own edit would be, with
 * the user rules (roles 2/3 need an institution, roles 0/1 have none) and never the caller itself.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, ROLES } from '../../contract';
import type { BuiltApp } from '../../server/app';
import { auditLog, users } from '../../server/db/schema';
import { loginAs, makeApp } from './helpers';

const url = (path: string) => `/api/v1${path}`;

let app: BuiltApp;
let admin: Record<string, string>;
let adminId: number;
let venue: Record<string, string>;
let serial = 0;

beforeAll(async () => {
  app = await makeApp();
  const login = await loginAs(app, 'admin@partypass.test');
  admin = login.headers;
  const [row] = await app.db
    .select({ id: users.user_id })
    .from(users)
    .where(eq(users.email, 'admin@partypass.test'));
  adminId = row.id;
  venue = (await loginAs(app, 'venue.admin@partypass.test')).headers;
}, 120_000);
afterAll(async () => {
  await app?.close();
});

async function newUser(role: number, institution: number | null): Promise<number> {
  const [row] = await app.db
    .insert(users)
    .values({
      name: `Move ${++serial}`,
      email: `move-${Date.now().toString(36)}-${serial}@users.test`,
      password_hash: 'not-a-hash',
      role,
      institution_id: institution,
    })
    .returning({ id: users.user_id });
  return row.id;
}
const rowsOf = async (ids: number[]) =>
  (await app.db.select().from(users).where(inArray(users.user_id, ids)))
    .sort((a, b) => a.user_id - b.user_id)
    .map((u) => ({ role: u.role, institution_id: u.institution_id }));
const move = (headers: Record<string, string>, payload: unknown) =>
  app.inject({
    method: 'PATCH',
    url: url(paths.userBulkMove),
    headers,
    payload: payload as object,
  });

describe('PATCH users/bulk-move', () => {
  it('moves every selected user in one request, each audited with its role change', async () => {
    const ids = [await newUser(ROLES.INSTITUTIONAL_STAFF, 1), await newUser(ROLES.APP_USER, null)];
    const res = await move(admin, { ids, role: ROLES.INSTITUTIONAL_ADMIN, institution_id: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', data: { updated: 2 } });
    expect(await rowsOf(ids)).toEqual([
      { role: 2, institution_id: 2 },
      { role: 2, institution_id: 2 },
    ]);
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.resource, 'users'),
          eq(auditLog.action, 'role'),
          inArray(auditLog.record_id, ids.map(String)),
        ),
      );
    expect(entries).toHaveLength(2);
    for (const entry of entries) expect(entry.user_email).toBe('admin@partypass.test');
  });

  it('moves staff to another institution, keeping their role', async () => {
    const ids = [await newUser(ROLES.INSTITUTIONAL_STAFF, 1)];
    expect((await move(admin, { ids, institution_id: 2 })).statusCode).toBe(200);
    expect(await rowsOf(ids)).toEqual([{ role: 3, institution_id: 2 }]);
  });

  it('clears the institution of users made app users', async () => {
    const ids = [await newUser(ROLES.INSTITUTIONAL_STAFF, 1)];
    expect((await move(admin, { ids, role: ROLES.APP_USER })).statusCode).toBe(200);
    expect(await rowsOf(ids)).toEqual([{ role: 0, institution_id: null }]);
  });

  it('changes nobody when the rules refuse one user (400 naming it)', async () => {
    const staff = await newUser(ROLES.INSTITUTIONAL_STAFF, 1);
    const guest = await newUser(ROLES.APP_USER, null);
    // A guest made staff without an institution: the contract's rule, for that user.
    const res = await move(admin, { ids: [staff, guest], role: ROLES.INSTITUTIONAL_STAFF });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(`User ${guest}:`);
    expect(res.json().errors).toEqual([
      {
        field: 'institution_id',
        message: 'An institution is required for institutional admins and staff',
      },
    ]);
    expect(await rowsOf([staff, guest])).toEqual([
      { role: 3, institution_id: 1 },
      { role: 0, institution_id: null },
    ]);

    const toGuest = await move(admin, { ids: [guest], institution_id: 1 });
    expect(toGuest.statusCode).toBe(400);
    expect(toGuest.json().errors[0].field).toBe('institution_id');
    const both = await move(admin, { ids: [staff], role: 0, institution_id: 1 });
    expect(both.statusCode).toBe(400);
    expect(await rowsOf([staff, guest])).toEqual([
      { role: 3, institution_id: 1 },
      { role: 0, institution_id: null },
    ]);
  });

  it('refuses the caller among the users (403), unknown ids (404), an empty move (400)', async () => {
    const staff = await newUser(ROLES.INSTITUTIONAL_STAFF, 1);
    const self = await move(admin, { ids: [staff, adminId], role: ROLES.APP_USER });
    expect(self.statusCode).toBe(403);
    const unknown = await move(admin, { ids: [staff, 99_999_999], role: ROLES.APP_USER });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('99999999');
    const nothing = await move(admin, { ids: [staff] });
    expect(nothing.statusCode).toBe(400);
    const badInstitution = await move(admin, { ids: [staff], institution_id: 99_999_999 });
    expect(badInstitution.statusCode).toBe(400);
    expect(await rowsOf([staff])).toEqual([{ role: 3, institution_id: 1 }]);
  });

  it('is the System Admin’s only: an Institutional Admin is refused (403)', async () => {
    const staff = await newUser(ROLES.INSTITUTIONAL_STAFF, 1);
    const res = await move(venue, { ids: [staff], role: ROLES.APP_USER });
    expect(res.statusCode).toBe(403);
    expect(await rowsOf([staff])).toEqual([{ role: 3, institution_id: 1 }]);
  });
});
