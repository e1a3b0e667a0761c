/**
 * Image fields are absolute URLs, as the legacy server sends them (docs/api.md "Legacy clients"):
 * on PUBLIC_URL when it is set, else on the request's own origin, which behind TRUST_PROXY is
 * the forwarded one. The absolute URL sent back on an update keeps the image.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../server/app';
import { thumbnailUrl } from '../../contract/uploads';
import { loadConfig } from '../../server/config';
import { loginAs, makeApp } from './helpers';

const API = '/api/v1';
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const UPLOAD = /\/uploads\/covers\/[0-9a-f-]{36}\.display\.webp$/;

async function withCover(app: BuiltApp, headers: Record<string, string>) {
  const res = await app.inject({
    method: 'POST',
    url: `${API}/institute/create`,
    headers,
    payload: {
      name: 'Image Venue',
      email: `img-${Math.random().toString(36).slice(2)}@venue.example`,
      phone: '0123 456 789',
      cover_photo: PNG_DATA_URL,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { institution_id: number; cover_photo: string };
}

describe('with PUBLIC_URL', () => {
  let app: BuiltApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    app = await makeApp({ publicUrl: 'https://partypass.example.com' });
    admin = (await loginAs(app, 'admin@partypass.test')).headers;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('writes every image field on that origin, in every reply that carries one', async () => {
    const created = await withCover(app, admin);
    expect(created.cover_photo).toMatch(
      new RegExp(`^https://partypass\\.example\\.com${UPLOAD.source}`),
    );
    const one = await app.inject({
      url: `${API}/institute/${created.institution_id}`,
      headers: admin,
    });
    expect(one.json().data.cover_photo).toBe(created.cover_photo);
    const list = await app.inject({ url: `${API}/institute/list`, headers: admin });
    const listed = list
      .json()
      .data.find((i: { institution_id: number }) => i.institution_id === created.institution_id);
    expect(listed.cover_photo).toBe(created.cover_photo);
    const served = await app.inject({ url: new URL(created.cover_photo).pathname });
    expect(served.statusCode).toBe(200);
    // The console's lists still show the small variant of an absolute URL.
    const thumb = thumbnailUrl(created.cover_photo);
    expect(thumb).toBe(created.cover_photo.replace('.display.webp', '.thumb.webp'));
    expect((await app.inject({ url: new URL(thumb).pathname })).statusCode).toBe(200);
  });

  it('the absolute URL sent back (multipart, as the legacy console does) keeps the photo', async () => {
    const created = await withCover(app, admin);
    const form = new FormData();
    form.append('name', 'Image Venue renamed');
    form.append('cover_photo', created.cover_photo);
    const res = await app.inject({
      method: 'PATCH',
      url: `${API}/institute/update/${created.institution_id}`,
      headers: admin,
      payload: form,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.cover_photo).toBe(created.cover_photo);
    const served = await app.inject({ url: new URL(created.cover_photo).pathname });
    expect(served.statusCode).toBe(200);
  });

  it('another site URL is still refused', async () => {
    const created = await withCover(app, admin);
    const res = await app.inject({
      method: 'PATCH',
      url: `${API}/institute/update/${created.institution_id}`,
      headers: admin,
      payload: { cover_photo: `https://evil.example${new URL(created.cover_photo).pathname}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('cover_photo');
  });
});

describe('without PUBLIC_URL', () => {
  it('uses the request origin; forwarded headers only behind a trusted proxy', async () => {
    for (const [trustProxy, expected] of [
      [true, 'https://tickets.example.org'],
      [false, 'http://127.0.0.1:3000'],
    ] as const) {
      const app = await makeApp({ trustProxy });
      try {
        const admin = (await loginAs(app, 'admin@partypass.test')).headers;
        const created = await withCover(app, admin);
        const res = await app.inject({
          url: `${API}/institute/${created.institution_id}`,
          headers: {
            ...admin,
            host: '127.0.0.1:3000',
            'x-forwarded-proto': 'https',
            'x-forwarded-host': 'tickets.example.org',
          },
        });
        expect(res.json().data.cover_photo).toMatch(new RegExp(`^${expected}${UPLOAD.source}`));
      } finally {
        await app.close();
      }
    }
  });

  it('PUBLIC_URL must be a bare origin', () => {
    const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/pp-config-test' };
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://pp.example.com/' }).publicUrl).toBe(
      'https://pp.example.com',
    );
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'https://pp.example.com/app' })).toThrow(
      /PUBLIC_URL/,
    );
    expect(loadConfig(base).publicUrl).toBeUndefined();
  });
});
