import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/** Real 1x1 images (their first bytes are what file-type reads). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
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
  ])('stores a %s under a random name with the extension of its real type', async (ext, bytes) => {
    const url = await storeImage(dir, file(bytes, '../../evil.exe'), 'covers');
    expect(url).toMatch(new RegExp(`^/uploads/covers/[0-9a-f-]{36}\\.${ext}$`));
    expect(readFileSync(onDisk(url))).toEqual(bytes);
  });

  it('takes the extension from the bytes, not from the client name', async () => {
    const url = await storeImage(dir, file(GIF, 'photo.png'), 'avatars');
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.gif$/);
  });

  it('refuses a .png that is really HTML with 415 naming the field', async () => {
    const error = await failure(() =>
      storeImage(dir, file('<html><script>alert(1)</script></html>', 'x.png'), 'covers'),
    );
    expect(error.statusCode).toBe(415);
    expect(error.message).toBe(
      'cover_photo: only jpg, jpeg, png, gif, svg and webp images are allowed',
    );
    expect(error.errors).toEqual([
      {
        field: 'cover_photo',
        message: 'Only jpg, jpeg, png, gif, svg and webp images are allowed',
      },
    ]);
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

  it('stores an SVG without its script, handlers, foreignObject or javascript links', async () => {
    const svg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)" width="10">
  <script>alert('x')</script>
  <svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(2)</svg:script>
  <foreignObject><iframe src="https://evil.test"></iframe></foreignObject>
  <a href="javascript:alert(3)"><text>link</text></a>
  <a xlink:href="jav&#x61;script:alert(4)"><rect id="r" width="1" height="1" onclick="alert(5)"/></a>
  <use href="#r"/>
  <use href="https://evil.test/sprite.svg#x"/>
  <set attributeName="href" to="javascript:alert(6)"/>
  <a href="&#x110000;&#99999999999;"><text>odd</text></a>
  <circle r="4" fill="red"/>
</svg>`;
    const url = await storeImage(dir, file(svg, 'a.svg'), 'covers');
    expect(url).toMatch(/\.svg$/);
    const stored = readFileSync(onDisk(url), 'utf8');
    expect(stored).not.toMatch(/script|alert|onload|onclick|foreignObject|iframe|evil/i);
    expect(stored).toContain('<circle r="4" fill="red"/>');
    expect(stored).toContain('<use href="#r"/>');
    expect(stored).toContain('<text>link</text>');
    expect(stored.startsWith('<?xml version="1.0"?>')).toBe(true);
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
  it('deletes a stored file and ignores one already gone', async () => {
    const url = await storeImage(dir, file(PNG), 'covers');
    expect(existsSync(onDisk(url))).toBe(true);
    await removeUpload(dir, url);
    expect(existsSync(onDisk(url))).toBe(false);
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
    expect(await storeImage(dir, f, 'avatars')).toMatch(/^\/uploads\/avatars\/.+\.png$/);
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

  it('serves a stored SVG from /uploads with the sandbox CSP and nosniff', async () => {
    const url = await storeImage(
      uploadsDirOf(app),
      file('<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>', 'a.svg'),
      'covers',
    );
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(SVG_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toContain('<circle r="1"/>');
  });
});
