import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../contract';
import { SVG_CSP, type BuiltApp } from '../../server/app';
import type { UploadedFile } from '../../server/http/body';
import { HttpError } from '../../server/errors';
import {
  fileFromDataUrl,
  removeUpload,
  storeImage,
  uploadsDirOf,
} from '../../server/uploads/images';
import { makeApp } from './helpers';

/** Real tiny images (their first bytes are what file-type reads; sharp decodes them). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const JPEG = await sharp({ create: { width: 2, height: 2, channels: 3, background: 'red' } })
  .jpeg()
  .toBuffer();
const WEBP = Buffer.from('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=', 'base64');

const file = (
  buffer: Buffer | string,
  filename = 'x.png',
  fieldname = 'cover_photo',
): UploadedFile => ({
  fieldname,
  filename,
  mimetype: 'image/png',
  buffer: typeof buffer === 'string' ? Buffer.from(buffer) : buffer,
});

/** Runs `fn` and returns the HttpError it throws. */
async function failure(fn: () => unknown): Promise<HttpError> {
  try {
    await fn();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pp-uploads-'));
});

const onDisk = (url: string) => path.join(dir, url.replace(/^\/uploads\//, ''));

describe('storeImage', () => {
  it.each([
    ['png', PNG],
    ['gif', GIF],
    ['jpg', JPEG],
    ['webp', WEBP],
  ])(
    'stores a %s re-encoded as WebP under a random name, whatever the client named it',
    async (_ext, bytes) => {
      const url = await storeImage(dir, file(bytes, '../../evil.exe'), 'covers');
      expect(url).toMatch(/^\/uploads\/covers\/[0-9a-f-]{36}\.display\.webp$/);
      const stored = readFileSync(onDisk(url));
      expect(stored.equals(bytes)).toBe(false);
      expect((await sharp(stored).metadata()).format).toBe('webp');
      expect(existsSync(onDisk(url.replace('.display.webp', '.thumb.webp')))).toBe(true);
    },
  );

  it('refuses a .png that is really HTML with 415 naming the field', async () => {
    const error = await failure(() =>
      storeImage(dir, file('<html><script>alert(1)</script></html>', 'x.png'), 'covers'),
    );
    expect(error.statusCode).toBe(415);
    expect(error.message).toBe('cover_photo: this file is not a valid image');
    expect(error.errors).toEqual([
      { field: 'cover_photo', message: 'This file is not a valid image' },
    ]);
  });

  it('refuses an image of a type it does not take (TIFF) with the list of types', async () => {
    const tiff = await sharp({ create: { width: 2, height: 2, channels: 3, background: 'red' } })
      .tiff()
      .toBuffer();
    const error = await failure(() => storeImage(dir, file(tiff), 'covers'));
    expect(error.statusCode).toBe(415);
    expect(error.errors?.[0].message).toBe(
      'Only jpg, jpeg, png, gif, svg and webp images are allowed',
    );
  });

  it('refuses other real types (a PDF) and an empty file', async () => {
    expect(
      (await failure(() => storeImage(dir, file('%PDF-1.4\n%...'), 'covers'))).statusCode,
    ).toBe(415);
    const empty = await failure(() => storeImage(dir, file(Buffer.alloc(0)), 'covers'));
    expect(empty.statusCode).toBe(400);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const error = await failure(() => storeImage(dir, file(big), 'covers'));
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe('cover_photo: the file is larger than 5 MB');
  });

  it('stores an SVG as a raster: its script, handlers and links are gone', async () => {
    const svg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)" width="10" height="10">
  <script>alert('x')</script>
  <foreignObject><iframe src="https://evil.test"></iframe></foreignObject>
  <a href="javascript:alert(3)"><text>link</text></a>
  <set attributeName="href" to="javascript:alert(6)"/>
  <circle r="4" fill="red"/>
</svg>`;
    const url = await storeImage(dir, file(svg, 'a.svg'), 'covers');
    expect(url).toMatch(/\.display\.webp$/);
    const stored = readFileSync(onDisk(url));
    expect((await sharp(stored).metadata()).format).toBe('webp');
    expect(stored.toString('latin1')).not.toMatch(/script|alert|onload|foreignObject|evil/i);
  });

  it('refuses an SVG with a DOCTYPE or entities, and XML that is not an SVG', async () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>';
    expect((await failure(() => storeImage(dir, file(xxe), 'covers'))).statusCode).toBe(415);
    const html = '<?xml version="1.0"?><html><body/></html>';
    expect((await failure(() => storeImage(dir, file(html), 'covers'))).statusCode).toBe(415);
  });
});

describe('removeUpload', () => {
  it('deletes a stored file with its thumbnail and ignores one already gone', async () => {
    const url = await storeImage(dir, file(PNG), 'covers');
    const thumb = onDisk(url.replace('.display.webp', '.thumb.webp'));
    expect(existsSync(onDisk(url))).toBe(true);
    expect(existsSync(thumb)).toBe(true);
    await removeUpload(dir, url);
    expect(existsSync(onDisk(url))).toBe(false);
    expect(existsSync(thumb)).toBe(false);
    await expect(removeUpload(dir, url)).resolves.toBeUndefined();
  });

  it('never touches a file outside the uploads directory, nor foreign URLs', async () => {
    const outside = path.join(path.dirname(dir), `${path.basename(dir)}-secret.txt`);
    writeFileSync(outside, 'keep me');
    for (const url of [
      `/uploads/../${path.basename(outside)}`,
      `/uploads/%2e%2e/${path.basename(outside)}`,
      `https://elsewhere.test/uploads/../${path.basename(outside)}`,
      outside,
      null,
      undefined,
      '',
    ]) {
      await expect(removeUpload(dir, url)).resolves.toBeUndefined();
    }
    expect(readFileSync(outside, 'utf8')).toBe('keep me');
  });
});

describe('fileFromDataUrl', () => {
  it('decodes a base64 data URL into a file that storeImage accepts', async () => {
    const f = fileFromDataUrl('profile_pic', `data:image/png;base64,${PNG.toString('base64')}`);
    expect(f).toMatchObject({ fieldname: 'profile_pic', mimetype: 'image/png' });
    expect(f.buffer).toEqual(PNG);
    expect(await storeImage(dir, f, 'avatars')).toMatch(/^\/uploads\/avatars\/.+\.display\.webp$/);
  });

  it.each(['not a data url', 'data:image/png;base64,@@@', 'data:image/png;base64,abc'])(
    'answers 400 for %s',
    async (value) => {
      const error = await failure(() => fileFromDataUrl('profile_pic', value));
      expect(error.statusCode).toBe(400);
      expect(error.errors?.[0].field).toBe('profile_pic');
    },
  );

  it('answers 413 when the decoded file is over 5 MB', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 3).toString('base64');
    const error = await failure(() =>
      fileFromDataUrl('profile_pic', `data:image/png;base64,${big}`),
    );
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe('profile_pic: the file is larger than 5 MB');
  });
});

describe('serving uploads', () => {
  let app: BuiltApp;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('serves a stored SVG from /uploads as WebP with the sandbox CSP and nosniff', async () => {
    const url = await storeImage(
      uploadsDirOf(app),
      file(
        '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><circle r="1"/></svg>',
        'a.svg',
      ),
      'covers',
    );
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/webp/);
    expect(res.headers['content-security-policy']).toBe(SVG_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).not.toContain('<circle');
  });
});
