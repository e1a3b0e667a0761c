/**
 * Optimistic concurrency (docs/api.md, "Edits and versions"): two clients edit the same record;
 * the one that saves on an older version gets 409 with the record as it is now, and the other's
 * change survives. Without If-Match (legacy clients) an edit is applied as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, versionOfEtag } from '../../contract';
import type { BuiltApp } from '../../server/app';
import { loginAs, makeApp } from './helpers';

const API = '/api/v1';

let app: BuiltApp;
let admin: Record<string, string>;
let adminB: Record<string, string>;
let venue: Record<string, string>;

beforeAll(async () => {
  app = await makeApp();
  // Two sign-ins of the same System Admin and one Institutional Admin: two browsers.
  admin = (await loginAs(app, 'admin@partypass.test')).headers;
  adminB = (await loginAs(app, 'admin@partypass.test')).headers;
  venue = (await loginAs(app, 'venue.admin@partypass.test')).headers;
});
afterAll(async () => {
  await app?.close();
});

const read = async (url: string, headers: Record<string, string>) => {
  const res = await app.inject({ url: `${API}${url}`, headers });
  expect(res.statusCode).toBe(200);
  const etag = res.headers.etag as string;
  expect(versionOfEtag(etag)).toBeTypeOf('number');
  // `ticket/{id}` answers the bare row (as the legacy server), the others the envelope.
  const body = res.json() as { status?: string; data?: Record<string, unknown> };
  return { etag, data: (body.status ? body.data : body) as Record<string, unknown> };
};

const patch = (
  url: string,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
  ifMatch?: string,
) =>
  app.inject({
    method: 'PATCH',
    url: `${API}${url}`,
    headers: ifMatch === undefined ? headers : { ...headers, 'if-match': ifMatch },
    payload,
  });

interface Case {
  name: string;
  read: string;
  update: string;
  headersA: () => Record<string, string>;
  headersB: () => Record<string, string>;
  theirs: Record<string, unknown>;
  mine: Record<string, unknown>;
}

const institutionId = 1;
const cases = (): Case[] => [
  {
    name: 'an institution',
    read: paths.institution(institutionId),
    update: paths.institutionUpdate(institutionId),
    headersA: () => admin,
    headersB: () => venue,
    theirs: { phone: '+33 1 00 00 00 01' },
    mine: { address: '1 Lost Update Street' },
  },
  {
    name: 'a ticket type',
    read: paths.ticket(1),
    update: paths.ticketUpdate(1),
    headersA: () => admin,
    headersB: () => adminB,
    theirs: { capacity: 4321 },
    mine: { benefits: 'Mine' },
  },
];

describe.each(['an institution', 'a ticket type'])('two clients editing %s', (name) => {
  it('the stale save gets 409 with the current record, and the other change survives', async () => {
    const c = cases().find((one) => one.name === name)!;
    const a = await read(c.read, c.headersA());
    const b = await read(c.read, c.headersB());

    const saved = await patch(c.update, c.headersB(), c.theirs, b.etag);
    expect(saved.statusCode).toBe(200);
    const savedVersion = versionOfEtag(saved.headers.etag as string);
    expect(savedVersion).toBe(versionOfEtag(b.etag)! + 1);

    const stale = await patch(c.update, c.headersA(), c.mine, a.etag);
    expect(stale.statusCode).toBe(409);
    const body = stale.json();
    expect(body.status).toBe('failed');
    expect(body.message).toMatch(/changed/i);
    expect(body.data).toMatchObject(c.theirs);
    expect(versionOfEtag(stale.headers.etag as string)).toBe(savedVersion);

    const now = await read(c.read, c.headersA());
    expect(now.data).toMatchObject(c.theirs);
    expect(now.data).not.toMatchObject(c.mine);

    // "Save mine anyway": the same change on the version the 409 named.
    const again = await patch(c.update, c.headersA(), c.mine, stale.headers.etag as string);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ ...c.theirs, ...c.mine });
  });
});

describe('the other edited records', () => {
  it('a locker: a stale If-Match is refused with the current locker', async () => {
    const created = await app.inject({
      method: 'POST',
      url: `${API}${paths.lockerCreate}`,
      headers: venue,
      payload: { locker_number: 9871 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const a = await read(paths.locker(id), admin);
    expect((await patch(paths.lockerUpdate(id), venue, { status: 0 }, a.etag)).statusCode).toBe(
      200,
    );
    const stale = await patch(paths.lockerUpdate(id), admin, { locker_number: 9872 }, a.etag);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ id, status: 0, locker_number: 9871 });
  });

  it('a user and the own profile: the stale save is refused, the other change kept', async () => {
    const { user, headers: own } = await loginAs(app, 'staff@partypass.test');
    const mine = await read(paths.ownProfile, own);
    const theirs = await read(paths.userProfile(user.user_id), admin);
    expect(versionOfEtag(mine.etag)).toBe(versionOfEtag(theirs.etag));

    const byAdmin = await patch(
      paths.userUpdate(user.user_id),
      admin,
      { phone: '0600000001' },
      theirs.etag,
    );
    expect(byAdmin.statusCode).toBe(200);
    const stale = await patch(paths.ownProfileUpdate, own, { name: 'Stale Staff' }, mine.etag);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ phone: '0600000001' });
    expect((await read(paths.ownProfile, own)).data).toMatchObject({ phone: '0600000001' });

    const staleAdmin = await patch(
      paths.userUpdate(user.user_id),
      admin,
      { phone: '0600000002' },
      theirs.etag,
    );
    expect(staleAdmin.statusCode).toBe(409);
  });
});

describe('clients that send no version', () => {
  it('without If-Match an edit is applied as before (legacy clients)', async () => {
    const before = await read(paths.ticket(2), admin);
    const res = await patch(paths.ticketUpdate(2), admin, { benefits: 'Legacy save' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ benefits: 'Legacy save' });
    expect(versionOfEtag(res.headers.etag as string)).toBe(versionOfEtag(before.etag)! + 1);
  });

  it('If-Match: * accepts any version; a tag of no version of ours is refused', async () => {
    const star = await patch(paths.ticketUpdate(2), admin, { benefits: 'Any' }, '*');
    expect(star.statusCode).toBe(200);
    const foreign = await patch(paths.ticketUpdate(2), admin, { benefits: 'X' }, 'W/"12-abc"');
    expect(foreign.statusCode).toBe(409);
  });

  it('a read still revalidates: the same ETag gets 304', async () => {
    const first = await read(paths.ticket(2), admin);
    const again = await app.inject({
      url: `${API}${paths.ticket(2)}`,
      headers: { ...admin, 'if-none-match': first.etag },
    });
    expect(again.statusCode).toBe(304);
  });
});
