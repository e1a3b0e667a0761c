/**
 * Every uploaded image is re-encoded by sharp: what /uploads sends is a WebP this server made,
 * never the bytes a client sent. SVG script, EXIF/GPS metadata and oversized pixels do not
 * survive; lists get a thumbnail; files stored before re-encoding keep their URLs.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_INVALID_MESSAGE, thumbnailUrl } from '../../../contract';
import type { BuiltApp } from '../../../server/app';
import {
  DISPLAY_MAX_SIDE,
  IMAGE_DIMENSIONS_MESSAGE,
  THUMBNAIL_SIDE,
  uploadsDirOf,
} from '../../../server/uploads/images';
import { formData } from '../kit-fastify';
import { loginAs, makeApp } from '../helpers';
import { pngClaiming } from './images';

const API = '/api/v1';
let app: BuiltApp;
let admin: Record<string, string>;
let serial = 0;

beforeAll(async () => {
  app = await makeApp();
  admin = (await loginAs(app, 'admin@partypass.test')).headers;
});
afterAll(async () => {
  await app?.close();
});

const SVG_SET_HANDLER = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">
  <rect width="40" height="20" fill="green">
    <set attributeName="onmouseover" to="alert(1)"/>
  </rect>
  <script>alert(2)</script>
</svg>`;

/** The GPS IFD pointer tag (0x8825) as it appears in little-endian EXIF. */
const GPS_TAG = Buffer.from([0x25, 0x88]);

const jpegWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: 'blue' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PartyCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
    })
    .toBuffer();

const createWithCover = (bytes: Buffer, filename: string, type: string) =>
  app.inject({
    method: 'POST',
    url: `${API}/institute/create`,
    headers: admin,
    payload: formData([
      ['name', `Re-encoded venue ${++serial}`],
      ['email', `reencode-${serial}@example.com`],
      ['phone', '+33 1 23 45 67'],
      ['cover_photo', { bytes, filename, type }],
    ]),
  });

/** GETs an upload and reads the image it sends. */
async function served(url: string) {
  const res = await app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type'], url).toMatch(/^image\/webp/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  const meta = await sharp(res.rawPayload).metadata();
  return { body: res.rawPayload, meta };
}

describe('uploads are re-encoded', () => {
  it('an SVG with <set attributeName="onmouseover"> comes out as a raster with no script', async () => {
    const res = await createWithCover(Buffer.from(SVG_SET_HANDLER), 'x.svg', 'image/svg+xml');
    expect(res.statusCode).toBe(201);
    const url: string = res.json().data.cover_photo;
    expect(url).toMatch(/^http:\/\/localhost:80\/uploads\/covers\/[0-9a-f-]{36}\.display\.webp$/);
    const { body, meta } = await served(url);
    expect(meta).toMatchObject({ format: 'webp', width: 40, height: 20 });
    expect(body.toString('latin1')).not.toMatch(/<svg|alert|onmouseover|<script/i);
  });

  it('a JPEG with GPS EXIF comes out without any metadata', async () => {
    const jpeg = await jpegWithGps();
    expect((await sharp(jpeg).metadata()).exif?.includes(GPS_TAG)).toBe(true);
    const res = await createWithCover(jpeg, 'holiday.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const url: string = res.json().data.cover_photo;
    for (const variant of [url, thumbnailUrl(url)]) {
      const { body, meta } = await served(variant);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(body.toString('latin1')).not.toContain('PartyCam');
    }
  });

  it('a large image is downscaled to the display size, and its thumbnail to the list size', async () => {
    const wide = await sharp({
      create: { width: 4000, height: 1000, channels: 3, background: 'red' },
    })
      .png()
      .toBuffer();
    const res = await createWithCover(wide, 'wide.png', 'image/png');
    expect(res.statusCode).toBe(201);
    const url: string = res.json().data.cover_photo;
    expect((await served(url)).meta).toMatchObject({ width: DISPLAY_MAX_SIDE, height: 400 });
    expect((await served(thumbnailUrl(url))).meta).toMatchObject({
      width: THUMBNAIL_SIDE,
      height: THUMBNAIL_SIDE / 4,
    });
  });

  it('an image claiming more than the pixel ceiling is refused with a message naming it', async () => {
    const res = await createWithCover(pngClaiming(12_000, 100), 'big.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'cover_photo', message: IMAGE_DIMENSIONS_MESSAGE },
    ]);
    expect(IMAGE_DIMENSIONS_MESSAGE).toMatch(/10000 pixels on a side and 40 megapixels/);
  });

  it('a text file named .png is refused: "This file is not a valid image" on the field', async () => {
    const res = await createWithCover(Buffer.from('just some notes\n'), 'notes.png', 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json().errors).toEqual([{ field: 'cover_photo', message: IMAGE_INVALID_MESSAGE }]);
    expect(IMAGE_INVALID_MESSAGE).toBe('This file is not a valid image');
  });
});

describe('uploads stored before re-encoding keep working', () => {
  const covers = () => path.join(uploadsDirOf(app), 'covers');

  it('an old SVG with script is answered with a raster, and has a thumbnail', async () => {
    mkdirSync(covers(), { recursive: true });
    const id = '5d1a7c9e-0000-4b2c-8d3e-4f5a6b7c8d9e';
    writeFileSync(path.join(covers(), `${id}.svg`), SVG_SET_HANDLER);
    const old = `/uploads/covers/${id}.svg`;
    const { body, meta } = await served(old);
    expect(meta.format).toBe('webp');
    expect(body.toString('latin1')).not.toMatch(/<svg|alert/i);
    expect(thumbnailUrl(old)).toBe(`/uploads/covers/${id}.thumb.webp`);
    expect((await served(thumbnailUrl(old))).meta.format).toBe('webp');
  });

  it('an old JPEG with GPS EXIF is answered without it', async () => {
    const id = '6e2b8d0f-1111-4c3d-9e4f-5a6b7c8d9e0f';
    writeFileSync(path.join(covers(), `${id}.jpg`), await jpegWithGps());
    expect((await served(`/uploads/covers/${id}.jpg`)).meta.exif).toBeUndefined();
  });

  it('deleting the institution removes its display image and thumbnail', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    const res = await createWithCover(png, 'a.png', 'image/png');
    const id = res.json().data.institution_id as number;
    const stem = path.basename(res.json().data.cover_photo as string, '.display.webp');
    expect(readdirSync(covers()).filter((f) => f.startsWith(stem))).toHaveLength(2);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `${API}/institute/delete/${id}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(readdirSync(covers()).filter((f) => f.startsWith(stem))).toEqual([]);
  });
});
