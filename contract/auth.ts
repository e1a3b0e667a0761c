import { z } from 'zod';
import { atMostCharacters, EMAIL_MAX_LENGTH } from './limits';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES } from './passwords';
import { profileSchema } from './user';

export const loginRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'E-mail is required')
    .max(EMAIL_MAX_LENGTH, atMostCharacters('E-mail', EMAIL_MAX_LENGTH))
    .email('Enter a valid e-mail address'),
  password: z
    .string()
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** `{status, token, data: profile}`; the legacy server sends no `data` (read the JWT claims). */
export const loginReplySchema = z.object({
  status: z.literal('success'),
  token: z.string(),
  data: profileSchema.optional(),
});
export type LoginReply = z.infer<typeof loginReplySchema>;

export { TOKEN_STORAGE_KEY } from './session';
