import { mapEmbedUrl, type Institution } from '../../../contract';

/** What the institution form holds: the wire fields, the cover as a File, a URL or null. */
export type InstitutionFormValues = Partial<Omit<Institution, 'cover_photo'>> & {
  cover_photo?: File | string | null;
};

const TEXT_FIELDS = [
  'name',
  'email',
  'phone',
  'address',
  'details',
  'video_link',
  'map_location',
] as const;

/**
 * The form's values -> the multipart body (docs/resources/institutions.md):
 * - every text field is sent, an emptied one as '' (multipart cannot send null; '' clears it);
 * - a pasted map `<iframe>` is sent as its https src, so the legacy server stores a URL too; an
 *   unchanged map is left out (a legacy value that is no embed URL is kept as it is);
 * - the cover goes as a File when one was picked, as '' when the stored one was removed, and
 *   not at all when unchanged;
 * - the status only when the scope may change it (role 2 sees it read-only).
 */
export function toInstitutionBody(
  values: InstitutionFormValues,
  options: { canChangeStatus: boolean; storedCover?: string | null; storedMap?: string | null },
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) {
    const value = values[field];
    body[field] = typeof value === 'string' ? value.trim() : '';
  }
  const map = body.map_location as string;
  if (map !== '' && map === (options.storedMap ?? '').trim()) delete body.map_location;
  else if (map !== '') body.map_location = mapEmbedUrl(map) ?? map;
  if (options.canChangeStatus && values.status !== undefined && values.status !== null) {
    body.status = values.status;
  }
  const cover = values.cover_photo;
  if (cover instanceof File) body.cover_photo = cover;
  else if ((cover === null || cover === undefined || cover === '') && options.storedCover) {
    body.cover_photo = '';
  }
  return body;
}
