/**
 * Uploaded images (institution cover photos, profile pictures): DESIGN.md "Uploads".
 *
 * - The type is read from the bytes (file-type for png/jpeg/gif/webp, the SVG check of svg.ts);
 *   the client's filename and Content-Type are never trusted, and the stored name is a random
 *   uuid with the extension of the detected type, so no path traversal or double extension.
 * - Raster images whose header claims more than MAX_IMAGE_SIDE / MAX_IMAGE_PIXELS are refused
 *   (decompression bombs); SVGs are sanitised on store.
 * - server/app.ts serves only these image types from /uploads, with nosniff and a sandbox CSP.
 * - Files live in `<dataDir>/uploads/<folder>/` and are served at `/uploads/<folder>/<name>`.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { MAX_UPLOAD_BYTES } from '../../contract';
import { fieldHttpError, tooLarge, type UploadedFile } from '../http/body';
import { isSvg, sanitiseSvg } from './svg';

export type UploadFolder = 'covers' | 'avatars';

export const UPLOADS_URL_PREFIX = '/uploads/';

export const IMAGE_TYPE_MESSAGE = 'Only jpg, jpeg, png, gif, svg and webp images are allowed';

/** The extensions storeImage writes: the only files /uploads serves. */
export const STORED_IMAGE_EXTENSIONS = ['png', 'jpg', 'gif', 'webp', 'svg'] as const;

/** Detected MIME type -> the extension we store. */
const RASTER_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * A JSON body carrying a data URL needs more than the 1 MB JSON limit: base64 is 4/3 of the
 * file, plus room for the other fields. Routes taking data URLs set `bodyLimit` to this.
 */
export const DATA_URL_BODY_LIMIT = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024;

/** Where uploads live for this app (the directory server/app.ts serves at /uploads). */
export const uploadsDirOf = (app: FastifyInstance): string =>
  path.join(app.appConfig.dataDir, 'uploads');

/**
 * Decoded, an image takes width x height x 4 bytes: a tiny file can claim 100 000 x 100 000 pixels
 * (40 GB) and stall every browser that shows it. Raster images must stay within these.
 */
export const MAX_IMAGE_SIDE = 10_000;
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_DIMENSIONS_MESSAGE = `The image is too large: at most ${MAX_IMAGE_SIDE} pixels on a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`;
export const IMAGE_UNREADABLE_MESSAGE = 'The image is damaged or cannot be read';

/** 400 naming the field when a raster image's header is unreadable or claims too many pixels. */
function assertImageDimensions(field: string, buffer: Buffer, ext: string): void {
  if (ext === 'svg') return; // drawn at the size it is shown, whatever it claims
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = imageSize(buffer));
  } catch {
    throw fieldHttpError(400, field, IMAGE_UNREADABLE_MESSAGE);
  }
  if (!width || !height) throw fieldHttpError(400, field, IMAGE_UNREADABLE_MESSAGE);
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw fieldHttpError(400, field, IMAGE_DIMENSIONS_MESSAGE);
  }
}

/** The extension of the detected image type, or null when it is not an allowed image. */
export async function detectImageExtension(buffer: Buffer): Promise<string | null> {
  const detected = await fileTypeFromBuffer(buffer);
  const raster = detected ? RASTER_TYPES[detected.mime] : undefined;
  if (raster) return raster;
  // file-type does not know SVG (it is text); an `<?xml` SVG is reported as application/xml.
  if (detected && detected.mime !== 'application/xml') return null;
  return isSvg(buffer) ? 'svg' : null;
}

/**
 * Checks and writes an image; returns its public URL (`/uploads/<folder>/<uuid>.<ext>`).
 * 400 for an empty file or a raster image that is unreadable or claims too many pixels, 413 over
 * 5 MB, 415 when the bytes are not an allowed image.
 */
export async function storeImage(
  uploadsDir: string,
  file: UploadedFile,
  folder: UploadFolder,
): Promise<string> {
  const field = file.fieldname;
  if (file.buffer.length === 0) {
    throw fieldHttpError(400, field, 'The file is empty');
  }
  if (file.buffer.length > MAX_UPLOAD_BYTES) throw tooLarge(field);
  const ext = await detectImageExtension(file.buffer);
  if (!ext) throw fieldHttpError(415, field, IMAGE_TYPE_MESSAGE);
  assertImageDimensions(field, file.buffer, ext);
  const content = ext === 'svg' ? sanitiseSvg(file.buffer) : file.buffer;
  const name = `${randomUUID()}.${ext}`;
  await mkdir(path.join(uploadsDir, folder), { recursive: true });
  await writeFile(path.join(uploadsDir, folder, name), content, { flag: 'wx' });
  return `${UPLOADS_URL_PREFIX}${folder}/${name}`;
}

/**
 * Deletes a file stored by storeImage. Does nothing for null, for URLs that are not ours
 * (another host, a legacy URL), for paths escaping uploadsDir, or when the file is already gone:
 * a leftover file must never fail the write that replaced it.
 */
export async function removeUpload(
  uploadsDir: string,
  url: string | null | undefined,
): Promise<void> {
  if (typeof url !== 'string' || !url.startsWith(UPLOADS_URL_PREFIX)) return;
  let relative: string;
  try {
    relative = decodeURIComponent(url.slice(UPLOADS_URL_PREFIX.length).split(/[?#]/)[0]);
  } catch {
    return;
  }
  const root = path.resolve(uploadsDir);
  const target = path.resolve(root, relative);
  if (!target.startsWith(root + path.sep)) return;
  try {
    await rm(target, { force: true });
  } catch {
    // A directory or a permission problem: leave it, the record is already updated.
  }
}

const DATA_URL = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?((?:;[a-z0-9-]+=[^;,]*)*)(;base64)?,(.*)$/is;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * A `data:image/png;base64,...` value of a JSON body as an UploadedFile (its type is still checked
 * by storeImage). 400 when malformed, 413 when the decoded file is over 5 MB.
 */
export function fileFromDataUrl(field: string, dataUrl: string): UploadedFile {
  const malformed = () =>
    fieldHttpError(400, field, 'Send the image as a data URL (data:image/...;base64,...)');
  const match = typeof dataUrl === 'string' ? DATA_URL.exec(dataUrl.trim()) : null;
  if (!match) throw malformed();
  const [, mimetype = 'application/octet-stream', , base64, payload] = match;
  let buffer: Buffer;
  if (base64) {
    const clean = payload.replace(/\s+/g, '');
    if (clean.length % 4 !== 0 || !BASE64.test(clean)) throw malformed();
    // Check the size before decoding: 4 base64 characters carry 3 bytes.
    if ((clean.length / 4) * 3 - (clean.match(/=+$/)?.[0].length ?? 0) > MAX_UPLOAD_BYTES) {
      throw tooLarge(field);
    }
    buffer = Buffer.from(clean, 'base64');
  } else {
    try {
      buffer = Buffer.from(decodeURIComponent(payload), 'utf8');
    } catch {
      throw malformed();
    }
    if (buffer.length > MAX_UPLOAD_BYTES) throw tooLarge(field);
  }
  return { fieldname: field, filename: field, mimetype: mimetype.toLowerCase(), buffer };
}
