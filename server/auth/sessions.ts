/**
 * Revocable sessions, kept in the database so that every server instance sees an ended session
 * at once. Signing in opens one (its id is the token's `sid`); the guard looks it up by primary
 * key and keeps it until the sessions table changes (server/db/rowCache.ts); signing out ends it; a password, role or institution change, a deletion and
 * an administrator's "sign out everywhere" end all of a user's sessions, each with its reason
 * (contract/session.ts), which the 401 then carries.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { SessionEndReason } from '../../contract';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export interface SessionState {
  user_id: number;
  ended_at: Date | null;
  end_reason: string | null;
}

/** Opens a session for `userId` that ends by itself at `expiresAt`; returns its id. */
export async function openSession(db: Db, userId: number, expiresAt: Date): Promise<string> {
  const sessionId = randomUUID();
  await db
    .insert(sessions)
    .values({ session_id: sessionId, user_id: userId, expires_at: expiresAt });
  return sessionId;
}

/**
 * The session lookup of a signed-in request whose session is not kept, as a named prepared
 * statement (parsed and planned once per connection). Ending a session is an UPDATE of this table,
 * whose notice clears every instance's kept sessions (migration 0006's trigger).
 */
const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();
const prepareLookup = (db: Db) =>
  db
    .select({
      user_id: sessions.user_id,
      ended_at: sessions.ended_at,
      end_reason: sessions.end_reason,
    })
    .from(sessions)
    .where(eq(sessions.session_id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_session_by_id');

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Not a uuid: PostgreSQL would refuse the parameter; it names no session either way. */
export const isSessionId = (sessionId: string): boolean => UUID_RE.test(sessionId);

/** The session's state, or undefined when there is no such session. */
export async function findSession(db: Db, sessionId: string): Promise<SessionState | undefined> {
  if (!isSessionId(sessionId)) return undefined;
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = prepareLookup(db)));
  const [row] = await lookup.execute({ id: sessionId });
  return row;
}

/** Ends one session (signing out). */
export async function endSession(db: Db, sessionId: string, reason: SessionEndReason) {
  await db
    .update(sessions)
    .set({ ended_at: new Date(), end_reason: reason })
    .where(and(eq(sessions.session_id, sessionId), isNull(sessions.ended_at)));
}

/**
 * Ends every live session of a user, except `keep` (the session that changed its own password);
 * returns how many ended. Pass the transaction of the change so both commit together.
 */
export async function endUserSessions(
  db: Db,
  userId: number,
  reason: SessionEndReason,
  keep?: string,
): Promise<number> {
  const live = and(eq(sessions.user_id, userId), isNull(sessions.ended_at));
  const ended = await db
    .update(sessions)
    .set({ ended_at: new Date(), end_reason: reason })
    .where(keep ? and(live, ne(sessions.session_id, keep)) : live)
    .returning({ id: sessions.session_id });
  return ended.length;
}

/** Ends the sessions of every user of an institution (the institution is being removed). */
export async function endInstitutionSessions(
  db: Db,
  institutionId: number,
  reason: SessionEndReason,
): Promise<void> {
  const members = db
    .select({ id: users.user_id })
    .from(users)
    .where(eq(users.institution_id, institutionId));
  await db
    .update(sessions)
    .set({ ended_at: new Date(), end_reason: reason })
    .where(and(inArray(sessions.user_id, members), isNull(sessions.ended_at)));
}

/** Forgets sessions that expired: their tokens are refused for their `exp` already. */
export async function purgeExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expires_at, now));
}
