import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract';
import type { BuiltApp } from '../../server/app';
import { auditLog, institutions, lockers } from '../../server/db/schema';
import { loginAs, makeApp } from './helpers';

const url = (path: string) => `/api/v1${path}`;

let app: BuiltApp;
let admin: { authorization: string };
let venue: { authorization: string };
let staff: { authorization: string };
let serial = 0;

beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, 'admin@partypass.test')).headers;
  venue = (await loginAs(app, 'venue.admin@partypass.test')).headers;
  staff = (await loginAs(app, 'staff@partypass.test')).headers;
}, 120_000);
afterAll(async () => {
  await app?.close();
});

async function newLocker(institution: number): Promise<number> {
  const [row] = await app.db
    .insert(lockers)
    .values({ institution_id: institution, locker_number: 700_000 + ++serial, status: 1 })
    .returning({ id: lockers.id });
  return row.id;
}
const statuses = async (ids: number[]) =>
  (await app.db.select().from(lockers).where(inArray(lockers.id, ids)))
    .sort((a, b) => a.id - b.id)
    .map((r) => r.status);
const patch = (path: string, headers: { authorization: string }, payload: unknown) =>
  app.inject({ method: 'PATCH', url: url(path), headers, payload: payload as object });

describe('PATCH locker/bulk-status', () => {
  it('disables the selected lockers in one request, one audit entry per locker', async () => {
    const ids = [await newLocker(1), await newLocker(1)];
    const res = await patch(paths.lockerBulkStatus, venue, { ids, status: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', data: { updated: 2 } });
    expect(await statuses(ids)).toEqual([0, 0]);
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.resource, 'lockers'),
          inArray(auditLog.record_id, ids.map(String)),
          eq(auditLog.action, 'update'),
        ),
      );
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry.changes).toEqual({ status: { old: 1, new: 0 } });
      expect(entry.user_email).toBe('venue.admin@partypass.test');
    }
  });

  it("changes nothing when one locker is another institution's (403) or unknown (404)", async () => {
    const own = await newLocker(1);
    const other = await newLocker(2);
    const refused = await patch(paths.lockerBulkStatus, venue, { ids: [own, other], status: 0 });
    expect(refused.statusCode).toBe(403);
    expect(await statuses([own, other])).toEqual([1, 1]);

    const unknown = await patch(paths.lockerBulkStatus, admin, {
      ids: [own, 99_999_999],
      status: 0,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('99999999');
    expect(await statuses([own])).toEqual([1]);
  });

  it('names the bad field (400): no ids, repeated ids, a status that is not 0 or 1', async () => {
    const id = await newLocker(1);
    for (const body of [
      { ids: [], status: 0 },
      { ids: [id, id], status: 0 },
      { ids: [id], status: 5 },
    ]) {
      const res = await patch(paths.lockerBulkStatus, venue, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ status: 'failed' });
    }
  });

  it('is refused to staff, as a one-by-one edit is', async () => {
    const id = await newLocker(1);
    expect((await patch(paths.lockerBulkStatus, staff, { ids: [id], status: 0 })).statusCode).toBe(
      403,
    );
  });
});

describe('PATCH institute/bulk-status', () => {
  it('enables and disables institutions (System Admin), each audited; others are refused', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const [row] = await app.db
        .insert(institutions)
        .values({
          name: `Bulk venue ${Date.now()}-${i}`,
          email: `bulk-${Date.now()}-${i}@example.com`,
          phone: '+33 1 00 00 00',
        })
        .returning({ id: institutions.institution_id });
      ids.push(row.id);
    }
    expect((await patch(paths.institutionBulkStatus, venue, { ids, status: 0 })).statusCode).toBe(
      403,
    );
    const res = await patch(paths.institutionBulkStatus, admin, { ids, status: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { updated: 2 } });
    const rows = await app.db
      .select({ status: institutions.status })
      .from(institutions)
      .where(inArray(institutions.institution_id, ids));
    expect(rows.map((r) => r.status)).toEqual([0, 0]);
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.resource, 'institutions'), inArray(auditLog.record_id, ids.map(String))),
      );
    expect(entries).toHaveLength(2);
  });
});
