/**
 * What a write asks for the profile picture: a file (multipart), a data URL (JSON), null or ''
 * (remove, deleting the file), the current URL sent back unchanged, or nothing (keep).
 */
import { USER_MESSAGES } from '../../contract';
import type { RequestBody, UploadedFile } from '../http/body';
import { fieldHttpError } from '../http/body';
import { fileFromDataUrl, removeUpload, storeImage } from '../uploads/images';

export const PICTURE_FIELD = 'profile_pic';

export type PictureChange =
  { kind: 'keep' } | { kind: 'remove' } | { kind: 'set'; file: UploadedFile };

export function pictureChange(body: RequestBody, current: string | null): PictureChange {
  const file = body.files[PICTURE_FIELD];
  if (file) return { kind: 'set', file };
  if (!Object.hasOwn(body.fields, PICTURE_FIELD)) return { kind: 'keep' };
  const value = body.fields[PICTURE_FIELD];
  if (value === null || value === '' || value === 'null') return { kind: 'remove' };
  if (typeof value === 'string' && value.trim().startsWith('data:')) {
    return { kind: 'set', file: fileFromDataUrl(PICTURE_FIELD, value) };
  }
  if (typeof value === 'string' && value === current) return { kind: 'keep' };
  throw fieldHttpError(400, PICTURE_FIELD, USER_MESSAGES.pictureInvalid);
}

/**
 * Stores the new picture (if any) and returns the value to write: a URL, null, or undefined for
 * "leave the column alone". Call `settle` after the database write: it deletes the replaced file
 * on success, or the just-stored one when the write failed.
 */
export async function preparePicture(
  uploadsDir: string,
  change: PictureChange,
  current: string | null,
) {
  const stored =
    change.kind === 'set' ? await storeImage(uploadsDir, change.file, 'avatars') : null;
  const value = change.kind === 'set' ? stored : change.kind === 'remove' ? null : undefined;
  return {
    value,
    settle: async (ok: boolean) => {
      if (!ok) await removeUpload(uploadsDir, stored);
      else if (change.kind !== 'keep' && current !== value) await removeUpload(uploadsDir, current);
    },
  };
}
