import { z } from 'zod';
import { profileSchema } from './user';

export const loginRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'E-mail is required')
    .max(100)
    .email('Enter a valid e-mail address'),
  password: z.string().min(1, 'Password is required').max(1024),
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
