import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, type SavedView } from '../../contract';
import type { BuiltApp } from '../../server/app';
import { loginAs, makeApp } from './helpers';

const url = (path: string) => `/api/v1${path}`;

let app: BuiltApp;
let admin: { authorization: string };
let venue: { authorization: string };
let staff: { authorization: string };

beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, 'admin@partypass.test')).headers;
  venue = (await loginAs(app, 'venue.admin@partypass.test')).headers;
  staff = (await loginAs(app, 'staff@partypass.test')).headers;
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const state = {
  filters: [{ field: 'status', operator: 'eq', value: 0 }],
  sorters: [{ field: 'locker_number', order: 'desc' }],
  columns: ['locker_number', 'status'],
};

async function save(headers: { authorization: string }, name: string, list = 'lockers') {
  return app.inject({
    method: 'POST',
    url: url(paths.views),
    headers,
    payload: { list, name, state },
  });
}
const listOf = async (headers: { authorization: string }, list = 'lockers') => {
  const res = await app.inject({ method: 'GET', url: url(`${paths.views}?list=${list}`), headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: SavedView[] }).data;
};

describe('saved views', () => {
  it('saves a view and gives it back, by name, to its owner only', async () => {
    const created = await save(venue, '  Disabled lockers  ');
    expect(created.statusCode).toBe(201);
    const view = (created.json() as { data: SavedView }).data;
    expect(view).toMatchObject({ list: 'lockers', name: 'Disabled lockers', state });
    await save(venue, 'All lockers');

    expect((await listOf(venue)).map((v) => v.name)).toEqual(['All lockers', 'Disabled lockers']);
    // Another list, and other users (a System Admin too) see none of them.
    expect(await listOf(venue, 'users')).toEqual([]);
    expect(await listOf(staff)).toEqual([]);
    expect(await listOf(admin)).toEqual([]);
  });

  it('refuses a second view of the same name on the same list (409 naming the field)', async () => {
    await save(staff, 'Mine');
    const again = await save(staff, 'Mine');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 'failed', errors: [{ field: 'name' }] });
    // The same name on another list is another view.
    expect((await save(staff, 'Mine', 'tickets')).statusCode).toBe(201);
  });

  it('names the field of a bad body (400): empty name, unknown list, bad sort order', async () => {
    for (const payload of [
      { list: 'lockers', name: '   ', state },
      { list: 'secrets', name: 'x', state },
      { list: 'lockers', name: 'x', state: { sorters: [{ field: 'a', order: 'up' }] } },
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: url(paths.views),
        headers: venue,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ status: 'failed' });
    }
    const noList = await app.inject({ method: 'GET', url: url(paths.views), headers: venue });
    expect(noList.statusCode).toBe(400);
  });

  it('renames and replaces its own view; another user gets 404 and changes nothing', async () => {
    const view = ((await save(venue, 'To rename')).json() as { data: SavedView }).data;
    const byAdmin = await app.inject({
      method: 'PATCH',
      url: url(paths.view(view.id)),
      headers: admin,
      payload: { name: 'Hijacked' },
    });
    expect(byAdmin.statusCode).toBe(404);
    const deleteByStaff = await app.inject({
      method: 'DELETE',
      url: url(paths.view(view.id)),
      headers: staff,
    });
    expect(deleteByStaff.statusCode).toBe(404);

    const renamed = await app.inject({
      method: 'PATCH',
      url: url(paths.view(view.id)),
      headers: venue,
      payload: { name: 'Renamed', state: { filters: [], sorters: [], columns: ['status'] } },
    });
    expect(renamed.statusCode).toBe(200);
    expect((renamed.json() as { data: SavedView }).data).toMatchObject({
      name: 'Renamed',
      state: { filters: [], sorters: [], columns: ['status'] },
    });

    const gone = await app.inject({
      method: 'DELETE',
      url: url(paths.view(view.id)),
      headers: venue,
    });
    expect(gone.statusCode).toBe(200);
    expect((await listOf(venue)).map((v) => v.name)).not.toContain('Renamed');
  });
});
