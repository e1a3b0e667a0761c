import dayjs, { type Dayjs } from 'dayjs';
import { needsInstitution } from '../../../contract';
import { toImageField } from '../../components/ImageUpload';

/** What the user form holds: wire field names, picture as File | URL | null. */
export interface UserFormValues {
  name?: string;
  email?: string;
  phone?: string | null;
  role?: number;
  institution_id?: number | null;
  is_social?: boolean | number;
  social_uuid?: string | null;
  date_of_birth?: string | null;
  password?: string;
  profile_pic?: File | string | null;
}

/**
 * Form values -> the body sent (multipart through the data provider): booleans stay booleans
 * ("1"/"0" on the wire), a cleared date or phone is "" (clears it), the institution is left out
 * for roles 0 and 1 (the server clears it), the picture is a File, "" (remove) or left out.
 */
export function toUserBody(values: UserFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = { ...values };
  body.is_social = Boolean(values.is_social);
  body.phone = values.phone ?? '';
  body.social_uuid = values.social_uuid ?? '';
  body.date_of_birth = values.date_of_birth ?? '';
  if (values.role !== undefined && !needsInstitution(values.role)) delete body.institution_id;
  if (!values.password) delete body.password;
  const picture = toImageField(values.profile_pic);
  if (picture === undefined) delete body.profile_pic;
  else body.profile_pic = picture;
  return body;
}

/** DatePicker <-> "YYYY-MM-DD" (a calendar day: no time zone involved). */
export const dateValueProps = (value: unknown) => ({
  value: typeof value === 'string' && value ? dayjs(value, 'YYYY-MM-DD') : undefined,
});
export const normaliseDate = (value: Dayjs | null | undefined): string =>
  value ? value.format('YYYY-MM-DD') : '';
/** No future birthdays: today and later are disabled in the picker. */
export const notPast = (day: Dayjs): boolean => !day.isBefore(dayjs(), 'day');
