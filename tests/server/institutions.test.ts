import { existsSync } from 'node:fs';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, ROLES } from '../../contract';
import type { BuiltApp } from '../../server/app';
import {
  institutions,
  lockerAllocations,
  lockers,
  purchases,
  ticketTypes,
  users,
} from '../../server/db/schema';
import { uploadsDirOf } from '../../server/uploads/images';
import { formData } from './kit-fastify';
import { DEMO_EMAILS as ACCOUNTS, loginAs, makeApp, type DemoAccount as Account } from './helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SVG_WITH_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script>' +
  '<rect width="10" height="10" onload="alert(2)" fill="red"/></svg>';

const API = '/api/v1';

let app: BuiltApp;
const headers = {} as Record<Account, { authorization: string }>;

beforeAll(async () => {
  app = await makeApp();
  for (const [key, email] of Object.entries(ACCOUNTS)) {
    headers[key as Account] = (await loginAs(app, email)).headers;
  }
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string, who: Account) =>
  app.inject({ method: 'GET', url: `${API}${url}`, headers: headers[who] });
const patchJson = (id: number | string, who: Account, payload: Record<string, unknown>) =>
  app.inject({
    method: 'PATCH',
    url: `${API}/institute/update/${id}`,
    headers: headers[who],
    payload,
  });
const postJson = (who: Account, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `${API}/institute/create`, headers: headers[who], payload });
const postForm = (who: Account, form: FormData) =>
  app.inject({
    method: 'POST',
    url: `${API}/institute/create`,
    headers: headers[who],
    payload: form,
  });
const patchForm = (id: number, who: Account, form: FormData) =>
  app.inject({
    method: 'PATCH',
    url: `${API}/institute/update/${id}`,
    headers: headers[who],
    payload: form,
  });
const del = (id: number | string, who: Account, query = '') =>
  app.inject({
    method: 'DELETE',
    url: `${API}/institute/delete/${id}${query}`,
    headers: headers[who],
  });

const VALID = { name: 'Test Venue', email: 'hello@test-venue.example', phone: '+44 20 7946 0000' };
let seq = 0;
/** Creates an institution as the System Admin and returns its record. */
async function createInstitution(extra: Record<string, unknown> = {}) {
  seq += 1;
  const res = await postJson('admin', {
    ...VALID,
    name: `Test Venue ${seq}`,
    email: `venue${seq}@test-venue.example`,
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as Record<string, unknown> & { institution_id: number };
}

const fileOnDisk = (url: string) =>
  path.join(uploadsDirOf(app), new URL(url).pathname.replace(/^\/uploads\//, ''));

describe('GET institute/list', () => {
  it.each([
    ['admin', 8],
    ['venue', 1],
    ['venue2', 1],
    ['staff', 1],
    ['guest', 7],
  ] as const)('%s sees %i institutions', async (who, expected) => {
    const res = await get('/institute/list', who);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data).toHaveLength(expected);
    expect(body.meta).toBeUndefined();
  });

  it('gives roles 2 and 3 only their own institution', async () => {
    expect((await get('/institute/list', 'venue')).json().data[0].institution_id).toBe(1);
    expect((await get('/institute/list', 'venue2')).json().data[0].institution_id).toBe(2);
    expect((await get('/institute/list', 'staff')).json().data[0].institution_id).toBe(1);
  });

  it('gives role 0 only active institutions', async () => {
    const rows = (await get('/institute/list', 'guest')).json().data as { status: number }[];
    expect(rows.every((r) => r.status === 1)).toBe(true);
  });

  it('sends every field of SPEC §3 and nothing internal', async () => {
    const [first] = (await get('/institute/list', 'admin')).json().data;
    expect(Object.keys(first).sort()).toEqual(
      [
        'institution_id',
        'name',
        'email',
        'phone',
        'address',
        'map_location',
        'status',
        'details',
        'cover_photo',
        'video_link',
      ].sort(),
    );
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'GET', url: `${API}/institute/list` });
    expect(res.statusCode).toBe(401);
  });

  it('pages with meta when asked', async () => {
    const res = await get('/institute/list?page=2&pageSize=3', 'admin');
    const body = res.json();
    expect(body.meta).toEqual({ total: 8, page: 2, pageSize: 3 });
    expect(body.data.map((r: { institution_id: number }) => r.institution_id)).toEqual([4, 5, 6]);
  });

  it('filters by status', async () => {
    const rows = (await get('/institute/list?status=0', 'admin')).json().data;
    expect(rows).toHaveLength(1);
    expect(rows[0].institution_id).toBe(8);
  });

  it('searches the text fields with q', async () => {
    const rows = (await get('/institute/list?q=berlin', 'admin')).json().data;
    expect(rows.map((r: { name: string }) => r.name)).toEqual(['The Warehouse Project']);
  });

  it('sorts by name descending', async () => {
    const rows = (await get('/institute/list?sort=name&order=desc', 'admin')).json().data;
    const names = rows.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
  });

  it('refuses an unknown sort column with 400 naming sort', async () => {
    const res = await get('/institute/list?sort=password', 'admin');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('sort');
  });

  it('refuses a bad status filter with 400 naming status', async () => {
    const res = await get('/institute/list?status=7', 'admin');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('status');
  });
});

describe('GET institute/{id}', () => {
  it.each([
    ['admin', 200],
    ['venue', 200],
    ['venue2', 403],
    ['staff', 200],
    ['guest', 200],
  ] as const)('institution 1 for %s: %i', async (who, status) => {
    const res = await get('/institute/1', who);
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.json().data.institution_id).toBe(1);
    else expect(res.json().message).toBe('Access denied: Unauthorized institution');
  });

  it('venue.admin cannot read institution 2 (403)', async () => {
    const res = await get('/institute/2', 'venue');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status: 'failed',
      message: 'Access denied: Unauthorized institution',
    });
  });

  it.each(['admin', 'venue', 'venue2', 'staff', 'guest'] as const)(
    'an unknown id is 404 for %s',
    async (who) => {
      const res = await get('/institute/999999', who);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Institution not found');
    },
  );

  it('a disabled institution is 404 for role 0 and readable by role 1', async () => {
    expect((await get('/institute/8', 'guest')).statusCode).toBe(404);
    expect((await get('/institute/8', 'admin')).json().data.status).toBe(0);
  });

  it('a malformed id is 400', async () => {
    const res = await get('/institute/abc', 'admin');
    expect(res.statusCode).toBe(400);
  });
});

describe('POST institute/create', () => {
  it.each(['venue', 'venue2', 'staff', 'guest'] as const)('is 403 for %s', async (who) => {
    const res = await postJson(who, VALID);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Access denied');
  });

  it('creates from JSON for the System Admin: 201 with the full record', async () => {
    const res = await postJson('admin', {
      ...VALID,
      name: 'Json Venue',
      address: '1 Main Street',
      details: 'Open late',
      video_link: 'https://video.example/watch?v=1',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.message).toBe('Institution created successfully');
    expect(body.data).toMatchObject({
      name: 'Json Venue',
      email: VALID.email,
      phone: VALID.phone,
      address: '1 Main Street',
      details: 'Open late',
      status: 1,
      cover_photo: null,
      map_location: null,
      video_link: 'https://video.example/watch?v=1',
    });
    const read = await get(`/institute/${body.data.institution_id}`, 'admin');
    expect(read.json().data).toEqual(body.data);
  });

  it('refuses a second institution with the same e-mail (any case): 409 naming email', async () => {
    const first = await createInstitution({ email: 'twin@test-venue.example' });
    const res = await postJson('admin', {
      ...VALID,
      name: 'Twin Venue',
      email: 'TWIN@test-venue.example',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([
      { field: 'email', message: 'This e-mail is already used by another institution' },
    ]);
    const other = await createInstitution();
    const update = await patchJson(other.institution_id, 'admin', {
      email: 'twin@test-venue.example',
    });
    expect(update.statusCode).toBe(409);
    expect(update.json().errors[0].field).toBe('email');
    // Its own e-mail is not a conflict with itself.
    const same = await patchJson(first.institution_id, 'admin', {
      email: 'Twin@test-venue.example',
    });
    expect(same.statusCode).toBe(200);
  });

  it('creates from multipart with string values ("0" status) and a cover photo', async () => {
    const res = await postForm(
      'admin',
      formData([
        ['name', 'Multipart Venue'],
        ['email', 'mp@venue.example'],
        ['phone', '0123 456 789'],
        ['status', '0'],
        ['address', ''],
        ['cover_photo', { bytes: PNG, filename: 'cover.png', type: 'image/png' }],
      ]),
    );
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.status).toBe(0);
    expect(data.address).toBeNull();
    expect(data.cover_photo).toMatch(
      /^http:\/\/localhost:80\/uploads\/covers\/[0-9a-f-]+\.display\.webp$/,
    );
    const served = await app.inject({ method: 'GET', url: data.cover_photo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/webp/);
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  describe('validation (one rule each)', () => {
    const expectField = async (
      payload: Record<string, unknown>,
      field: string,
      message: string | RegExp,
    ) => {
      const res = await postJson('admin', payload);
      expect(res.statusCode).toBe(400);
      const error = res.json().errors.find((e: { field: string }) => e.field === field);
      expect(error, JSON.stringify(res.json())).toBeDefined();
      expect(error.message).toMatch(message);
    };

    it('name is required', () =>
      expectField({ email: VALID.email, phone: VALID.phone }, 'name', 'Name is required'));
    it('name has at least 2 characters', () =>
      expectField({ ...VALID, name: 'A' }, 'name', 'Name must be 2 to 100 characters'));
    it('name has at most 100 characters', () =>
      expectField({ ...VALID, name: 'A'.repeat(101) }, 'name', 'Name must be 2 to 100 characters'));
    it('e-mail is required', () =>
      expectField({ name: 'Venue', phone: VALID.phone }, 'email', 'E-mail is required'));
    it('e-mail must be valid', () =>
      expectField({ ...VALID, email: 'not-an-email' }, 'email', 'Enter a valid e-mail address'));
    it('e-mail has at most 100 characters', () =>
      expectField(
        { ...VALID, email: `${'a'.repeat(95)}@x.example` },
        'email',
        'E-mail must be at most 100 characters',
      ));
    it('phone is required', () =>
      expectField({ name: 'Venue', email: VALID.email }, 'phone', 'Phone is required'));
    it('phone must look like a phone number', () =>
      expectField({ ...VALID, phone: 'call me' }, 'phone', /valid phone number/));
    it('status is 0 or 1', () =>
      expectField({ ...VALID, status: 2 }, 'status', 'Status must be 0 (Disabled) or 1 (Active)'));
    it('video_link is an http(s) URL', () =>
      expectField({ ...VALID, video_link: 'javascript:alert(1)' }, 'video_link', /http or https/));
    it('map_location as a plain-http URL is refused', () =>
      expectField(
        { ...VALID, map_location: 'http://maps.example/embed?x=1' },
        'map_location',
        /embed URL/,
      ));
    it('map_location as an iframe with an http src is refused', () =>
      expectField(
        { ...VALID, map_location: '<iframe src="http://maps.example/embed"></iframe>' },
        'map_location',
        /embed URL/,
      ));
    it('map_location as text that is no URL is refused', () =>
      expectField({ ...VALID, map_location: 'near the station' }, 'map_location', /embed URL/));
    it.each([
      'https://evil.example/login',
      'https://www.google.com/search?q=maps',
      'https://www.google.com.evil.example/maps/embed?pb=1',
      'https://user@www.google.com/maps/embed?pb=1',
      'https://www.openstreetmap.org/login',
      '<iframe src="https://phish.example/maps/embed"></iframe>',
    ])('map_location %s: only known map embeds, with a field error naming them', (value) =>
      expectField(
        { ...VALID, map_location: value },
        'map_location',
        'Map location must be the embed URL of Google Maps or OpenStreetMap (or its <iframe>)',
      ),
    );
    it('address has at most 500 characters', () =>
      expectField({ ...VALID, address: 'x'.repeat(501) }, 'address', /at most 500/));
    it('cover_photo given as a plain URL is refused', () =>
      expectField({ ...VALID, cover_photo: 'https://evil.example/x.png' }, 'cover_photo', /file/));

    it('names every missing field in one reply', async () => {
      const res = await postJson('admin', {});
      expect(res.statusCode).toBe(400);
      expect(
        res
          .json()
          .errors.map((e: { field: string }) => e.field)
          .sort(),
      ).toEqual(['email', 'name', 'phone']);
    });
  });

  it('map_location: an OpenStreetMap embed URL is stored as is', async () => {
    const url = 'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4&layer=mapnik';
    const created = await createInstitution({ map_location: url });
    expect(created.map_location).toBe(url);
  });

  it('map_location: the src of a pasted iframe is stored', async () => {
    const created = await createInstitution({
      map_location:
        '<iframe width="600" height="450" style="border:0" loading="lazy" ' +
        'src="https://www.google.com/maps/embed?pb=!1m18&amp;q=1" allowfullscreen></iframe>',
    });
    expect(created.map_location).toBe('https://www.google.com/maps/embed?pb=!1m18&q=1');
  });

  describe('cover photo uploads', () => {
    it('stores an SVG as a raster, without its script', async () => {
      const res = await postForm(
        'admin',
        formData([
          ['name', 'Svg Venue'],
          ['email', 'multipart-a@test-venue.example'],
          ['phone', VALID.phone],
          ['cover_photo', { bytes: SVG_WITH_SCRIPT, filename: 'logo.svg', type: 'image/svg+xml' }],
        ]),
      );
      expect(res.statusCode).toBe(201);
      const url = res.json().data.cover_photo as string;
      expect(url).toMatch(/\.display\.webp$/);
      const served = await app.inject({ method: 'GET', url });
      expect(served.headers['content-type']).toMatch(/^image\/webp/);
      expect(served.body).not.toMatch(/<script/i);
      expect(served.body).not.toMatch(/onload/i);
      expect(served.headers['content-security-policy']).toMatch(/sandbox/);
    });

    it('refuses a .png that is really HTML with 415 naming cover_photo', async () => {
      const res = await postForm(
        'admin',
        formData([
          ['name', 'Html Venue'],
          ['email', 'multipart-b@test-venue.example'],
          ['phone', VALID.phone],
          [
            'cover_photo',
            {
              bytes: '<html><script>alert(1)</script></html>',
              filename: 'x.png',
              type: 'image/png',
            },
          ],
        ]),
      );
      expect(res.statusCode).toBe(415);
      expect(res.json().errors[0].field).toBe('cover_photo');
      const names = (await get('/institute/list?q=Html%20Venue', 'admin')).json().data;
      expect(names).toEqual([]);
    });

    it('refuses a 6 MB file with 413', async () => {
      const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024 - PNG.length)]);
      expect(big.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
      const res = await postForm(
        'admin',
        formData([
          ['name', 'Big Venue'],
          ['email', 'multipart-c@test-venue.example'],
          ['phone', VALID.phone],
          ['cover_photo', { bytes: big, filename: 'big.png', type: 'image/png' }],
        ]),
      );
      expect(res.statusCode).toBe(413);
    });

    it('accepts a JSON data URL', async () => {
      const created = await createInstitution({
        cover_photo: `data:image/png;base64,${PNG.toString('base64')}`,
      });
      expect(created.cover_photo).toMatch(/\.display\.webp$/);
    });
  });
});

describe('PATCH institute/update/{id}', () => {
  it.each([
    ['admin', 200],
    ['venue', 200],
    ['venue2', 403],
    ['staff', 403],
    ['guest', 403],
  ] as const)('institution 1 for %s: %i', async (who, status) => {
    const before = (await get('/institute/1', 'admin')).json().data;
    const res = await patchJson(1, who, { details: `Edited by ${who}` });
    expect(res.statusCode).toBe(status);
    if (status === 200) {
      expect(res.json().message).toBe('Institution updated successfully');
      expect(res.json().data.details).toBe(`Edited by ${who}`);
      await patchJson(1, 'admin', { details: before.details });
    } else {
      expect((await get('/institute/1', 'admin')).json().data.details).toBe(before.details);
    }
  });

  it('venue.admin cannot update institution 2 (403, unchanged)', async () => {
    const before = (await get('/institute/2', 'admin')).json().data;
    const res = await patchJson(2, 'venue', { name: 'Hijacked' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Access denied: Unauthorized institution');
    expect((await get('/institute/2', 'admin')).json().data).toEqual(before);
  });

  it.each(['admin', 'venue'] as const)('an unknown id is 404 for %s', async (who) => {
    const res = await patchJson(999999, who, { details: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Institution not found');
  });

  it('changes exactly the fields sent', async () => {
    const created = await createInstitution({ address: 'Old street', details: 'Old details' });
    const res = await patchJson(created.institution_id, 'admin', { details: 'New details' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...created, details: 'New details' });
  });

  it('an empty string clears an optional field (multipart)', async () => {
    const created = await createInstitution({
      address: 'Old street',
      video_link: 'https://video.example/v',
    });
    const res = await patchForm(
      created.institution_id,
      'admin',
      formData([
        ['address', ''],
        ['video_link', ''],
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ address: null, video_link: null, name: created.name });
  });

  it('a required field cannot be cleared (400 naming it)', async () => {
    const created = await createInstitution();
    const res = await patchForm(created.institution_id, 'admin', formData([['name', '']]));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'name', message: 'Name is required' }]);
    expect((await get(`/institute/${created.institution_id}`, 'admin')).json().data.name).toBe(
      created.name,
    );
  });

  it('validates what is sent (bad e-mail on update: 400)', async () => {
    const res = await patchJson(1, 'admin', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('email');
  });

  it('role 2 cannot change the status: 403 naming status, unchanged', async () => {
    const res = await patchForm(1, 'venue', formData([['status', '0']]));
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([
      { field: 'status', message: 'Only a System Admin can change the status' },
    ]);
    expect((await get('/institute/1', 'admin')).json().data.status).toBe(1);
  });

  it('role 2 may send the unchanged status (the form sends every field)', async () => {
    const current = (await get('/institute/1', 'venue')).json().data;
    const res = await patchForm(
      1,
      'venue',
      formData([
        ['status', '1'],
        ['details', current.details ?? ''],
      ]),
    );
    expect(res.statusCode).toBe(200);
  });

  it('role 1 changes the status', async () => {
    const created = await createInstitution();
    const res = await patchJson(created.institution_id, 'admin', { status: '0' });
    expect(res.json().data.status).toBe(0);
  });

  it('replacing the cover photo deletes the old file', async () => {
    const created = await createInstitution({
      cover_photo: `data:image/png;base64,${PNG.toString('base64')}`,
    });
    const oldUrl = created.cover_photo as string;
    expect(existsSync(fileOnDisk(oldUrl))).toBe(true);
    const res = await patchForm(
      created.institution_id,
      'admin',
      formData([['cover_photo', { bytes: PNG, filename: 'new.png', type: 'image/png' }]]),
    );
    expect(res.statusCode).toBe(200);
    const newUrl = res.json().data.cover_photo as string;
    expect(newUrl).not.toBe(oldUrl);
    expect(existsSync(fileOnDisk(oldUrl))).toBe(false);
    expect(existsSync(fileOnDisk(newUrl))).toBe(true);
    expect((await app.inject({ method: 'GET', url: oldUrl })).statusCode).toBe(404);
  });

  it('an empty cover_photo removes the photo and its file', async () => {
    const created = await createInstitution({
      cover_photo: `data:image/png;base64,${PNG.toString('base64')}`,
    });
    const res = await patchForm(created.institution_id, 'admin', formData([['cover_photo', '']]));
    expect(res.json().data.cover_photo).toBeNull();
    expect(existsSync(fileOnDisk(created.cover_photo as string))).toBe(false);
  });

  it('sending the stored cover URL back keeps the photo', async () => {
    const created = await createInstitution({
      cover_photo: `data:image/png;base64,${PNG.toString('base64')}`,
    });
    const res = await patchJson(created.institution_id, 'admin', {
      ...created,
      details: 'echoed',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.cover_photo).toBe(created.cover_photo);
  });

  it('a rejected update stores no file', async () => {
    const created = await createInstitution();
    const res = await patchForm(
      created.institution_id,
      'admin',
      formData([
        ['email', 'broken'],
        ['cover_photo', { bytes: PNG, filename: 'c.png', type: 'image/png' }],
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(
      (await get(`/institute/${created.institution_id}`, 'admin')).json().data.cover_photo,
    ).toBeNull();
  });
});

describe('DELETE institute/delete/{id}', () => {
  it.each(['venue', 'venue2', 'staff', 'guest'] as const)('is 403 for %s', async (who) => {
    const res = await del(1, who, '?force=true');
    expect(res.statusCode).toBe(403);
    expect((await get('/institute/1', 'admin')).statusCode).toBe(200);
  });

  it('an unknown id is 404', async () => {
    const res = await del(999999, 'admin');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Institution not found');
  });

  it('refuses with 409 while the institution has purchases', async () => {
    const [row] = await app.db
      .select({ name: institutions.name })
      .from(institutions)
      .where(eq(institutions.institution_id, 3));
    const tickets = app.db
      .select({ id: ticketTypes.ticket_id })
      .from(ticketTypes)
      .where(eq(ticketTypes.institution_id, 3));
    const [{ n }] = await app.db
      .select({ n: count() })
      .from(purchases)
      .where(inArray(purchases.ticket_id, tickets));
    expect(n).toBeGreaterThan(0);
    const res = await del(3, 'admin');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`${row.name} has ${n} purchases: delete refused`);
    expect((await get('/institute/3', 'admin')).statusCode).toBe(200);
  });

  it('deletes an institution without purchases with its ticket types and lockers (204)', async () => {
    const created = await createInstitution();
    const id = created.institution_id;
    await app.db.insert(ticketTypes).values({ name: 'Entry', institution_id: id, price: '10.00' });
    await app.db.insert(lockers).values({ institution_id: id, locker_number: 1 });
    const res = await del(id, 'admin');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await get(`/institute/${id}`, 'admin')).statusCode).toBe(404);
    const left = await app.db.select().from(ticketTypes).where(eq(ticketTypes.institution_id, id));
    expect(left).toEqual([]);
    const leftLockers = await app.db.select().from(lockers).where(eq(lockers.institution_id, id));
    expect(leftLockers).toEqual([]);
  });

  it('?force=true removes everything of it, unlinks and demotes its users, deletes the cover file', async () => {
    const id = 3;
    await patchJson(id, 'admin', {
      cover_photo: `data:image/png;base64,${PNG.toString('base64')}`,
    });
    const cover = (await get(`/institute/${id}`, 'admin')).json().data.cover_photo as string;
    expect(existsSync(fileOnDisk(cover))).toBe(true);
    const members = await app.db
      .select({ user_id: users.user_id, role: users.role })
      .from(users)
      .where(eq(users.institution_id, id));
    const lockerIds = (
      await app.db.select({ id: lockers.id }).from(lockers).where(eq(lockers.institution_id, id))
    ).map((l) => l.id);
    const ticketIds = (
      await app.db
        .select({ id: ticketTypes.ticket_id })
        .from(ticketTypes)
        .where(eq(ticketTypes.institution_id, id))
    ).map((t) => t.id);
    expect(ticketIds.length).toBeGreaterThan(0);

    const res = await del(id, 'admin', '?force=true');
    expect(res.statusCode).toBe(204);

    expect((await get(`/institute/${id}`, 'admin')).statusCode).toBe(404);
    expect(
      await app.db.select().from(ticketTypes).where(inArray(ticketTypes.ticket_id, ticketIds)),
    ).toEqual([]);
    expect(
      await app.db.select().from(purchases).where(inArray(purchases.ticket_id, ticketIds)),
    ).toEqual([]);
    expect(lockerIds.length).toBeGreaterThan(0);
    expect(await app.db.select().from(lockers).where(inArray(lockers.id, lockerIds))).toEqual([]);
    expect(
      await app.db
        .select()
        .from(lockerAllocations)
        .where(inArray(lockerAllocations.locker_id, lockerIds)),
    ).toEqual([]);
    expect(members.map((m) => m.role).sort()).toEqual([2, 3]);
    const after = await app.db
      .select({ role: users.role, institution_id: users.institution_id })
      .from(users)
      .where(
        inArray(
          users.user_id,
          members.map((m) => m.user_id),
        ),
      );
    expect(after.every((u) => u.institution_id === null)).toBe(true);
    expect(
      after.every(
        (u) => u.role !== ROLES.INSTITUTIONAL_ADMIN && u.role !== ROLES.INSTITUTIONAL_STAFF,
      ),
    ).toBe(true);
    expect(existsSync(fileOnDisk(cover))).toBe(false);
  });

  it('force from a role that may not delete is still 403', async () => {
    const res = await del(2, 'venue2', '?force=true');
    expect(res.statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the institute routes', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/institute/list',
        '/api/v1/institute/{id}',
        '/api/v1/institute/create',
        '/api/v1/institute/update/{id}',
        '/api/v1/institute/delete/{id}',
      ]),
    );
  });
});
