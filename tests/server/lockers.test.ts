import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract';
import type { BuiltApp } from '../../server/app';
import { institutions, lockerAllocations, lockers } from '../../server/db/schema';
import { DEMO_EMAILS as ACCOUNTS, loginAs, makeApp, type DemoAccount as Account } from './helpers';

const V1 = '/api/v1';
const url = (path: string) => `${V1}${path}`;

let app: BuiltApp;
const headers = {} as Record<Account, { authorization: string }>;
/** Names of the seeded institutions 1 and 2 (read, never changed). */
let inst1Name = '';
let inst2Name = '';
/** A seeded locker of each institution (read, never changed). */
let inst1Locker: { id: number; locker_number: number };
let inst2Locker: { id: number; locker_number: number };
/** Locker numbers made by this file never collide with the seed (101..108). */
let nextNumber = 5000;
const freshNumber = () => nextNumber++;

beforeAll(async () => {
  app = await makeApp();
  for (const [key, email] of Object.entries(ACCOUNTS)) {
    headers[key as Account] = (await loginAs(app, email)).headers;
  }
  const names = await app.db
    .select({ id: institutions.institution_id, name: institutions.name })
    .from(institutions);
  inst1Name = names.find((n) => n.id === 1)!.name;
  inst2Name = names.find((n) => n.id === 2)!.name;
  const pick = async (institutionId: number) => {
    const [row] = await app.db
      .select({ id: lockers.id, locker_number: lockers.locker_number })
      .from(lockers)
      .where(eq(lockers.institution_id, institutionId))
      .orderBy(lockers.id)
      .limit(1);
    return row;
  };
  inst1Locker = await pick(1);
  inst2Locker = await pick(2);
});
afterAll(async () => {
  await app?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (who: Account | null, method: Method, path: string, payload?: unknown) =>
  app.inject({
    method,
    url: url(path),
    headers: who ? headers[who] : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

/** A locker inserted straight into the database (not through the route under test). */
async function insertLocker(institutionId: number, status = 1) {
  const [row] = await app.db
    .insert(lockers)
    .values({ institution_id: institutionId, locker_number: freshNumber(), status })
    .returning();
  return row;
}

const lockerRow = async (id: number) =>
  (await app.db.select().from(lockers).where(eq(lockers.id, id)))[0];

const multipart = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
};

describe('role matrix (the five demo accounts)', () => {
  const cases = <T>(expected: Record<Account, T>) =>
    (Object.keys(expected) as Account[]).map((who) => ({ who, expected: expected[who] }));

  it.each(cases({ admin: 200, venue: 200, venue2: 403, staff: 200, guest: 403 }))(
    'GET locker/list/1 as $who -> $expected',
    async ({ who, expected }) => {
      const res = await call(who, 'GET', paths.lockerList(1));
      expect(res.statusCode).toBe(expected);
      if (expected === 200) expect(res.json().data.length).toBeGreaterThan(0);
    },
  );

  it.each(cases({ admin: 200, venue: 200, venue2: 403, staff: 200, guest: 403 }))(
    'GET locker/{id} of institution 1 as $who -> $expected',
    async ({ who, expected }) => {
      const res = await call(who, 'GET', paths.locker(inst1Locker.id));
      expect(res.statusCode).toBe(expected);
    },
  );

  it.each(cases({ admin: 201, venue: 201, venue2: 403, staff: 403, guest: 403 }))(
    'POST locker/create in institution 1 as $who -> $expected',
    async ({ who, expected }) => {
      const number = freshNumber();
      const res = await call(who, 'POST', paths.lockerCreate, {
        institution_id: 1,
        locker_number: number,
        status: 1,
      });
      expect(res.statusCode).toBe(expected);
      const [{ n }] = await app.db
        .select({ n: count() })
        .from(lockers)
        .where(and(eq(lockers.institution_id, 1), eq(lockers.locker_number, number)));
      expect(n).toBe(expected === 201 ? 1 : 0);
    },
  );

  it.each(cases({ admin: 200, venue: 200, venue2: 403, staff: 403, guest: 403 }))(
    'PATCH locker/update/{id} of institution 1 as $who -> $expected',
    async ({ who, expected }) => {
      const locker = await insertLocker(1, 1);
      const res = await call(who, 'PATCH', paths.lockerUpdate(locker.id), { status: 0 });
      expect(res.statusCode).toBe(expected);
      expect((await lockerRow(locker.id)).status).toBe(expected === 200 ? 0 : 1);
    },
  );

  it.each(cases({ admin: 204, venue: 204, venue2: 403, staff: 403, guest: 403 }))(
    'DELETE locker/delete/{id} of institution 1 as $who -> $expected',
    async ({ who, expected }) => {
      const locker = await insertLocker(1);
      const res = await call(who, 'DELETE', paths.lockerDelete(locker.id));
      expect(res.statusCode).toBe(expected);
      expect(await lockerRow(locker.id)).toEqual(expected === 204 ? undefined : locker);
    },
  );

  it('answers 401 without a token on every endpoint', async () => {
    for (const [method, path] of [
      ['GET', paths.lockerList(1)],
      ['GET', paths.locker(inst1Locker.id)],
      ['POST', paths.lockerCreate],
      ['PATCH', paths.lockerUpdate(inst1Locker.id)],
      ['DELETE', paths.lockerDelete(inst1Locker.id)],
    ] as const) {
      const res = await call(null, method, path, method === 'GET' ? undefined : {});
      expect(res.statusCode, `${method} ${path}`).toBe(401);
    }
  });

  it('role 0 and role 3 writes are refused with "Access denied"', async () => {
    for (const who of ['guest', 'staff'] as const) {
      const res = await call(who, 'POST', paths.lockerCreate, { locker_number: freshNumber() });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 'failed', message: 'Access denied' });
    }
  });
});

describe('404 for records that do not exist', () => {
  it('GET locker/list of an unknown institution', async () => {
    for (const who of ['admin', 'venue'] as const) {
      const res = await call(who, 'GET', paths.lockerList(9999));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Institution not found');
    }
  });

  it('GET, PATCH and DELETE of an unknown locker', async () => {
    for (const who of ['admin', 'venue'] as const) {
      for (const [method, path] of [
        ['GET', paths.locker(999999)],
        ['PATCH', paths.lockerUpdate(999999)],
        ['DELETE', paths.lockerDelete(999999)],
      ] as const) {
        const res = await call(who, method, path, method === 'PATCH' ? { status: 1 } : undefined);
        expect(res.statusCode, `${who} ${method}`).toBe(404);
        expect(res.json().message).toBe('Locker not found');
      }
    }
  });

  it('POST locker/create naming an unknown institution', async () => {
    const res = await call('admin', 'POST', paths.lockerCreate, {
      institution_id: 9999,
      locker_number: freshNumber(),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      message: 'Institution not found',
      errors: [{ field: 'institution_id' }],
    });
  });

  it('a path id that is not a positive integer is a 400, not a 404', async () => {
    const res = await call('admin', 'GET', paths.locker('abc'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/locker_id must be a positive integer/);
  });
});

describe('venue.admin (institution 1) on institution 2', () => {
  const denied = { status: 'failed', message: 'Access denied: Unauthorized institution' };

  it('cannot list institution 2', async () => {
    const res = await call('venue', 'GET', paths.lockerList(2));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(denied);
  });

  it("cannot read institution 2's locker", async () => {
    const res = await call('venue', 'GET', paths.locker(inst2Locker.id));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(denied);
  });

  it('cannot create a locker in institution 2', async () => {
    const number = freshNumber();
    const res = await call('venue', 'POST', paths.lockerCreate, {
      institution_id: 2,
      locker_number: number,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(denied);
    const [{ n }] = await app.db
      .select({ n: count() })
      .from(lockers)
      .where(eq(lockers.locker_number, number));
    expect(n).toBe(0);
  });

  it("cannot update institution 2's locker", async () => {
    const before = await lockerRow(inst2Locker.id);
    const res = await call('venue', 'PATCH', paths.lockerUpdate(inst2Locker.id), {
      locker_number: freshNumber(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(denied);
    expect(await lockerRow(inst2Locker.id)).toEqual(before);
  });

  it('cannot move its own locker to institution 2', async () => {
    const locker = await insertLocker(1);
    const res = await call('venue', 'PATCH', paths.lockerUpdate(locker.id), {
      institution_id: 2,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(denied);
    expect((await lockerRow(locker.id)).institution_id).toBe(1);
  });

  it("cannot delete institution 2's locker", async () => {
    const res = await call('venue', 'DELETE', paths.lockerDelete(inst2Locker.id));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(denied);
    expect(await lockerRow(inst2Locker.id)).toBeDefined();
  });

  it('staff of institution 1 cannot read institution 2 either', async () => {
    expect((await call('staff', 'GET', paths.lockerList(2))).statusCode).toBe(403);
    expect((await call('staff', 'GET', paths.locker(inst2Locker.id))).statusCode).toBe(403);
  });
});

describe('validation (one rule per test)', () => {
  const create = (body: unknown, who: Account = 'venue') =>
    call(who, 'POST', paths.lockerCreate, body);
  const fieldErrors = (res: { json: () => { errors?: { field: string; message: string }[] } }) =>
    res.json().errors ?? [];

  it('locker_number is required', async () => {
    const res = await create({ status: 1 });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual([
      { field: 'locker_number', message: 'Locker number is required' },
    ]);
  });

  it.each([0, -3, 1.5, 'abc', '12abc', '', 2_147_483_648, true])(
    'locker_number %j is refused as not a positive integer',
    async (value) => {
      const res = await create({ locker_number: value });
      expect(res.statusCode).toBe(400);
      expect(fieldErrors(res)).toEqual([
        { field: 'locker_number', message: 'Locker number must be a positive integer' },
      ]);
    },
  );

  it.each([2, -1, 'on', 'yes'])('status %j is refused (only 0 or 1)', async (value) => {
    const res = await create({ locker_number: freshNumber(), status: value });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual([
      { field: 'status', message: 'Status must be 0 (Disabled) or 1 (Active)' },
    ]);
  });

  it('institution_id must be a positive integer', async () => {
    const res = await create({ institution_id: 'one', locker_number: freshNumber() }, 'admin');
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)[0].field).toBe('institution_id');
  });

  it('a System Admin must name the institution', async () => {
    const res = await create({ locker_number: freshNumber() }, 'admin');
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual([
      { field: 'institution_id', message: 'Institution id is required' },
    ]);
  });

  it('an update validates the fields it is sent', async () => {
    const locker = await insertLocker(1);
    const res = await call('venue', 'PATCH', paths.lockerUpdate(locker.id), {
      locker_number: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)[0].field).toBe('locker_number');
  });

  it('a body that is neither JSON nor multipart is a 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: url(paths.lockerCreate),
      headers: { ...headers.venue, 'content-type': 'text/plain' },
      payload: 'locker_number=5',
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('POST locker/create', () => {
  it('creates in the Institutional Admin own institution when institution_id is left out', async () => {
    const number = freshNumber();
    const res = await call('venue', 'POST', paths.lockerCreate, { locker_number: number });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'success',
      message: 'Locker created',
      data: {
        institution_id: 1,
        locker_number: number,
        status: 1,
        institution: { institution_id: 1, name: inst1Name },
      },
    });
    expect(body.data.id).toBeTypeOf('number');
    // The reply is the record as a read returns it.
    const read = await call('venue', 'GET', paths.locker(body.data.id));
    expect(read.json().data).toEqual(body.data);
  });

  it('accepts legacy multipart with every value as a string', async () => {
    const number = freshNumber();
    const res = await call(
      'venue',
      'POST',
      paths.lockerCreate,
      multipart({ institution_id: '1', locker_number: String(number), status: '0' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ locker_number: number, status: 0 });
  });

  it('a System Admin creates in any institution', async () => {
    const res = await call('admin', 'POST', paths.lockerCreate, {
      institution_id: 2,
      locker_number: freshNumber(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.institution).toEqual({ institution_id: 2, name: inst2Name });
  });

  it('refuses a number already used in the institution: 409 naming it and the institution', async () => {
    const res = await call('venue', 'POST', paths.lockerCreate, {
      locker_number: String(inst1Locker.locker_number),
    });
    const message = `Locker number ${inst1Locker.locker_number} already exists in ${inst1Name}`;
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 'failed',
      message,
      errors: [{ field: 'locker_number', message }],
    });
  });

  it('allows the same number in another institution', async () => {
    const number = freshNumber();
    for (const institution_id of [1, 2]) {
      const res = await call('admin', 'POST', paths.lockerCreate, {
        institution_id,
        locker_number: number,
      });
      expect(res.statusCode).toBe(201);
    }
  });
});

describe('PATCH locker/update', () => {
  it('changes exactly the fields sent', async () => {
    const locker = await insertLocker(1, 1);
    const res = await call('venue', 'PATCH', paths.lockerUpdate(locker.id), { status: '0' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: 'Locker updated',
      data: { id: locker.id, locker_number: locker.locker_number, status: 0, institution_id: 1 },
    });
  });

  it('renumbers a locker, and keeping its own number is no conflict', async () => {
    const locker = await insertLocker(1);
    const number = freshNumber();
    const renamed = await call('venue', 'PATCH', paths.lockerUpdate(locker.id), {
      locker_number: number,
      institution_id: 1,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.locker_number).toBe(number);
    const same = await call('venue', 'PATCH', paths.lockerUpdate(locker.id), {
      locker_number: number,
    });
    expect(same.statusCode).toBe(200);
  });

  it("refuses another locker's number with 409", async () => {
    const locker = await insertLocker(1);
    const res = await call('venue', 'PATCH', paths.lockerUpdate(locker.id), {
      locker_number: inst1Locker.locker_number,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([
      {
        field: 'locker_number',
        message: `Locker number ${inst1Locker.locker_number} already exists in ${inst1Name}`,
      },
    ]);
    expect((await lockerRow(locker.id)).locker_number).toBe(locker.locker_number);
  });

  it('a System Admin may move a locker to another institution, not onto a taken number', async () => {
    const locker = await insertLocker(1);
    const moved = await call('admin', 'PATCH', paths.lockerUpdate(locker.id), {
      institution_id: 2,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.institution).toEqual({ institution_id: 2, name: inst2Name });

    const other = await insertLocker(1);
    const clash = await call('admin', 'PATCH', paths.lockerUpdate(other.id), {
      institution_id: 2,
      locker_number: inst2Locker.locker_number,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(
      `Locker number ${inst2Locker.locker_number} already exists in ${inst2Name}`,
    );
  });

  it('an empty update changes nothing and returns the record', async () => {
    const locker = await insertLocker(1);
    const res = await call('venue', 'PATCH', paths.lockerUpdate(locker.id), {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: locker.id, locker_number: locker.locker_number });
  });
});

describe('DELETE locker/delete', () => {
  it('answers 204 with an empty body', async () => {
    const locker = await insertLocker(1);
    const res = await call('venue', 'DELETE', paths.lockerDelete(locker.id));
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await call('venue', 'GET', paths.locker(locker.id))).statusCode).toBe(404);
  });

  it('refuses with 409 naming the count while the locker has allocations', async () => {
    const [used] = await app.db
      .select({ locker_id: lockerAllocations.locker_id, n: count() })
      .from(lockerAllocations)
      .innerJoin(lockers, eq(lockers.id, lockerAllocations.locker_id))
      .where(eq(lockers.institution_id, 1))
      .groupBy(lockerAllocations.locker_id)
      .limit(1);
    expect(used, 'the seed allocates lockers of institution 1').toBeDefined();
    const row = await lockerRow(used.locker_id);
    const res = await call('venue', 'DELETE', paths.lockerDelete(used.locker_id));
    expect(res.statusCode).toBe(409);
    const noun = used.n === 1 ? 'allocation' : 'allocations';
    expect(res.json().message).toBe(
      `Locker ${row.locker_number} cannot be deleted: it has ${used.n} locker ${noun} (allocations are history)`,
    );
    expect(await lockerRow(used.locker_id)).toEqual(row);
  });
});

describe('GET locker/list', () => {
  let instId: number;
  let instName: string;

  beforeAll(async () => {
    // An institution of its own, so the list holds exactly these lockers.
    const [inst] = await app.db
      .insert(institutions)
      .values({ name: 'Locker List Test Venue', status: 1 })
      .returning();
    instId = inst.institution_id;
    instName = inst.name;
    await app.db.insert(lockers).values([
      { institution_id: instId, locker_number: 100, status: 1 },
      { institution_id: instId, locker_number: 9, status: 0 },
      { institution_id: instId, locker_number: 21, status: 1 },
      { institution_id: instId, locker_number: 10, status: 1 },
    ]);
  });

  const list = async (query = '') => {
    const res = await call('admin', 'GET', `${paths.lockerList(instId)}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      data: { locker_number: number; institution: unknown }[];
      meta?: unknown;
    };
  };
  const numbers = (body: { data: { locker_number: number }[] }) =>
    body.data.map((l) => l.locker_number);

  it('sorts by locker number numerically and carries the institution', async () => {
    const body = await list();
    expect(numbers(body)).toEqual([9, 10, 21, 100]);
    expect(body.meta).toBeUndefined();
    for (const locker of body.data) {
      expect(locker.institution).toEqual({ institution_id: instId, name: instName });
    }
  });

  it('sorts descending on request', async () => {
    expect(numbers(await list('?sort=locker_number&order=desc'))).toEqual([100, 21, 10, 9]);
  });

  it('filters by status', async () => {
    expect(numbers(await list('?status=0'))).toEqual([9]);
    expect(numbers(await list('?status=1'))).toEqual([10, 21, 100]);
  });

  it('searches by number with q', async () => {
    expect(numbers(await list('?q=10'))).toEqual([10, 100]);
  });

  it('pages with meta when asked', async () => {
    const body = await list('?page=2&pageSize=3');
    expect(numbers(body)).toEqual([100]);
    expect(body.meta).toEqual({ total: 4, page: 2, pageSize: 3 });
  });

  it('refuses an unknown sort or a bad status filter with 400', async () => {
    for (const query of ['?sort=secret', '?status=7']) {
      const res = await call('admin', 'GET', `${paths.lockerList(instId)}${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('an institution without lockers gives an empty list', async () => {
    const [empty] = await app.db
      .insert(institutions)
      .values({ name: 'No Lockers Venue', status: 1 })
      .returning();
    const res = await call('admin', 'GET', paths.lockerList(empty.institution_id));
    expect(res.json()).toEqual({ status: 'success', data: [] });
  });
});
