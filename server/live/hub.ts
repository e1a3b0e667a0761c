/**
 * The open live streams of this instance (routes/live.ts) and what reaches each. The database
 * sends a notice per statement and institution (migration 0006, server/db/changes.ts LIVE_CHANNEL),
 * whichever instance or script made the change; the hub passes it on, as {resource, action, ids}
 * only, to the streams whose user may read that institution's rows:
 *   - role 1 every notice;
 *   - roles 2 and 3 the notices of their own institution, never users' (only role 1 reads users);
 *   - a notice without an institution (a user of none) only role 1.
 * A stream ends when its session ends or expires, when its user's role or institution changes,
 * when the change feed goes down (the notices meanwhile would be lost: the console reconnects and
 * refetches) and when the server shuts down.
 */
import { inArray, sql } from 'drizzle-orm';
import {
  LIVE_EVENTS,
  ROLES,
  asLiveChange,
  type LiveEndReason,
  type LiveResource,
} from '../../contract';
import type { ChangeFeed } from '../db/changes';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { AuthUser } from '../types';

/** A proxy closes a connection idle for 60 s (nginx's proxy_read_timeout): a comment well before. */
export const HEARTBEAT_MS = 20_000;
/** A stream whose client reads slower than this much is queued ends (the console reconnects). */
export const MAX_QUEUED_BYTES = 1024 * 1024;

/** One notice of LIVE_CHANNEL as the trigger writes it. */
export interface LiveNotice {
  resource: LiveResource;
  action: string;
  institution_id: number | null;
  ids: number[] | null;
}

export function parseNotice(payload: string): LiveNotice | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { ids, institution_id: institution } = value as { ids?: unknown; institution_id?: unknown };
  const change = asLiveChange({ ...value, ids: ids ?? undefined });
  if (!change) return undefined;
  return {
    resource: change.resource,
    action: change.action,
    institution_id: typeof institution === 'number' ? institution : null,
    ids: change.ids ?? null,
  };
}

/** Whether `user` may learn of this notice (the read rules of the policy table). */
export function mayReceive(user: AuthUser, notice: LiveNotice): boolean {
  if (user.role === ROLES.SYSTEM_ADMIN) return true;
  if (user.role !== ROLES.INSTITUTIONAL_ADMIN && user.role !== ROLES.INSTITUTIONAL_STAFF)
    return false;
  if (notice.resource === 'users') return false;
  return user.institution_id !== null && notice.institution_id === user.institution_id;
}

/** What the hub needs of an open response. */
export interface LiveStream {
  user: AuthUser;
  sessionId: string;
  /** Writes raw SSE text; returns the bytes still queued for the client. */
  write(text: string): number;
  /** Ends the response (after an `end` event). */
  close(): void;
}

const eventText = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export class LiveHub {
  private readonly streams = new Set<LiveStream>();
  private readonly unsubscribe: (() => void)[];
  private heartbeat: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;
  private checkAgain = false;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly db: Db,
    private readonly heartbeatMs = HEARTBEAT_MS,
    private readonly log?: { warn: (details: object, message: string) => void },
  ) {
    this.unsubscribe = [
      feed.onLive((payload) => this.dispatch(payload)),
      feed.onChange((table) => {
        if (table === undefined) {
          if (!feed.live) this.closeAll('unavailable');
        } else if (table === 'sessions' || table === 'users') {
          void this.checkSessions();
        }
      }),
    ];
  }

  /** Whether a stream opened now would hear every change. */
  get available(): boolean {
    return this.feed.live;
  }

  get size(): number {
    return this.streams.size;
  }

  /** How many streams `userId` has open on this instance. */
  countOf(userId: number): number {
    let n = 0;
    for (const stream of this.streams) if (stream.user.user_id === userId) n++;
    return n;
  }

  /** Adds an open stream; returns its removal (call it when the client goes away). */
  add(stream: LiveStream): () => void {
    this.streams.add(stream);
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => this.beat(), this.heartbeatMs);
      this.heartbeat.unref();
    }
    return () => this.remove(stream);
  }

  private remove(stream: LiveStream): void {
    this.streams.delete(stream);
    if (this.streams.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
  }

  /** Sends `end` and closes the stream. */
  end(stream: LiveStream, reason: LiveEndReason): void {
    if (!this.streams.has(stream)) return;
    this.remove(stream);
    stream.write(eventText(LIVE_EVENTS.end, { reason }));
    stream.close();
  }

  closeAll(reason: LiveEndReason): void {
    for (const stream of [...this.streams]) this.end(stream, reason);
  }

  /** Stops listening and ends every stream (the server shuts down). */
  close(): void {
    for (const stop of this.unsubscribe) stop();
    this.closeAll('shutdown');
  }

  private send(stream: LiveStream, text: string): void {
    if (stream.write(text) > MAX_QUEUED_BYTES) {
      this.remove(stream);
      stream.close();
    }
  }

  private dispatch(payload: string): void {
    const notice = parseNotice(payload);
    if (!notice || this.streams.size === 0) return;
    const text = eventText(LIVE_EVENTS.change, {
      resource: notice.resource,
      action: notice.action,
      ...(notice.ids ? { ids: notice.ids } : {}),
    });
    for (const stream of [...this.streams])
      if (mayReceive(stream.user, notice)) this.send(stream, text);
  }

  private beat(): void {
    for (const stream of [...this.streams]) this.send(stream, ': ping\n\n');
    void this.checkSessions();
  }

  /**
   * Ends the streams whose session is no longer live, or whose user's role or institution is not
   * the one the stream was opened with: one query for all of them. Runs after every notice of
   * the sessions or users table and with each heartbeat; notices meanwhile ask for one more run.
   */
  checkSessions(): Promise<void> {
    if (this.checking) {
      this.checkAgain = true;
      return this.checking;
    }
    this.checking = (async () => {
      do {
        this.checkAgain = false;
        await this.checkOnce().catch((error: unknown) =>
          this.log?.warn(
            { err: { message: (error as Error).message } },
            'could not check the sessions of the live streams',
          ),
        );
      } while (this.checkAgain);
      this.checking = undefined;
    })();
    return this.checking;
  }

  private async checkOnce(): Promise<void> {
    const open = [...this.streams];
    if (open.length === 0) return;
    const ids = [...new Set(open.map((s) => s.sessionId))];
    const rows = await this.db
      .select({
        session_id: sessions.session_id,
        role: users.role,
        institution_id: users.institution_id,
      })
      .from(sessions)
      .innerJoin(users, sql`${users.user_id} = ${sessions.user_id}`)
      .where(
        sql`${inArray(sessions.session_id, ids)} and ${sessions.ended_at} is null and ${sessions.expires_at} > now()`,
      );
    const live = new Map(rows.map((row) => [row.session_id, row]));
    for (const stream of open) {
      const row = live.get(stream.sessionId);
      if (
        !row ||
        row.role !== stream.user.role ||
        row.institution_id !== stream.user.institution_id
      ) {
        this.end(stream, 'session');
      }
    }
  }
}
