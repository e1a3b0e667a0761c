/**
 * The role matrix, generated: every /api/v1 endpoint of ENDPOINT_POLICY x every caller (no token,
 * roles 0-3) x a record of the caller's own institution and of another one, with the status the
 * policy and the institution scope give. The routes come from the built app's route table, so:
 *   - a route without a policy, or whose policy names no expectation here, fails;
 *   - a route that forgets its guard (or its institution check) answers the wrong status.
 *
 * "own" / "other" for roles 2 and 3 means institution 1 (theirs) / institution 2. For role 0 it
 * means its own purchase / another user's; the catalogue (active institutions) is open to it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, ROLES, type Role } from '../../../contract';
import type { BuiltApp, RouteEntry } from '../../../server/app';
import { ENDPOINT_POLICY, type EndpointKey } from '../../../server/auth/policy';
import {
  institutions,
  lockerAllocations,
  lockers,
  purchases,
  savedViews,
  ticketTypes,
  users,
} from '../../../server/db/schema';
import { qrCodeFor } from '../../../server/door/qr';
import { DEMO_PASSWORD, loginAs, makeApp, TEST_SECRET } from '../helpers';
import { dataUrlOf, PNG_1X1 } from './images';

type Caller = 'none' | Role;
type Relation = 'own' | 'other';
const CALLERS: Caller[] = [
  'none',
  ROLES.APP_USER,
  ROLES.SYSTEM_ADMIN,
  ROLES.INSTITUTIONAL_ADMIN,
  ROLES.INSTITUTIONAL_STAFF,
];
const RELATIONS: Relation[] = ['own', 'other'];
const EMAIL: Record<Role, string> = {
  0: 'guest@partypass.test',
  1: 'admin@partypass.test',
  2: 'venue.admin@partypass.test',
  3: 'staff@partypass.test',
};
const OWN = 1;
const OTHER = 2;

/**
 * How the rows an endpoint reaches depend on the caller, beyond the policy's role list:
 *   any         - whatever the relation (own profile, System Admin only, sign-in, scoped lists)
 *   institution - role 1 any; roles 2/3 their own only (403 for another); role 0 the catalogue
 *                 of active institutions when the policy lets it in
 *   purchase    - as institution, but role 0 only its own purchases
 *   owner       - the caller's own rows only, whatever its role: another user's is 404
 */
type Scope = 'any' | 'institution' | 'purchase' | 'owner';

interface Target {
  params?: Record<string, number | string>;
  query?: string;
  body?: Record<string, unknown>;
  /** The call ends the caller's session: it is made with a session of its own. */
  ownSession?: true;
}

interface Expectation {
  scope: Scope;
  /** A stream that never ends by itself (Server-Sent Events): read its status over a socket. */
  stream?: true;
  /** The status of an allowed call. */
  ok: number;
  /** Builds the request's path parameters and body for a record of the own / other side. */
  target: (relation: Relation, caller: Caller) => Promise<Target>;
}

let app: BuiltApp;
const headers = {} as Record<Role, Record<string, string>>;
let serial = 0;
const unique = (tag: string) => `${tag}-${Date.now().toString(36)}-${++serial}`;
const institutionOf = (relation: Relation) => (relation === 'own' ? OWN : OTHER);

async function newInstitution(): Promise<number> {
  const [row] = await app.db
    .insert(institutions)
    .values({
      name: unique('Matrix venue'),
      email: `${unique('matrix')}@example.com`,
      phone: '+33 1 00 00 00',
    })
    .returning({ id: institutions.institution_id });
  return row.id;
}
async function newLocker(institution: number): Promise<number> {
  const [row] = await app.db
    .insert(lockers)
    .values({ institution_id: institution, locker_number: 100_000 + ++serial })
    .returning({ id: lockers.id });
  return row.id;
}
async function newTicket(institution: number): Promise<number> {
  const [row] = await app.db
    .insert(ticketTypes)
    .values({
      name: unique('Matrix pass'),
      institution_id: institution,
      price: '5.00',
      capacity: 50,
      is_regular: true,
    })
    .returning({ id: ticketTypes.ticket_id });
  return row.id;
}
async function newUser(institution: number): Promise<number> {
  const [row] = await app.db
    .insert(users)
    .values({
      name: 'Matrix user',
      email: `${unique('matrix')}@users.test`,
      password_hash: 'not-a-hash',
      role: ROLES.INSTITUTIONAL_STAFF,
      institution_id: institution,
    })
    .returning({ id: users.user_id });
  return row.id;
}
async function userId(email: string): Promise<number> {
  const [row] = await app.db
    .select({ id: users.user_id })
    .from(users)
    .where(eq(users.email, email));
  return row.id;
}
/** own: a view of the caller (the admin's when no one signs in); other: another user's. */
async function newView(relation: Relation, caller: Caller): Promise<number> {
  const owner =
    relation === 'own' ? await userId(EMAIL[caller === 'none' ? 1 : caller]) : await newUser(OTHER);
  const [row] = await app.db
    .insert(savedViews)
    .values({ user_id: owner, list: 'lockers', name: unique('Matrix view'), state: {} })
    .returning({ id: savedViews.id });
  return row.id;
}
/** own: the guest's purchase of an institution-1 ticket; other: another user's, institution 2. */
async function newPurchase(relation: Relation): Promise<number> {
  return (await newPaidPurchase(relation)).id;
}
/** A paid purchase of a regular ticket, not yet entered: the door lets it in. */
async function newPaidPurchase(relation: Relation) {
  const buyer = relation === 'own' ? await userId(EMAIL[0]) : await newUser(OTHER);
  const [row] = await app.db
    .insert(purchases)
    .values({
      user_id: buyer,
      ticket_id: await newTicket(institutionOf(relation)),
      price_amount: '5.00',
      payment_status: 'completed',
      payment_method: 'paypal',
    })
    .returning({ id: purchases.purchase_id, ticket_id: purchases.ticket_id });
  return row;
}
/** An active locker allocation of a purchase of the relation's institution. */
async function newAllocation(relation: Relation): Promise<number> {
  const [row] = await app.db
    .insert(lockerAllocations)
    .values({
      purchase_id: await newPurchase(relation),
      locker_id: await newLocker(institutionOf(relation)),
      status: 1,
    })
    .returning({ id: lockerAllocations.id });
  return row.id;
}

const PNG_DATA_URL = dataUrlOf('image/png', PNG_1X1);

/** One expectation per ENDPOINT_POLICY key: a new endpoint fails until it has one. */
const EXPECTATIONS: Record<EndpointKey, Expectation> = {
  'users.login': {
    scope: 'any',
    ok: 200,
    target: async () => ({ body: { email: EMAIL[0], password: DEMO_PASSWORD } }),
  },
  'users.logout': { scope: 'any', ok: 200, target: async () => ({ ownSession: true }) },
  'users.profile.read': { scope: 'any', ok: 200, target: async () => ({}) },
  'users.profile.update': {
    scope: 'any',
    ok: 200,
    target: async () => ({ body: { phone: '+33 1 11 22 33 44' } }),
  },
  'users.profile.picture': {
    scope: 'any',
    ok: 200,
    target: async () => ({ body: { profile_pic: PNG_DATA_URL } }),
  },
  'users.analytics': { scope: 'any', ok: 200, target: async () => ({}) },
  'users.list': { scope: 'any', ok: 200, target: async () => ({}) },
  'users.read': {
    scope: 'any',
    ok: 200,
    target: async (r) => ({ params: { user_id: await newUser(institutionOf(r)) } }),
  },
  'users.create': {
    scope: 'any',
    ok: 201,
    target: async (r) => ({
      body: {
        name: 'Matrix created',
        email: `${unique('created')}@users.test`,
        password: 'Matrix password 123',
        role: ROLES.INSTITUTIONAL_STAFF,
        institution_id: institutionOf(r),
      },
    }),
  },
  'users.update': {
    scope: 'any',
    ok: 200,
    target: async (r) => ({
      params: { user_id: await newUser(institutionOf(r)) },
      body: { name: 'Renamed' },
    }),
  },
  'users.delete': {
    scope: 'any',
    ok: 200,
    target: async (r) => ({ params: { id: await newUser(institutionOf(r)) } }),
  },
  'users.sessions.revoke': {
    scope: 'institution',
    ok: 200,
    target: async (r) => ({ params: { user_id: await newUser(institutionOf(r)) } }),
  },
  'institute.list': { scope: 'any', ok: 200, target: async () => ({}) },
  'institute.read': {
    scope: 'institution',
    ok: 200,
    target: async (r) => ({ params: { id: institutionOf(r) } }),
  },
  'institute.tickets': {
    scope: 'institution',
    ok: 200,
    target: async (r) => ({ params: { id: institutionOf(r) } }),
  },
  'institute.create': {
    scope: 'any',
    ok: 201,
    target: async () => ({
      body: {
        name: unique('Created venue'),
        email: `${unique('c')}@example.com`,
        phone: '+33 1 22 33 44',
      },
    }),
  },
  'institute.update': {
    scope: 'institution',
    ok: 200,
    target: async (r) => ({
      params: { id: institutionOf(r) },
      body: { details: unique('matrix') },
    }),
  },
  // Deleting institution 1 or 2 would end the matrix: a System Admin deletes a new one instead
  // (own/other mean nothing for role 1), the others must be refused before anything happens.
  'institute.delete': {
    scope: 'institution',
    ok: 204,
    target: async () => ({ params: { id: await newInstitution() } }),
  },
  'locker.list': {
    scope: 'institution',
    ok: 200,
    target: async (r) => ({ params: { institution_id: institutionOf(r) } }),
  },
  'locker.read': {
    scope: 'institution',
    ok: 200,
    target: async (r) => ({ params: { locker_id: await newLocker(institutionOf(r)) } }),
  },
  'locker.create': {
    scope: 'institution',
    ok: 201,
    target: async (r) => ({
      body: { institution_id: institutionOf(r), locker_number: 200_000 + ++serial },
    }),
  },
  'locker.update': {
    scope: 'institution',
    ok: 200,
    target: async (r) => ({
      params: { locker_id: await newLocker(institutionOf(r)) },
      body: { status: 0 },
    }),
  },
  'locker.delete': {
    scope: 'institution',
    ok: 204,
    target: async (r) => ({ params: { id: await newLocker(institutionOf(r)) } }),
  },
  'ticket.list': { scope: 'any', ok: 200, target: async () => ({}) },
  'ticket.read': {
    scope: 'institution',
    ok: 200,
    target: async (r) => ({ params: { id: await newTicket(institutionOf(r)) } }),
  },
  'ticket.create': {
    scope: 'institution',
    ok: 201,
    target: async (r) => ({
      body: {
        name: unique('Created pass'),
        institution_id: institutionOf(r),
        price: '3.00',
        capacity: 10,
        is_regular: true,
      },
    }),
  },
  'ticket.update': {
    scope: 'institution',
    ok: 200,
    target: async (r) => ({
      params: { ticket_id: await newTicket(institutionOf(r)) },
      body: { capacity: 60 },
    }),
  },
  'ticket.delete': {
    scope: 'institution',
    ok: 204,
    target: async (r) => ({ params: { id: await newTicket(institutionOf(r)) } }),
  },
  // Paged: the whole demo list is longer than an unpaged list may be (docs/api.md "Lists").
  'purchase.list': { scope: 'any', ok: 200, target: async () => ({ query: '?page=1' }) },
  'purchase.listByInstitution': {
    scope: 'institution',
    ok: 200,
    target: async (r) => ({ params: { id: institutionOf(r) } }),
  },
  'purchase.read': {
    scope: 'purchase',
    ok: 200,
    target: async (r) => ({ params: { id: await newPurchase(r) } }),
  },
  'purchase.entryUpdate': {
    scope: 'institution',
    ok: 200,
    target: async (r) => {
      const p = await newPaidPurchase(r);
      return { params: { purchase_id: p.id }, body: { ticket_id: p.ticket_id, ticket_status: 1 } };
    },
  },
  'lockerAllocation.allocate': {
    scope: 'institution',
    ok: 201,
    target: async (r) => ({
      body: { purchase_id: await newPurchase(r), locker_id: await newLocker(institutionOf(r)) },
    }),
  },
  'lockerAllocation.update': {
    scope: 'institution',
    ok: 200,
    target: async (r) => ({ params: { id: await newAllocation(r) }, body: { status: 0 } }),
  },
  'lockerAllocation.delete': {
    scope: 'institution',
    ok: 204,
    target: async (r) => ({ params: { id: await newAllocation(r) } }),
  },
  'door.pass': {
    scope: 'institution',
    ok: 200,
    target: async (r) => ({ params: { purchase_id: await newPurchase(r) } }),
  },
  'door.scan': {
    scope: 'institution',
    ok: 200,
    target: async (r) => ({ body: { code: qrCodeFor(TEST_SECRET, await newPurchase(r)) } }),
  },
  'door.qr': {
    scope: 'purchase',
    ok: 200,
    target: async (r) => ({ params: { purchase_id: await newPurchase(r) } }),
  },
  'door.search': {
    scope: 'institution',
    ok: 200,
    target: async (r) => ({ params: { institution_id: institutionOf(r) } }),
  },
  'door.figures': {
    scope: 'institution',
    ok: 200,
    target: async (r) => ({ params: { institution_id: institutionOf(r) } }),
  },
  'door.lockers': {
    scope: 'institution',
    ok: 200,
    target: async (r) => ({ params: { institution_id: institutionOf(r) } }),
  },
  'audit.list': {
    scope: 'institution',
    ok: 200,
    target: async (r) => ({ query: `?page=1&pageSize=50&institution_id=${institutionOf(r)}` }),
  },
  // Each role hears only its own institution's changes: tests/server/live-stream.test.ts.
  'live.stream': { scope: 'any', ok: 200, stream: true, target: async () => ({}) },
  'locker.bulkStatus': {
    scope: 'institution',
    ok: 200,
    target: async (r) => ({ body: { ids: [await newLocker(institutionOf(r))], status: 0 } }),
  },
  'institute.bulkStatus': {
    scope: 'any',
    ok: 200,
    target: async () => ({ body: { ids: [await newInstitution()], status: 0 } }),
  },
  // CSV import: an Institutional Admin's rows go to its own institution whatever the file
  // names, so "another institution" in the file is never refused, only replaced.
  'locker.import': {
    scope: 'any',
    ok: 201,
    target: async (r) => ({
      body: { csv: `locker_number,institution_id\n${300_000 + ++serial},${institutionOf(r)}\n` },
    }),
  },
  'locker.importPreview': {
    scope: 'any',
    ok: 200,
    target: async (r) => ({
      body: { csv: `locker_number,institution_id\n${300_000 + ++serial},${institutionOf(r)}\n` },
    }),
  },
  'ticket.import': {
    scope: 'any',
    ok: 201,
    target: async (r) => ({
      body: {
        csv: `name,price,capacity,is_regular,institution_id\n${unique('Import')},4.00,20,1,${institutionOf(r)}\n`,
      },
    }),
  },
  'ticket.importPreview': {
    scope: 'any',
    ok: 200,
    target: async (r) => ({
      body: {
        csv: `name,price,capacity,is_regular,institution_id\n${unique('Import')},4.00,20,1,${institutionOf(r)}\n`,
      },
    }),
  },
  'users.import': {
    scope: 'any',
    ok: 201,
    target: async (r) => ({
      body: {
        csv: `name,email,password,role,institution_id\nImported,${unique('imp')}@users.test,Matrix password 123,3,${institutionOf(r)}\n`,
      },
    }),
  },
  'users.importPreview': {
    scope: 'any',
    ok: 200,
    target: async (r) => ({
      body: {
        csv: `name,email,password,role,institution_id\nImported,${unique('imp')}@users.test,Matrix password 123,3,${institutionOf(r)}\n`,
      },
    }),
  },
  'users.bulkMove': {
    scope: 'any',
    ok: 200,
    target: async (r) => ({
      body: { ids: [await newUser(OWN)], role: 2, institution_id: institutionOf(r) },
    }),
  },
  'views.list': { scope: 'any', ok: 200, target: async () => ({ query: '?list=lockers' }) },
  'views.create': {
    scope: 'any',
    ok: 201,
    target: async () => ({ body: { list: 'lockers', name: unique('View'), state: {} } }),
  },
  'views.update': {
    scope: 'owner',
    ok: 200,
    target: async (r, caller) => ({
      params: { view_id: await newView(r, caller) },
      body: { name: unique('Renamed') },
    }),
  },
  'views.delete': {
    scope: 'owner',
    ok: 200,
    target: async (r, caller) => ({ params: { view_id: await newView(r, caller) } }),
  },
};

let base = '';
/** A streaming GET over the socket: its status and, for a refusal, its body; the stream is cut. */
async function streamed(url: string, callerHeaders: Record<string, string>) {
  if (!base) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
  }
  const abort = new AbortController();
  const res = await fetch(base + url, { headers: callerHeaders, signal: abort.signal });
  const body = res.ok ? '' : await res.text();
  abort.abort();
  return { statusCode: res.status, body, json: () => JSON.parse(body) as { data?: unknown } };
}

/** The status the policy table and the institution scope give. */
function expectedStatus(key: EndpointKey, caller: Caller, relation: Relation): number {
  const roles = ENDPOINT_POLICY[key];
  const { scope, ok } = EXPECTATIONS[key];
  if (roles === 'public') return ok;
  if (caller === 'none') return 401;
  if (!(roles as readonly number[]).includes(caller)) return 403;
  if (scope === 'owner') return relation === 'own' ? ok : 404;
  if (scope === 'any' || caller === ROLES.SYSTEM_ADMIN || relation === 'own') return ok;
  // Another institution's record (or, for role 0, another user's purchase).
  if (caller === ROLES.APP_USER && scope === 'institution') return ok; // the public catalogue
  return 403;
}

/** `/api/v1/locker/update/:locker_id` + {locker_id: 5} -> `/api/v1/locker/update/5`. */
function fill(url: string, params: Record<string, number | string> = {}): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`no value for :${name} in ${url}`);
    return encodeURIComponent(String(params[name]));
  });
}

const apiRoutes = () => app.routeTable.filter((r) => r.url.startsWith(API_BASE));
const routeOf = (key: EndpointKey): RouteEntry => {
  const found = apiRoutes().filter((r) => r.policy === key);
  expect(found, `routes for ${key}`).toHaveLength(1);
  return found[0];
};

beforeAll(async () => {
  app = await makeApp();
  for (const role of [0, 1, 2, 3] as Role[])
    headers[role] = (await loginAs(app, EMAIL[role])).headers;
}, 120_000);
afterAll(async () => {
  if (app)
    console.log(
      `role matrix: ${cases} cases across ${Object.keys(ENDPOINT_POLICY).length} endpoints`,
    );
  await app?.close();
});
let cases = 0;

describe('the route table and the policy table agree', () => {
  it('every /api/v1 route names a policy with an expectation, and every policy has its route', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.policy, `${route.method} ${route.url} has no policy`).toBeDefined();
      expect(Object.keys(ENDPOINT_POLICY), `${route.method} ${route.url}`).toContain(route.policy);
      expect(Object.keys(EXPECTATIONS), `no expectation for ${route.policy}`).toContain(
        route.policy,
      );
    }
    for (const key of Object.keys(ENDPOINT_POLICY) as EndpointKey[]) routeOf(key);
    expect(Object.keys(EXPECTATIONS).sort()).toEqual(Object.keys(ENDPOINT_POLICY).sort());
  });
});

describe.each(Object.keys(ENDPOINT_POLICY) as EndpointKey[])('%s', (key) => {
  it.each(CALLERS.flatMap((caller) => RELATIONS.map((relation) => [caller, relation] as const)))(
    'caller %s, %s institution',
    async (caller, relation) => {
      const route = routeOf(key);
      const target = await EXPECTATIONS[key].target(relation, caller);
      const callerHeaders =
        caller === 'none'
          ? {}
          : target.ownSession
            ? (await loginAs(app, EMAIL[caller])).headers
            : headers[caller];
      const url = fill(route.url, target.params) + (target.query ?? '');
      const res = EXPECTATIONS[key].stream
        ? await streamed(url, callerHeaders)
        : await app.inject({
            method: route.method as 'GET',
            url,
            headers: callerHeaders,
            ...(target.body ? { payload: target.body } : {}),
          });
      cases += 1;
      const expected = expectedStatus(key, caller, relation);
      expect(
        res.statusCode,
        `${route.method} ${route.url} as ${caller} (${relation}): ${res.body.slice(0, 200)}`,
      ).toBe(expected);
      if (expected >= 400) {
        expect(res.json()).toMatchObject({ status: 'failed' });
      }
      // A list a role 2/3 user may call holds its own institution only.
      if (
        expected === 200 &&
        (caller === 2 || caller === 3) &&
        route.method === 'GET' &&
        !EXPECTATIONS[key].stream
      ) {
        const data = res.json().data;
        const rows: { institution_id?: number }[] = Array.isArray(data) ? data : [data];
        for (const row of rows) {
          if (key.startsWith('users.profile')) break;
          if (typeof row?.institution_id === 'number') expect(row.institution_id).toBe(OWN);
        }
      }
    },
  );
});
