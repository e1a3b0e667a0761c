/**
 * Request bodies of the user endpoints (create, update by a System Admin, own-profile update).
 * The password rules are in passwords.ts, which the console's forms use without zod.
 *
 * Bodies arrive as JSON or as multipart (every value a string, booleans "1"/"0"): the schemas use
 * looseInt/looseBoolean, and on updates an empty string clears an optional field.
 */
import { z } from 'zod';
import { ALL_ROLES } from './roles';
import { passwordProblem, PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES } from './passwords';
import { calendarDayOf, isCalendarDay, MAX_INT4 } from './formats';
import { looseBoolean, looseInt } from './values';
import { atMostCharacters, EMAIL_MAX_LENGTH, SOCIAL_UUID_MAX, USER_NAME_MAX } from './limits';

/** Validation messages the server sends and the console shows (same sentences). */
export const USER_MESSAGES = {
  nameRequired: 'Name is required',
  nameLength: atMostCharacters('Name', USER_NAME_MAX),
  emailRequired: 'E-mail is required',
  emailLength: atMostCharacters('E-mail', EMAIL_MAX_LENGTH),
  emailInvalid: 'Enter a valid e-mail address',
  phoneInvalid: 'Use digits, spaces and + ( ) - . only (3 to 50 characters)',
  roleInvalid: 'Role must be 0, 1, 2 or 3',
  dateInvalid: 'Use a real date in the format YYYY-MM-DD',
  dateNotPast: 'The date of birth must be in the past',
  socialUuidRequired: 'The social ID is required when the user has a social account',
  socialUuidLength: atMostCharacters('The social ID', SOCIAL_UUID_MAX),
  institutionRequired: 'An institution is required for institutional admins and staff',
  institutionNotFound: 'Institution not found',
  emailTaken: 'A user with this e-mail already exists',
  currentPasswordRequired: 'Enter your current password to change your password or e-mail',
  currentPasswordWrong: 'The current password is not correct',
  ownRole: 'You cannot change your own role',
  ownInstitution: 'You cannot change your own institution',
  pictureInvalid: 'Send the picture as a file, a data URL, or null to remove it',
} as const;

const PHONE_RE = /^[0-9+()\-.\s]{3,50}$/;

/** Today as "YYYY-MM-DD" in UTC: a date of birth must be before it. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);

/** '' (multipart cannot send null) and the text "null" mean null. */
const emptyToNull = (v: unknown) => (v === '' || v === 'null' ? null : v);
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

const name = z.preprocess(
  trimmed,
  z
    .string({ error: USER_MESSAGES.nameRequired })
    .min(1, USER_MESSAGES.nameRequired)
    .max(USER_NAME_MAX, USER_MESSAGES.nameLength),
);
const email = z.preprocess(
  trimmed,
  z
    .string({ error: USER_MESSAGES.emailRequired })
    .min(1, USER_MESSAGES.emailRequired)
    .max(EMAIL_MAX_LENGTH, USER_MESSAGES.emailLength)
    .email(USER_MESSAGES.emailInvalid),
);
const phone = z.preprocess(
  (v) => emptyToNull(trimmed(v)),
  z.string().regex(PHONE_RE, USER_MESSAGES.phoneInvalid).nullable(),
);
const role = z.preprocess(
  (v) => (v === '' ? undefined : v),
  looseInt.pipe(
    z
      .number({ error: USER_MESSAGES.roleInvalid })
      .refine((n) => (ALL_ROLES as readonly number[]).includes(n), USER_MESSAGES.roleInvalid),
  ),
);
const dateOfBirth = z.preprocess(
  (v) => calendarDayOf(emptyToNull(trimmed(v))),
  z
    .string()
    .refine(isCalendarDay, USER_MESSAGES.dateInvalid)
    .refine((d) => d < todayUtc(), USER_MESSAGES.dateNotPast)
    .nullable(),
);
const socialUuid = z.preprocess(
  (v) => emptyToNull(trimmed(v)),
  z.string().max(SOCIAL_UUID_MAX, USER_MESSAGES.socialUuidLength).nullable(),
);
const institutionId = z.preprocess(
  emptyToNull,
  looseInt.pipe(z.number().min(1).max(MAX_INT4, USER_MESSAGES.institutionNotFound)).nullable(),
);
const password = z.string({ error: PASSWORD_MESSAGES.required }).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES[problem] });
});
/** On updates an empty password field (a form left blank) means "keep the password". */
const optionalPassword = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  password.optional(),
);

/** `POST users/create-user` (System Admin). profile_pic travels as a file or a data URL. */
export const userCreateSchema = z.object({
  name,
  email,
  password,
  phone: phone.optional(),
  role: role.optional().default(0),
  is_social: looseBoolean.optional().default(false),
  social_uuid: socialUuid.optional(),
  institution_id: institutionId.optional(),
  date_of_birth: dateOfBirth.optional(),
});
export type UserCreateInput = z.infer<typeof userCreateSchema>;

/** `PATCH users/update-user/{id}` (System Admin): only the fields sent change. */
export const userUpdateSchema = z.object({
  name: name.optional(),
  email: email.optional(),
  password: optionalPassword.optional(),
  phone: phone.optional(),
  role: role.optional(),
  is_social: looseBoolean.optional(),
  social_uuid: socialUuid.optional(),
  institution_id: institutionId.optional(),
  date_of_birth: dateOfBirth.optional(),
});
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

/**
 * `PATCH users/update-user` (the caller's own account). No role, no institution: the server
 * answers 403 when the body names either. A new password or e-mail needs `current_password`.
 */
export const ownProfileUpdateSchema = z.object({
  name: name.optional(),
  email: email.optional(),
  password: optionalPassword.optional(),
  current_password: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string().max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong).optional(),
  ),
  phone: phone.optional(),
  is_social: looseBoolean.optional(),
  social_uuid: socialUuid.optional(),
  date_of_birth: dateOfBirth.optional(),
});
export type OwnProfileUpdateInput = z.infer<typeof ownProfileUpdateSchema>;

/** Fields an own-profile update may never carry (DESIGN.md: nobody changes its own role). */
export const OWN_PROFILE_FORBIDDEN_FIELDS = ['role', 'institution_id'] as const;

/** User list filters (`users/list?role=2&institution_id=1&is_social=1`). */
export const USER_LIST_FILTERS = ['role', 'institution_id', 'is_social'] as const;
/** User list sort keys. */
export const USER_SORT_FIELDS = ['user_id', 'name', 'email', 'role', 'institution'] as const;
