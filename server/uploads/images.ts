/**
 * Uploaded images (institution cover photos, profile pictures): DESIGN.md "Uploads".
 *
 * - The type is read from the bytes (file-type for png/jpeg/gif/webp, isSvg for SVG); the client's
 *   filename and Content-Type are never trusted.
 * - Every image is decoded and re-encoded by sharp (libvips): SVG is rasterised, metadata (EXIF,
 *   GPS, XMP) is dropped, an animation keeps its first frame. Two WebP files are written,
 *   `<uuid>.display.webp` (at most DISPLAY_MAX_SIDE a side) and `<uuid>.thumb.webp` (at most
 *   THUMBNAIL_SIDE, for lists); the stored URL is the display one. Nothing the client sent is
 *   ever served as it came.
 * - An image claiming more than MAX_IMAGE_SIDE / MAX_IMAGE_PIXELS is refused before it is decoded
 *   (decompression bombs); a smaller one larger than the display size is downscaled.
 * - The work is bounded: an SVG is rendered once, at most DISPLAY_MAX_SIDE a side whatever size it
 *   declares, in a child process killed after IMAGE_TIME_LIMIT_MS (./svg-raster.ts); raster
 *   pipelines stop at the same limit (sharp's `timeout`); one upload is encoded at a time with a
 *   short queue, and a full queue is 429 (./image-slots.ts).
 * - Files stored before re-encoding (`<uuid>.png|jpg|gif|webp|svg`) keep their URLs: server/app.ts
 *   answers them with a display variant made from them on first request (ensureVariant).
 * - Files live in `<dataDir>/uploads/<folder>/` and are served at `/uploads/<folder>/<name>`.
 */
import { randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_INVALID_MESSAGE, MAX_UPLOAD_BYTES } from '../../contract';
import { HttpError } from '../errors';
import { fieldHttpError, tooLarge, type UploadedFile } from '../http/body';
import { withImageSlot } from './image-slots';
import { isSvg } from './svg';
import { rasteriseSvg } from './svg-raster';

// libvips' threads for one image: one core's worth, as one image is encoded at a time
// (./image-slots.ts), so the other cores stay free for requests and password hashing.
sharp.concurrency(1);

export type UploadFolder = 'covers' | 'avatars';

export const UPLOADS_URL_PREFIX = '/uploads/';

/** An image of a type we do not take (TIFF, AVIF, BMP...). */
export const IMAGE_TYPE_MESSAGE = 'Only jpg, jpeg, png, gif, svg and webp images are allowed';
/** Bytes that are no image at all (a text file named .png): the console says the same. */
export { IMAGE_INVALID_MESSAGE };

/** The kinds of image we take, as their original extension (files stored before re-encoding). */
export const ORIGINAL_IMAGE_EXTENSIONS = ['png', 'jpg', 'gif', 'webp', 'svg'] as const;
/** What storeImage writes now: the only files /uploads sends. */
export const IMAGE_VARIANTS = ['display', 'thumb'] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];

/** Display images fit in this many pixels a side; thumbnails (lists, menus) in THUMBNAIL_SIDE. */
export const DISPLAY_MAX_SIDE = 1600;
export const THUMBNAIL_SIDE = 256;
const VARIANT_SIDE: Record<ImageVariant, number> = {
  display: DISPLAY_MAX_SIDE,
  thumb: THUMBNAIL_SIDE,
};

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
 * (40 GB). Images claiming more than these are refused before sharp decodes them.
 */
export const MAX_IMAGE_SIDE = 10_000;
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_DIMENSIONS_MESSAGE = `The image is too large: at most ${MAX_IMAGE_SIDE} pixels on a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`;
export const IMAGE_UNREADABLE_MESSAGE = 'The image is damaged or cannot be read';

/** The longest one image may take to decode and encode (an SVG to render), in ms. */
export const IMAGE_TIME_LIMIT_MS = 5_000;
export const IMAGE_TOO_SLOW_MESSAGE = 'The image takes too long to process: send a simpler one';

/** sharp's own time-out error, raised by a pipeline that ran past `timeout`. */
const isSharpTimeout = (error: unknown) =>
  error instanceof Error && error.message.startsWith('timeout');

/** The extension of the detected image type, 'other' for an image we do not take, else null. */
export async function detectImageExtension(buffer: Buffer): Promise<string | 'other' | null> {
  const detected = await fileTypeFromBuffer(buffer);
  const raster = detected ? RASTER_TYPES[detected.mime] : undefined;
  if (raster) return raster;
  if (detected?.mime.startsWith('image/')) return 'other';
  // file-type does not know SVG (it is text); an `<?xml` SVG is reported as application/xml.
  if (detected && detected.mime !== 'application/xml') return null;
  return isSvg(buffer) ? 'svg' : null;
}

/** sharp for one input: never more pixels than we allow, the first frame of an animation. */
const decoder = (buffer: Buffer) =>
  sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', animated: false });

/** 400 naming the field when the header is unreadable or claims too many pixels. */
async function assertImageDimensions(field: string, buffer: Buffer): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(buffer, { limitInputPixels: false }).metadata());
  } catch {
    throw fieldHttpError(400, field, IMAGE_UNREADABLE_MESSAGE);
  }
  if (!width || !height) throw fieldHttpError(400, field, IMAGE_UNREADABLE_MESSAGE);
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw fieldHttpError(400, field, IMAGE_DIMENSIONS_MESSAGE);
  }
}

/**
 * One variant as WebP: turned upright by its EXIF orientation, fitted inside its size (never
 * enlarged), with no metadata at all (sharp keeps none unless told to).
 */
export function encodeVariant(buffer: Buffer, variant: ImageVariant): Promise<Buffer> {
  const side = VARIANT_SIDE[variant];
  return decoder(buffer)
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: variant === 'thumb' ? 75 : 82 })
    .timeout({ seconds: IMAGE_TIME_LIMIT_MS / 1000 })
    .toBuffer();
}

/** Why an image was refused while it was being encoded. */
type EncodeFailure = 'unreadable' | 'too-slow';
class EncodeError extends Error {
  constructor(readonly failure: EncodeFailure) {
    super(failure);
  }
}

/**
 * The variants of an image, in an image slot. An SVG is rendered once, in its own process and at
 * most the display size, and the variants are made from that raster.
 */
function encodeVariants(
  buffer: Buffer,
  svg: boolean,
  variants: readonly ImageVariant[],
): Promise<Buffer[]> {
  return withImageSlot(async () => {
    let source = buffer;
    if (svg) {
      const raster = await rasteriseSvg(buffer, DISPLAY_MAX_SIDE, IMAGE_TIME_LIMIT_MS);
      if (raster.kind === 'timeout') throw new EncodeError('too-slow');
      if (raster.kind === 'unreadable') throw new EncodeError('unreadable');
      source = raster.png;
    }
    try {
      return await Promise.all(variants.map((variant) => encodeVariant(source, variant)));
    } catch (error) {
      throw new EncodeError(isSharpTimeout(error) ? 'too-slow' : 'unreadable');
    }
  });
}

const variantName = (id: string, variant: ImageVariant) => `${id}.${variant}.webp`;

/** Writes a file whole or not at all: a reader never sees half a variant. */
async function writeAtomically(file: string, content: Buffer): Promise<void> {
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, content, { flag: 'wx' });
  await rename(temporary, file);
}

/**
 * Checks, re-encodes and writes an image; returns its public URL
 * (`/uploads/<folder>/<uuid>.display.webp`; the thumbnail is `<uuid>.thumb.webp` beside it).
 * 400 for an empty file or an image that is unreadable or claims too many pixels, 413 over
 * 5 MB, 415 when the bytes are not an image we take.
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
  if (ext === 'other') throw fieldHttpError(415, field, IMAGE_TYPE_MESSAGE);
  if (!ext) throw fieldHttpError(415, field, IMAGE_INVALID_MESSAGE);
  await assertImageDimensions(field, file.buffer);
  let display: Buffer;
  let thumb: Buffer;
  try {
    [display, thumb] = await encodeVariants(file.buffer, ext === 'svg', IMAGE_VARIANTS);
  } catch (error) {
    if (!(error instanceof EncodeError)) throw error; // 429 when too many images wait
    const tooSlow = error.failure === 'too-slow';
    throw fieldHttpError(400, field, tooSlow ? IMAGE_TOO_SLOW_MESSAGE : IMAGE_UNREADABLE_MESSAGE);
  }
  const id = randomUUID();
  const dir = path.join(uploadsDir, folder);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, variantName(id, 'thumb')), thumb, { flag: 'wx' });
  await writeFile(path.join(dir, variantName(id, 'display')), display, { flag: 'wx' });
  return `${UPLOADS_URL_PREFIX}${folder}/${variantName(id, 'display')}`;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * The name (inside `folder`) of the variant to send for a stored upload's `id`, made now from
 * the original when an upload stored before re-encoding has none yet. Null when there is no
 * such upload or its original cannot be decoded (then nothing is sent).
 */
export async function ensureVariant(
  uploadsDir: string,
  folder: string,
  id: string,
  variant: ImageVariant,
): Promise<string | null> {
  const dir = path.join(uploadsDir, folder);
  const name = variantName(id, variant);
  if (await exists(path.join(dir, name))) return name;
  for (const ext of ORIGINAL_IMAGE_EXTENSIONS) {
    let original: Buffer;
    try {
      original = await readFile(path.join(dir, `${id}.${ext}`));
    } catch {
      continue;
    }
    try {
      const [encoded] = await encodeVariants(original, ext === 'svg', [variant]);
      await writeAtomically(path.join(dir, name), encoded);
      return name;
    } catch (error) {
      if (error instanceof HttpError) throw error; // 429 when too many images wait
      return null;
    }
  }
  return null;
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
  // The thumbnail beside a display image, and the variants made for an upload stored before
  // re-encoding, go with it.
  const base = target.replace(/\.(display\.webp|thumb\.webp|png|jpg|gif|webp|svg)$/, '');
  const siblings = IMAGE_VARIANTS.map((variant) => `${base}.${variant}.webp`);
  for (const file of new Set([target, ...siblings])) {
    try {
      await rm(file, { force: true });
    } catch {
      // A directory or a permission problem: leave it, the record is already updated.
    }
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
