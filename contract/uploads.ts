/**
 * Uploaded images as this project's server stores them (server/uploads/images.ts): every upload
 * is re-encoded into a display image and a thumbnail beside it.
 */

/** The server's field error for bytes that are no image; the console says the same before sending. */
export const IMAGE_INVALID_MESSAGE = 'This file is not a valid image';

const OWN_UPLOAD =
  /^((?:https?:\/\/[^/]+)?\/uploads\/[a-z]+\/[0-9a-f-]{36})\.(?:display\.webp|png|jpg|gif|webp|svg)$/;

/**
 * The thumbnail of an image URL for lists and menus: `<uuid>.thumb.webp` for an upload of this
 * server (made on first request for uploads stored before thumbnails existed); any other URL (the
 * legacy server's absolute S3 URLs) is returned as it is.
 */
export function thumbnailUrl(url: string): string;
export function thumbnailUrl(url: string | null | undefined): string | undefined;
export function thumbnailUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const match = OWN_UPLOAD.exec(url);
  return match ? `${match[1]}.thumb.webp` : url;
}
