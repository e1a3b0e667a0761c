/**
 * The access guard every route uses. Three small pieces:
 *
 *   authenticate             preHandler: reads `Authorization: Bearer <jwt>`, verifies it (HS256,
 *                            expiry), then LOADS THE USER FROM THE DATABASE (kept until the users
 *                            table changes, server/db/rowCache.ts) and sets
 *                            `request.user = {user_id, name, email, role, institution_id}`.
 *                            Role and institution always come from the database, never from the
 *                            token, so a demoted or deleted user loses access at once (with the
 *                            next request after the change's notice, milliseconds after it).
 *                            The token's session (`sid`, server/auth/sessions.ts) must be live:
 *                            kept like the user until the sessions table changes, so an ended
 *                            session is refused by every instance once the notice arrives.
 *                            401 "Access denied, no token provided" | "Your token has expired!
 *                            please login again." | "Invalid token. Please login again!" | the
 *                            sentence of why the session ended, with its `reason` code"
 *
 *   requireRole(...roles)    preHandler: authenticates (if not done yet), then 403
 *                            `{status:"failed", message:"Access denied"}` unless the role is listed.
 *
 *   institutionScope(user)   null for a System Admin (1) = every institution; the user's own
 *                            institution_id for roles 2 and 3. Use it to filter reads and writes.
 *   assertInstitution(request, institutionId)
 *                            throws 403 "Access denied: Unauthorized institution" when a role 2/3
 *                            user names an institution that is not theirs (no-op for role 1).
 *
 * Typical route:
 *   app.get('/locker/list/:institution_id', { preHandler: requireRole(ROLES.SYSTEM_ADMIN,
 *     ROLES.INSTITUTIONAL_ADMIN) }, async (request) => {
 *       assertInstitution(request, request.params.institution_id); ...
 *   });
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { isSessionEndReason, ROLES, SESSION_END_MESSAGES, type Role } from '../../contract';
import { forbidden, unauthorized } from '../errors';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { AuthUser } from '../types';
import { verifyToken } from './jwt';
import { findSession, isSessionId, type SessionState } from './sessions';

export const AUTH_MESSAGES = {
  noToken: 'Access denied, no token provided',
  expired: 'Your token has expired! please login again.',
  invalid: 'Invalid token. Please login again!',
  forbidden: 'Access denied',
  wrongInstitution: 'Access denied: Unauthorized institution',
} as const;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : undefined;
}

/**
 * The lookups of a signed-in request, as named prepared statements (PostgreSQL parses and plans
 * each once per pool connection). While the user's row is kept in `app.signedInUsers` and the
 * session in `app.signedInSessions` (server/db/rowCache.ts, until their table changes, by anyone)
 * nothing is read; while only the user is kept, the session alone; otherwise the session and its
 * user come in one statement, one round trip. Role and institution are never taken from the token.
 */
const lookups = new WeakMap<Db, ReturnType<typeof prepareLookups>>();
const prepareLookups = (db: Db) => ({
  sessionWithUser: db
    .select({
      session_user_id: sessions.user_id,
      ended_at: sessions.ended_at,
      end_reason: sessions.end_reason,
      user_id: users.user_id,
      name: users.name,
      email: users.email,
      role: users.role,
      institution_id: users.institution_id,
    })
    .from(sessions)
    .leftJoin(users, eq(users.user_id, sessions.user_id))
    .where(eq(sessions.session_id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_session_user_by_id'),
});

function lookupsOf(db: Db) {
  let prepared = lookups.get(db);
  if (!prepared) lookups.set(db, (prepared = prepareLookups(db)));
  return prepared;
}

/** The session named by a token and, when `withUser`, its user's row (undefined when gone). */
async function readSession(db: Db, sessionId: string, withUser: boolean) {
  if (!withUser) {
    const session = await findSession(db, sessionId);
    return session && { session, user: undefined };
  }
  if (!isSessionId(sessionId)) return undefined;
  const [row] = await lookupsOf(db).sessionWithUser.execute({ id: sessionId });
  if (!row) return undefined;
  const { session_user_id, ended_at, end_reason, user_id, ...rest } = row;
  const session: SessionState = { user_id: session_user_id, ended_at, end_reason };
  // The left join's columns are nullable only for a missing user; a found one has its NOT NULLs.
  const user = user_id === null ? undefined : ({ user_id, ...rest } as AuthUser);
  return { session, user };
}

const hasUser = (request: FastifyRequest) => (request as { user?: AuthUser | null }).user != null;

export async function authenticate(request: FastifyRequest, _reply?: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  if (!token || token === 'null' || token === 'undefined')
    throw unauthorized(AUTH_MESSAGES.noToken);
  const result = await verifyToken(token, request.server.appConfig.jwtSecret);
  if (!result.ok) {
    if (result.reason === 'expired') throw unauthorized(AUTH_MESSAGES.expired, 'expired');
    throw unauthorized(AUTH_MESSAGES.invalid);
  }
  const id = result.claims.id;
  const sessionId = result.claims.sid;
  // A token without a session was signed before sessions existed: it cannot be ended, so refused.
  if (!sessionId) throw unauthorized(AUTH_MESSAGES.invalid);
  const kept = request.server.signedInUsers;
  const keptSessions = request.server.signedInSessions;
  const keptRow = kept.get(id);
  const keptSession = keptSessions.get(sessionId);
  const mark = kept.mark();
  const sessionMark = keptSessions.mark();
  const found =
    keptSession && keptRow
      ? { session: keptSession, user: undefined }
      : await readSession(request.server.db, sessionId, keptRow === undefined);
  const session = found?.session;
  if (session && !keptSession) keptSessions.set(sessionMark, sessionId, session);
  if (!session || session.user_id !== id) throw unauthorized(AUTH_MESSAGES.invalid);
  if (session.ended_at) {
    const reason = isSessionEndReason(session.end_reason) ? session.end_reason : 'revoked';
    throw unauthorized(SESSION_END_MESSAGES[reason], reason);
  }
  request.sessionId = sessionId;
  const row = keptRow ?? found?.user;
  if (!row) throw unauthorized(AUTH_MESSAGES.invalid);
  if (!keptRow) kept.set(mark, id, row);
  // A copy: a route may change its request's user, never the kept row.
  request.user = { ...row };
}

export function requireRole(...roles: Role[]): preHandlerAsyncHookHandler {
  return async function roleGuard(request, reply) {
    if (!hasUser(request)) await authenticate(request, reply);
    if (!(roles as number[]).includes(request.user.role)) throw forbidden(AUTH_MESSAGES.forbidden);
  };
}

/** null = all institutions (System Admin); a number = the only institution this user may touch. */
export function institutionScope(user: AuthUser): number | null {
  if (user.role === ROLES.SYSTEM_ADMIN) return null;
  if (user.role === ROLES.INSTITUTIONAL_ADMIN || user.role === ROLES.INSTITUTIONAL_STAFF) {
    if (user.institution_id == null) throw forbidden(AUTH_MESSAGES.wrongInstitution);
    return user.institution_id;
  }
  throw forbidden(AUTH_MESSAGES.forbidden);
}

export function assertInstitution(request: FastifyRequest, institutionId: number | string): void {
  const scope = institutionScope(request.user);
  if (scope !== null && Number(institutionId) !== scope) {
    throw forbidden(AUTH_MESSAGES.wrongInstitution);
  }
}
