/** Fastify type augmentation shared by the whole server. */
import type { AppConfig } from './config';
import type { ChangeFeed } from './db/changes';
import type { Db } from './db/client';
import type { RowCache } from './db/rowCache';
import type { PageSamples } from './db/pageSamples';
import type { SessionState } from './auth/sessions';

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
    /** Every committed change to the server's tables (server/db/changes.ts). */
    changes: ChangeFeed;
    /** Signed-in users by id, for the guard (server/auth/guard.ts). */
    signedInUsers: RowCache<number, AuthUser>;
    /** Sessions by id, for the guard, until the sessions table changes (server/auth/sessions.ts). */
    signedInSessions: RowCache<string, SessionState>;
    /** Sampled keys of the purchase lists, for page jumps (server/db/pageSamples.ts). */
    pageSamples: PageSamples;
  }
  interface FastifyRequest {
    /** Set by `authenticate` (server/auth/guard.ts); only read it on guarded routes. */
    user: AuthUser;
    /** The token's session (server/auth/sessions.ts), set by `authenticate` with `user`. */
    sessionId: string;
  }
  interface FastifyContextConfig {
    /** The route's entry in ENDPOINT_POLICY (server/auth/policy.ts); required under /api/v1. */
    policy?: string;
  }
}
