import type { Profile } from '../../../contract';

/** What the personal-details form holds (wire field names). */
export interface PersonalDetailsValues {
  name?: string;
  email?: string;
  phone?: string | null;
  date_of_birth?: string | null;
  is_social?: boolean | number;
  social_uuid?: string | null;
  current_password?: string;
}

/**
 * The body of `PATCH users/update-user`: only the fields a user may change on itself (never role
 * or institution_id: the server answers 403 for those), cleared values as "" (multipart).
 * The current password goes only with an e-mail change.
 */
export function toProfileBody(
  values: PersonalDetailsValues,
  record?: Pick<Profile, 'email'>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    name: values.name,
    email: values.email,
    phone: values.phone ?? '',
    date_of_birth: values.date_of_birth ?? '',
    is_social: Boolean(Number(values.is_social)),
    social_uuid: values.social_uuid ?? '',
  };
  if (emailChanged(values.email, record) && values.current_password) {
    body.current_password = values.current_password;
  }
  return body;
}

export const emailChanged = (email: string | undefined, record?: Pick<Profile, 'email'>): boolean =>
  !!email && !!record && email.trim().toLowerCase() !== record.email.toLowerCase();
