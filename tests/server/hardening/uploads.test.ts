/**
 * Hostile uploads through the real endpoints (institution cover, profile picture): HTML named
 * .png, SVG with script and external references, decompression bombs, oversized files, path
 * traversal names; and what /uploads serves: WebP made by the server only, nosniff, a sandbox
 * CSP, nothing outside the uploads directory. Unit tests of the kit itself:
 * tests/server/kit-images.test.ts; re-encoding: uploads-reencode.test.ts.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_INVALID_MESSAGE, MAX_UPLOAD_BYTES } from '../../../contract';
import { SVG_CSP, type BuiltApp } from '../../../server/app';
import {
  IMAGE_DIMENSIONS_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE,
  uploadsDirOf,
} from '../../../server/uploads/images';
import { formData } from '../kit-fastify';
import { loginAs, makeApp } from '../helpers';
import {
  dataUrlOf,
  GIF_1X1,
  GIF_HUGE,
  HTML_AS_PNG,
  PNG_1X1,
  pngClaiming,
  SVG_FORBIDDEN,
  SVG_HOSTILE,
} from './images';

const API = '/api/v1';
let app: BuiltApp;
let admin: Record<string, string>;
let guest: Record<string, string>;
let serial = 0;

beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, 'admin@partypass.test')).headers;
  guest = (await loginAs(app, 'guest@partypass.test')).headers;
});
afterAll(async () => {
  await app?.close();
});

const stored = () => {
  const out: string[] = [];
  for (const folder of ['covers', 'avatars']) {
    const dir = path.join(uploadsDirOf(app), folder);
    if (existsSync(dir)) out.push(...readdirSync(dir).map((f) => `${folder}/${f}`));
  }
  return out.sort();
};

/** Creates an institution with `file` as its cover photo (multipart). */
const createWithCover = (bytes: Buffer, filename = 'cover.png', type = 'image/png') =>
  app.inject({
    method: 'POST',
    url: `${API}/institute/create`,
    headers: admin,
    payload: formData([
      ['name', `Upload venue ${++serial}`],
      ['email', `upload-${serial}@example.com`],
      ['phone', '+33 1 23 45 67'],
      ['cover_photo', { bytes, filename, type }],
    ]),
  });

/** Replaces the guest's profile picture with a data URL (JSON). */
const pictureDataUrl = (mime: string, bytes: Buffer) =>
  app.inject({
    method: 'PATCH',
    url: `${API}/users/profile/upload-profile-picture`,
    headers: guest,
    payload: { profile_pic: dataUrlOf(mime, bytes) },
  });

function expectRefused(
  res: { statusCode: number; json: () => unknown },
  status: number,
  field: string,
  message: string,
) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({
    status: 'failed',
    message: `${field}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`,
    errors: [{ field, message }],
  });
}

describe('what is refused, leaving no record and no file behind', () => {
  it('an HTML page named .png: 415, as a file and as a data URL', async () => {
    const before = stored();
    expectRefused(
      await createWithCover(HTML_AS_PNG, 'x.png'),
      415,
      'cover_photo',
      IMAGE_INVALID_MESSAGE,
    );
    expectRefused(
      await pictureDataUrl('image/png', HTML_AS_PNG),
      415,
      'profile_pic',
      IMAGE_INVALID_MESSAGE,
    );
    expect(stored()).toEqual(before);
  });

  it('a tiny PNG claiming 100 000 x 100 000 pixels, and other bombs: 400 naming the field', async () => {
    const before = stored();
    for (const bomb of [
      pngClaiming(100_000, 100_000),
      pngClaiming(10_001, 1),
      pngClaiming(7000, 7000),
    ]) {
      expectRefused(await createWithCover(bomb), 400, 'cover_photo', IMAGE_DIMENSIONS_MESSAGE);
    }
    expectRefused(
      await pictureDataUrl('image/png', pngClaiming(100_000, 100_000)),
      400,
      'profile_pic',
      IMAGE_DIMENSIONS_MESSAGE,
    );
    expect(stored()).toEqual(before);
  });

  it('a PNG whose header claims zero pixels: 400 naming the field', async () => {
    const zeroWide = Buffer.from(PNG_1X1);
    zeroWide.writeUInt32BE(0, 16);
    expectRefused(await createWithCover(zeroWide), 400, 'cover_photo', IMAGE_UNREADABLE_MESSAGE);
  });

  it('a file over 5 MB: 413, as a multipart file and as a data URL', async () => {
    const before = stored();
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const file = await createWithCover(big);
    expect(file.statusCode).toBe(413);
    expect(file.json().errors).toEqual([
      { field: 'cover_photo', message: 'The file is larger than 5 MB' },
    ]);
    const dataUrl = await pictureDataUrl('image/png', big);
    expect(dataUrl.statusCode).toBe(413);
    expect(dataUrl.json().status).toBe('failed');
    expect(stored()).toEqual(before);
  });
});

describe('what is accepted, and how it is stored and served', () => {
  it('an image of the largest allowed side (10 000 px) is stored, downscaled', async () => {
    const long = await sharp({
      create: { width: 10_000, height: 10, channels: 3, background: 'red' },
    })
      .png()
      .toBuffer();
    const res = await createWithCover(long);
    expect(res.statusCode).toBe(201);
    const served = await app.inject({ url: res.json().data.cover_photo });
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1600);
  });

  it('a GIF whose header claims a 65 535 px screen is stored as the 1 x 1 frame it holds', async () => {
    const res = await createWithCover(GIF_HUGE, 'huge.gif', 'image/gif');
    expect(res.statusCode).toBe(201);
    const served = await app.inject({ url: res.json().data.cover_photo });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1,
      height: 1,
    });
  });

  it('a path traversal file name is ignored: a random name under uploads/covers', async () => {
    const root = app.appConfig.dataDir;
    for (const filename of [
      '../../x.png',
      '..\\..\\x.png',
      '/etc/cron.d/x.png',
      'x.png\u0000.html',
    ]) {
      const res = await createWithCover(PNG_1X1, filename);
      expect(res.statusCode).toBe(201);
      expect(res.json().data.cover_photo).toMatch(
        /^http:\/\/localhost:80\/uploads\/covers\/[0-9a-f-]{36}\.display\.webp$/,
      );
    }
    expect(existsSync(path.join(root, 'x.png'))).toBe(false);
    expect(existsSync(path.join(root, '..', 'x.png'))).toBe(false);
    expect(existsSync(path.join(uploadsDirOf(app), 'x.png'))).toBe(false);
  });

  it('an SVG with script and external references is stored as a raster and served sandboxed', async () => {
    const res = await createWithCover(Buffer.from(SVG_HOSTILE), 'x.svg', 'image/svg+xml');
    expect(res.statusCode).toBe(201);
    const url: string = res.json().data.cover_photo;
    expect(url).toMatch(/\.display\.webp$/);
    const onDisk = readFileSync(
      path.join(uploadsDirOf(app), new URL(url).pathname.replace('/uploads/', '')),
    );
    expect(onDisk.toString('latin1')).not.toMatch(SVG_FORBIDDEN);
    const served = await app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/webp/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe(SVG_CSP);
    expect(served.rawPayload.equals(onDisk)).toBe(true);
  });

  it('every stored type is served as WebP, with nosniff and the sandbox CSP', async () => {
    for (const bytes of [PNG_1X1, GIF_1X1]) {
      const res = await createWithCover(bytes, 'photo.html');
      expect(res.statusCode).toBe(201);
      const served = await app.inject({ url: res.json().data.cover_photo });
      expect(served.headers['content-type']).toMatch(/^image\/webp/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toBe(SVG_CSP);
    }
  });
});

describe('/uploads serves nothing but stored images', () => {
  it('a file of another type, or with another name, placed in the directory is a 404', async () => {
    const covers = path.join(uploadsDirOf(app), 'covers');
    mkdirSync(covers, { recursive: true });
    const uuid = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    const planted = [
      `${uuid}.html`,
      `${uuid}.js`,
      `${uuid}.png.html`,
      `${uuid}.svgz`,
      'evil.svg',
      'index.html',
      '.htaccess',
    ];
    for (const name of planted) writeFileSync(path.join(covers, name), '<script>alert(1)</script>');
    writeFileSync(path.join(uploadsDirOf(app), `${uuid}.png`), PNG_1X1);
    for (const url of [
      ...planted.map((n) => `/uploads/covers/${n}`),
      `/uploads/${uuid}.png`,
      '/uploads/covers/',
      '/uploads/',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.body, url).not.toContain('<script>');
    }
  });

  it('never reaches outside the uploads directory (the JWT secret file lives next to it)', async () => {
    const secretFile = path.join(app.appConfig.dataDir, 'jwt-secret');
    writeFileSync(secretFile, 'top-secret-value-that-must-not-leak\n');
    for (const url of [
      '/uploads/../jwt-secret',
      '/uploads/%2e%2e/jwt-secret',
      '/uploads/..%2fjwt-secret',
      '/uploads/covers/..%2f..%2fjwt-secret',
      '/uploads/covers/%2e%2e%2f%2e%2e%2fjwt-secret',
      '/uploads/%252e%252e/jwt-secret',
      '/uploads/covers/..\\..\\jwt-secret',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('top-secret');
    }
  });
});
