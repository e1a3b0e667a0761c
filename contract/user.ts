import { z } from 'zod';
import { institutionRefSchema } from './institution';

/** A user in lists and reads. Never carries a password or its hash. */
export const userSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.number().int(),
  is_social: z.number().int(),
  social_uuid: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  institution_id: z.number().int().nullable(),
  institution: institutionRefSchema.nullable(),
  profile_pic: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** The signed-in user's profile (`users/profile/info`): user_id and an institution object. */
export const profileSchema = userSchema;
export type Profile = z.infer<typeof profileSchema>;
