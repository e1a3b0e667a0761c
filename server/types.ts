/** Fastify type augmentation shared by the whole server. */
import type { AppConfig } from './config';
import type { Db } from './db/client';

/** The signed-in user, loaded from the database on every request by `authenticate`. */
export interface AuthUser {
  user_id: number;
  name: string;
  email: string;
  role: number;
  institution_id: number | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    appConfig: AppConfig;
  }
  interface FastifyRequest {
    /** Set by `authenticate` (server/auth/guard.ts); only read it on guarded routes. */
    user: AuthUser;
  }
  interface FastifyContextConfig {
    /** The route's entry in ENDPOINT_POLICY (server/auth/policy.ts); required under /api/v1. */
    policy?: string;
  }
}
