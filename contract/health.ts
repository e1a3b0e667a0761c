import { z } from 'zod';
import { errorReplySchema } from './envelope';

/** Which database the server runs on: embedded PGlite or a PostgreSQL server (DATABASE_URL). */
export const DATABASE_KINDS = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

/** `GET /api/health` while the database answers (200). */
export const healthUpReplySchema = z.object({
  status: z.literal('success'),
  data: z.object({ database: z.literal('up'), kind: z.enum(DATABASE_KINDS) }),
});
export type HealthUpReply = z.infer<typeof healthUpReplySchema>;

/**
 * `GET /api/health` while it does not (503): the error envelope, plus the same `data`. `down`: it
 * does not answer; `degraded`: it answers but cannot store (a full disk, an I/O error), writes
 * get 503.
 */
export const healthDownReplySchema = errorReplySchema.extend({
  data: z.object({ database: z.enum(['down', 'degraded']), kind: z.enum(DATABASE_KINDS) }),
});
export type HealthDownReply = z.infer<typeof healthDownReplySchema>;
