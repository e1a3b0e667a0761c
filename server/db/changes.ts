/**
 * The database's change notices (migration 0002): every committed change to one of the server's
 * tables sends the table's name on `partypass_changes`, whoever made it (this server, another
 * instance, a script, psql). Caches that keep rows until something changes (server/db/rowCache.ts)
 * rely on this feed, so they are only used while it is `live`: a lost listening connection could
 * miss notices, so it turns them off and clears them, and they start empty once it is back.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export const CHANGES_CHANNEL = 'partypass_changes';
/**
 * The row-level notices of migration 0006: per statement and institution, the console resource,
 * the action and the ids (server/live/). Heard on the same connection as CHANGES_CHANNEL.
 */
export const LIVE_CHANNEL = 'partypass_live';

/** The listening connection's name in pg_stat_activity. */
export const FEED_APPLICATION_NAME = 'partypass change feed';

/** `table` is the changed table's name; undefined when the feed went down or came back. */
export type ChangeListener = (table: string | undefined) => void;

export interface ChangeFeed {
  /** True while every committed change is known to reach the listeners. */
  readonly live: boolean;
  /** Calls `listener` on every notice and whenever `live` changes; returns the unsubscribe. */
  onChange(listener: ChangeListener): () => void;
  /** Calls `listener` with the payload of every LIVE_CHANNEL notice; returns the unsubscribe. */
  onLive(listener: (payload: string) => void): () => void;
  /**
   * Resolves once every change committed before the call has reached this instance's listeners,
   * so the reply to a write never leaves before this instance's caches forgot what it changed.
   * Bounded by FENCE_MS: a slow or lost feed delays a reply, never fails it.
   */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

/** The longest a write's reply waits for its own notices (ChangeFeed.caughtUp). */
export const FENCE_MS = 1000;

/** How long a lost listening connection waits before connecting again. */
export const RECONNECT_MS = 1000;

class Listeners<T = string | undefined> {
  private readonly all = new Set<(value: T) => void>();

  add(listener: (value: T) => void): () => void {
    this.all.add(listener);
    return () => void this.all.delete(listener);
  }

  emit(value: T): void {
    for (const listener of this.all) listener(value);
  }
}

/** PGlite runs in this process: its notices arrive before the writing query resolves. */
export async function pgliteChangeFeed(client: {
  listen: (channel: string, callback: (payload: string) => void) => Promise<() => Promise<void>>;
}): Promise<ChangeFeed> {
  const listeners = new Listeners();
  const liveListeners = new Listeners<string>();
  const unlisten = await client.listen(CHANGES_CHANNEL, (table) => listeners.emit(table));
  const unlistenLive = await client.listen(LIVE_CHANNEL, (payload) => liveListeners.emit(payload));
  let live = true;
  return {
    get live() {
      return live;
    },
    onChange: (listener) => listeners.add(listener),
    onLive: (listener) => liveListeners.add(listener),
    caughtUp: () => Promise.resolve(),
    close: async () => {
      if (!live) return;
      live = false;
      listeners.emit(undefined);
      await unlisten().catch(() => {});
      await unlistenLive().catch(() => {});
    },
  };
}

/**
 * One connection of its own LISTENs (a pooled one goes back to the pool between queries). When it
 * is lost the feed is down until a new one listens again, tried every RECONNECT_MS. `connection`
 * carries the same time-outs as the pool's (server/db/client.ts).
 */
export async function postgresChangeFeed(
  connection: pg.ClientConfig,
  log?: { warn: (details: object, message: string) => void },
): Promise<ChangeFeed> {
  const listeners = new Listeners();
  const liveListeners = new Listeners<string>();
  let current: pg.Client | undefined;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let reported = false;
  const fences = new Fences();

  const down = (client: pg.Client, error?: Error) => {
    if (client !== current) return;
    current = undefined;
    client.end().catch(() => {});
    if (live) {
      live = false;
      listeners.emit(undefined);
    }
    fences.releaseAll();
    if (closed) return;
    if (!reported) {
      reported = true;
      log?.warn(
        { err: { message: error?.message ?? 'connection ended' } },
        'the change feed of the database is down: row caches are off until it is back',
      );
    }
    retry = setTimeout(() => void connect(), RECONNECT_MS);
    retry.unref();
  };

  const connect = async () => {
    const client = new pg.Client({ application_name: FEED_APPLICATION_NAME, ...connection });
    current = client;
    client.on('notification', (message) => {
      if (client !== current) return;
      if (message.channel === CHANGES_CHANNEL && fences.isFence(message.payload)) {
        fences.heard(message.payload!);
      } else if (message.channel === CHANGES_CHANNEL) listeners.emit(message.payload);
      else if (message.channel === LIVE_CHANNEL && message.payload)
        liveListeners.emit(message.payload);
    });
    client.on('error', (error) => down(client, error));
    client.on('end', () => down(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}; LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      down(client, error as Error);
      return;
    }
    if (client !== current) return;
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    live = true;
    reported = false;
    listeners.emit(undefined);
  };

  await connect();
  return {
    get live() {
      return live;
    },
    onChange: (listener) => listeners.add(listener),
    onLive: (listener) => liveListeners.add(listener),
    caughtUp: () => {
      const client = current;
      if (!live || !client) return Promise.resolve();
      return fences.next((payload) =>
        client.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, payload]),
      );
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      if (live) {
        live = false;
        listeners.emit(undefined);
      }
      fences.releaseAll();
      await client?.end().catch(() => {});
    },
  };
}

/**
 * A fence is a notice this instance sends itself on the listening connection: notices arrive in
 * commit order, so hearing it means every change committed before it was sent has been heard.
 * Callers that ask while one is on its way share the next one, so a busy door sends one fence
 * per round trip, not one per write.
 */
class Fences {
  private readonly prefix = `fence:${randomUUID()}:`;
  private sent = 0;
  private readonly waiting = new Map<number, () => void>();
  private inFlight: Promise<void> | undefined;
  private queued: Promise<void> | undefined;

  isFence(payload: string | undefined): boolean {
    return payload?.startsWith('fence:') ?? false;
  }

  /** Another instance's fences are not ours to wait for and change nothing. */
  heard(payload: string): void {
    if (!payload.startsWith(this.prefix)) return;
    const id = Number(payload.slice(this.prefix.length));
    for (const [waitingId, release] of this.waiting) if (waitingId <= id) release();
  }

  next(send: (payload: string) => Promise<unknown>): Promise<void> {
    if (!this.inFlight) {
      const fence = this.send(send);
      this.inFlight = fence;
      void fence.then(() => {
        if (this.inFlight === fence) this.inFlight = undefined;
      });
      return fence;
    }
    this.queued ??= this.inFlight.then(() => {
      this.queued = undefined;
      return this.next(send);
    });
    return this.queued;
  }

  releaseAll(): void {
    for (const release of this.waiting.values()) release();
  }

  private send(send: (payload: string) => Promise<unknown>): Promise<void> {
    const id = ++this.sent;
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => release(), FENCE_MS);
      timer.unref();
      const release = () => {
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve();
      };
      this.waiting.set(id, release);
      send(this.prefix + id).catch(release);
    });
  }
}
