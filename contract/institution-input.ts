import { z } from 'zod';
import { STATUS_VALUES, type Status } from './status';
import { INSTITUTION_LIMITS, isVideoLink, mapEmbedUrl } from './institution-links';

/**
 * Institution create/update bodies (docs/resources/institutions.md). Multipart sends every value
 * as a string, so each field is read from a string; JSON may also send numbers and null.
 * On update every field is optional and only the fields sent change; an empty string (or null)
 * clears an optional field, while name, e-mail, phone and status can never be cleared.
 * The cover photo is a file (`cover_photo`), read by the route, not by these schemas.
 */

export const INSTITUTION_MESSAGES = {
  nameRequired: 'Name is required',
  nameLength: `Name must be ${INSTITUTION_LIMITS.nameMin} to ${INSTITUTION_LIMITS.nameMax} characters`,
  emailRequired: 'E-mail is required',
  emailInvalid: 'Enter a valid e-mail address',
  emailLength: `E-mail must be at most ${INSTITUTION_LIMITS.emailMax} characters`,
  emailTaken: 'This e-mail is already used by another institution',
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Enter a valid phone number (digits, spaces, + - ( ) .)',
  addressLength: `Address must be at most ${INSTITUTION_LIMITS.addressMax} characters`,
  detailsLength: `Details must be at most ${INSTITUTION_LIMITS.detailsMax} characters`,
  status: 'Status must be 0 (Disabled) or 1 (Active)',
  videoLink: 'Video link must be an http or https URL',
  mapLocation:
    'Map location must be the embed URL of Google Maps or OpenStreetMap (or its <iframe>)',
  statusRoleOnly: 'Only a System Admin can change the status',
  coverPhotoValue: 'Send the cover photo as a file (or an empty value to remove it)',
} as const;

const asText = (value: unknown) => (value === null ? '' : value);

const PHONE_RE = /^\+?[\d\s().-]+$/;

/** A text field that may not be empty: '' gives "X is required" (creates and updates alike). */
const requiredText = (check: (v: string) => string | null) =>
  z.preprocess(
    asText,
    z.string().transform((value, ctx) => {
      const trimmed = value.trim();
      const problem = check(trimmed);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return trimmed;
    }),
  );

const nameField = requiredText((v) => {
  if (v === '') return INSTITUTION_MESSAGES.nameRequired;
  if (v.length < INSTITUTION_LIMITS.nameMin || v.length > INSTITUTION_LIMITS.nameMax) {
    return INSTITUTION_MESSAGES.nameLength;
  }
  return null;
});

const emailField = requiredText((v) => {
  if (v === '') return INSTITUTION_MESSAGES.emailRequired;
  if (v.length > INSTITUTION_LIMITS.emailMax) return INSTITUTION_MESSAGES.emailLength;
  return z.email().safeParse(v).success ? null : INSTITUTION_MESSAGES.emailInvalid;
});

const phoneField = requiredText((v) => {
  if (v === '') return INSTITUTION_MESSAGES.phoneRequired;
  const digits = v.replace(/\D/g, '').length;
  const ok = v.length <= INSTITUTION_LIMITS.phoneMax && PHONE_RE.test(v) && digits >= 5;
  return ok ? null : INSTITUTION_MESSAGES.phoneInvalid;
});

/** Optional text: '' or null clears it (stored as null). */
const optionalText = (max: number, message: string) =>
  z.preprocess(
    asText,
    z
      .string()
      .transform((v) => v.trim())
      .pipe(z.string().max(max, message))
      .transform((v) => (v === '' ? null : v)),
  );

const mapLocationField = z.preprocess(
  asText,
  z.string().transform((value, ctx) => {
    if (value.trim() === '') return null;
    const url = mapEmbedUrl(value);
    if (!url) {
      ctx.addIssue({ code: 'custom', message: INSTITUTION_MESSAGES.mapLocation });
      return z.NEVER;
    }
    return url;
  }),
);

const videoLinkField = z.preprocess(
  asText,
  z.string().transform((value, ctx) => {
    const text = value.trim();
    if (text === '') return null;
    if (!isVideoLink(text)) {
      ctx.addIssue({ code: 'custom', message: INSTITUTION_MESSAGES.videoLink });
      return z.NEVER;
    }
    return text;
  }),
);

const statusField = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*[01]\s*$/.test(v) ? Number(v) : v),
  z.custom<Status>((v) => (STATUS_VALUES as readonly unknown[]).includes(v), {
    error: INSTITUTION_MESSAGES.status,
  }),
);

const institutionFields = {
  name: nameField,
  email: emailField,
  phone: phoneField,
  address: optionalText(INSTITUTION_LIMITS.addressMax, INSTITUTION_MESSAGES.addressLength),
  map_location: mapLocationField,
  status: statusField,
  details: optionalText(INSTITUTION_LIMITS.detailsMax, INSTITUTION_MESSAGES.detailsLength),
  video_link: videoLinkField,
};

/** `POST institute/create`: name, e-mail and phone required; status defaults to 1 (Active). */
export const institutionCreateSchema = z.object({
  name: institutionFields.name,
  email: institutionFields.email,
  phone: institutionFields.phone,
  address: institutionFields.address.optional(),
  map_location: institutionFields.map_location.optional(),
  status: institutionFields.status.optional(),
  details: institutionFields.details.optional(),
  video_link: institutionFields.video_link.optional(),
});
export type InstitutionCreateInput = z.infer<typeof institutionCreateSchema>;

/** `PATCH institute/update/{id}`: only the fields sent change. */
export const institutionUpdateSchema = z.object({
  name: institutionFields.name.optional(),
  email: institutionFields.email.optional(),
  phone: institutionFields.phone.optional(),
  address: institutionFields.address.optional(),
  map_location: institutionFields.map_location.optional(),
  status: institutionFields.status.optional(),
  details: institutionFields.details.optional(),
  video_link: institutionFields.video_link.optional(),
});
export type InstitutionUpdateInput = z.infer<typeof institutionUpdateSchema>;

/** The multipart file field (and JSON data-URL field) of the cover photo. */
export const COVER_PHOTO_FIELD = 'cover_photo';

/** `DELETE institute/delete/{id}?force=true`: System Admin only, removes everything of it. */
export const institutionDeleteQuerySchema = z.looseObject({
  force: z.enum(['true', 'false', '1', '0']).optional(),
});
