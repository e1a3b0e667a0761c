import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, paths } from '../../contract';
import { loginAs, makeApp } from './helpers';
import type { BuiltApp } from '../../server/app';

let app: BuiltApp;
let admin: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  app = await makeApp();
  admin = await loginAs(app, 'admin@partypass.test');
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `${API_BASE}${url}`, headers });

describe('HTTP caching of API replies', () => {
  it('a signed-in read is private, revalidated, with an ETag; the same ETag back gets a 304 with no body', async () => {
    const first = await get(paths.ownProfile, admin.headers);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/authorization/i);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await get(paths.ownProfile, { ...admin.headers, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const other = await get(paths.ownProfile, { ...admin.headers, 'if-none-match': '"nope"' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(first.json());
  });

  it('after a write the same read has another ETag and is sent in full', async () => {
    const before = await get(paths.ownProfile, admin.headers);
    const etag = String(before.headers.etag);
    const write = await app.inject({
      method: 'PATCH',
      url: `${API_BASE}${paths.ownProfileUpdate}`,
      headers: admin.headers,
      payload: { name: 'Ada Renamed' },
    });
    expect(write.statusCode, write.body).toBe(200);
    expect(write.headers['cache-control']).toBe('no-store');
    const after = await get(paths.ownProfile, { ...admin.headers, 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(JSON.stringify(after.json())).toContain('Ada Renamed');
  });

  it("never answers 304 to another user's token, even for the same bytes", async () => {
    const email = `second.admin.${Date.now()}@partypass.test`;
    const created = await app.inject({
      method: 'POST',
      url: `${API_BASE}${paths.userCreate}`,
      headers: admin.headers,
      payload: { name: 'Second Admin', email, password: 'Another-Long-Pass-42', role: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const second = await loginAs(app, email, 'Another-Long-Pass-42');

    const mine = await get(`${paths.institutionList}?page=1&pageSize=5`, admin.headers);
    const theirs = await get(`${paths.institutionList}?page=1&pageSize=5`, second.headers);
    expect(theirs.body).toBe(mine.body);
    const withMine = await get(`${paths.institutionList}?page=1&pageSize=5`, {
      ...second.headers,
      'if-none-match': String(mine.headers.etag),
    });
    expect(withMine.statusCode).toBe(200);
    expect(withMine.body).toBe(mine.body);
  });

  it('a revalidation still runs the auth check: no token or a refused role never gets a 304', async () => {
    const list = await get(paths.userList, admin.headers);
    const etag = String(list.headers.etag);
    const anonymous = await get(paths.userList, { 'if-none-match': etag });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    expect(anonymous.headers.etag).toBeUndefined();

    const staff = await loginAs(app, 'staff@partypass.test');
    const refused = await get(paths.userList, { ...staff.headers, 'if-none-match': etag });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('sign-in, errors and health are no-store', async () => {
    const login = await app.inject({
      method: 'POST',
      url: `${API_BASE}${paths.login}`,
      payload: { email: 'admin@partypass.test', password: 'wrong-password-1' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.headers['cache-control']).toBe('no-store');
    expect(admin.token).toBeTruthy();
    const missing = await get(paths.purchase(999_999), admin.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const unknown = await get('/no/such/route', admin.headers);
    expect(unknown.headers['cache-control']).toBe('no-store');
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['cache-control']).toBe('no-store');
  });
});
