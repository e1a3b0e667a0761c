import { createParser } from 'eventsource-parser';
import type { BaseKey, LiveEvent, LiveProvider } from '@refinedev/core';
import {
  asLiveChange,
  LIVE_EVENTS,
  paths,
  type LiveChange,
  type LiveEndReason,
  type LiveResource,
} from '../../contract';
import { apiBaseUrl } from './client';
import { serverCapabilities } from './serverIdentity';
import { getToken } from './session';

/**
 * Refine's liveProvider over this server's `GET /live/stream` (docs/console-kit.md, "Live
 * updates"). One stream per tab, opened while any page subscribes and a session exists, read
 * with fetch so the token goes in the Authorization header; closed a moment after the last
 * subscription goes. Against the legacy server (no stream) nothing is ever opened.
 *
 * A lost stream is opened again after a growing delay with jitter (1 s doubling up to 60 s), so
 * a server restart is not met by every console at once; after a reconnection every subscriber
 * gets a `*` event, since changes may have been missed meanwhile. A refusal (401, 403, 404) or
 * an ended session stops it until the token changes.
 */

/**
 * The console resources (Refine channel `resources/<name>`) each server resource feeds: only those
 * whose records are that resource's rows, since a show page's subscription matches by id.
 */
export const LIVE_CHANNELS: Record<LiveResource, readonly string[]> = {
  institutions: ['institutions', 'institution_detail'],
  tickets: ['tickets', 'tickets_institution'],
  lockers: ['lockers', 'institution_lockers'],
  purchase: ['purchase', 'purchase_institution'],
  users: ['users'],
};
/** Resources made from every other (the dashboard's figures): any change refreshes them. */
export const DERIVED_CHANNELS: readonly string[] = ['analytics', 'dashboard'];

export const BACKOFF_FIRST_MS = 1000;
export const BACKOFF_MAX_MS = 60_000;
/** The stream stays open this long after the last subscription (a page change re-subscribes). */
export const IDLE_CLOSE_MS = 10_000;
/** A write of this console and the server's event of it are this close together at most. */
export const OWN_WRITE_MS = 5000;
/** The server comments every 20 s: this long without a byte means the connection is lost. */
export const SILENCE_MS = 50_000;

/** The delay before the `attempt`-th reconnection (0 = first): half fixed, half random. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

export interface SseMessage {
  event: string;
  data: string;
}

/** The stream's events, parsed by eventsource-parser from decoded text as it arrives. */
export function createSseParser(onMessage: (message: SseMessage) => void) {
  const parser = createParser({
    onEvent: (event) => onMessage({ event: event.event ?? 'message', data: event.data }),
  });
  return (chunk: string) => parser.feed(chunk);
}

interface Subscription {
  channel: string;
  types: string[];
  callback: (event: LiveEvent) => void;
  id?: BaseKey;
  ids?: BaseKey[];
}

export interface LiveConnection {
  /** Whether this console's server has the stream (false: the legacy server). */
  available: () => Promise<boolean>;
  token: () => string | null;
  url: () => string;
  fetch: typeof fetch;
  random: () => number;
}

export type LiveState = 'idle' | 'connecting' | 'open' | 'waiting' | 'stopped';

export interface ConsoleLiveProvider extends LiveProvider {
  /** Whether a write this console made (Refine publishes each) explains a change to `id`. */
  isOwnWrite(channel: string, id: BaseKey, at?: number): boolean;
  readonly state: LiveState;
  /** Closes the stream and forgets every subscription (tests, signing out). */
  close(): void;
}

const sameId = (a: BaseKey, b: BaseKey) => String(a) === String(b);
const channelName = (channel: string) => channel.replace(/^resources\//, '');

/** Whether `change` concerns what `sub` shows. */
function reaches(sub: Subscription, change: LiveChange): boolean {
  const name = channelName(sub.channel);
  if (DERIVED_CHANNELS.includes(name)) return true;
  if (!LIVE_CHANNELS[change.resource].includes(name)) return false;
  if (!sub.types.includes('*') && !sub.types.includes(change.action)) return false;
  // Too many rows to name: it may be this one.
  if (!change.ids) return true;
  if (sub.id !== undefined) return change.ids.some((id) => sameId(id, sub.id!));
  if (sub.ids) return change.ids.some((id) => sub.ids!.some((mine) => sameId(id, mine)));
  return true;
}

export function createLiveProvider(connection: LiveConnection): ConsoleLiveProvider {
  const subscriptions = new Set<Subscription>();
  const ownWrites: { name: string; ids: string[]; at: number }[] = [];
  let state: LiveState = 'idle';
  let available: Promise<boolean> | undefined;
  let abort: AbortController | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let idle: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let everOpened = false;
  /** The token of the stream now open or refused: a new one (signing in again) starts over. */
  let tokenUsed: string | null = null;

  const deliver = (build: (sub: Subscription) => LiveEvent | undefined) => {
    for (const sub of [...subscriptions]) {
      const event = build(sub);
      if (event) sub.callback(event);
    }
  };

  const onChange = (change: LiveChange) =>
    deliver((sub) =>
      reaches(sub, change)
        ? {
            channel: sub.channel,
            type: change.action,
            payload: change.ids ? { ids: change.ids } : {},
            date: new Date(),
          }
        : undefined,
    );

  const stopTimers = () => {
    clearTimeout(retry);
    clearTimeout(idle);
    retry = idle = undefined;
  };

  const disconnect = (next: LiveState) => {
    stopTimers();
    abort?.abort();
    abort = undefined;
    state = next;
  };

  const scheduleRetry = () => {
    if (subscriptions.size === 0) return disconnect('idle');
    state = 'waiting';
    retry = setTimeout(() => void connect(), backoffDelay(attempt, connection.random));
    attempt += 1;
  };

  const connect = async () => {
    stopTimers();
    const token = connection.token();
    if (!token || subscriptions.size === 0) return disconnect('idle');
    state = 'connecting';
    available ??= connection.available().catch(() => false);
    if (!(await available)) {
      // Asked again with the next sign-in: a network failure also reads as the legacy server.
      available = undefined;
      tokenUsed = token;
      return disconnect('stopped');
    }
    if (connection.token() !== token || subscriptions.size === 0) return void connect();
    abort?.abort();
    const controller = new AbortController();
    abort = controller;
    state = 'connecting';
    tokenUsed = token;
    let ended: LiveEndReason | undefined;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const listen = () => {
      clearTimeout(silence);
      silence = setTimeout(() => controller.abort(), SILENCE_MS);
    };
    try {
      const res = await connection.fetch(connection.url(), {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        signal: controller.signal,
        cache: 'no-store',
      });
      if (res.status === 401 || res.status === 403 || res.status === 404) {
        void res.body?.cancel().catch(() => {});
        return disconnect('stopped');
      }
      if (!res.ok || !res.body) throw new Error(`live stream: ${res.status}`);
      state = 'open';
      attempt = 0;
      if (everOpened)
        deliver((sub) => ({ channel: sub.channel, type: '*', payload: {}, date: new Date() }));
      everOpened = true;
      const parse = createSseParser((message) => {
        if (message.event === LIVE_EVENTS.end) {
          ended = (JSON.parse(message.data) as { reason?: LiveEndReason }).reason ?? 'unavailable';
          return;
        }
        if (message.event !== LIVE_EVENTS.change) return;
        let value: unknown;
        try {
          value = JSON.parse(message.data);
        } catch {
          return;
        }
        const change = asLiveChange(value);
        if (change) onChange(change);
      });
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        listen();
        const { value, done } = await reader.read();
        if (done) break;
        parse(value);
      }
    } catch {
      // A lost connection, or silence (below): both are retried.
    } finally {
      clearTimeout(silence);
    }
    if (abort !== controller) return;
    abort = undefined;
    // The session ended: a new stream would be refused until another sign-in.
    if (ended === 'session' && connection.token() === tokenUsed) return disconnect('stopped');
    scheduleRetry();
  };

  const ensure = () => {
    clearTimeout(idle);
    idle = undefined;
    // Another sign-in starts over; otherwise an open, waiting or refused stream stays as it is.
    if (connection.token() !== tokenUsed && state !== 'idle' && state !== 'connecting') {
      attempt = 0;
      void connect();
    } else if (state === 'idle') {
      void connect();
    }
  };

  return {
    get state() {
      return state;
    },
    subscribe({ channel, types, callback, params }) {
      const sub: Subscription = {
        channel,
        types,
        callback,
        id: params?.subscriptionType === 'useOne' ? params.id : undefined,
        ids: params?.subscriptionType === 'useMany' ? params.ids : undefined,
      };
      subscriptions.add(sub);
      ensure();
      return sub;
    },
    unsubscribe(sub: Subscription) {
      subscriptions.delete(sub);
      if (subscriptions.size > 0 || idle) return;
      idle = setTimeout(() => {
        idle = undefined;
        if (subscriptions.size === 0) disconnect('idle');
      }, IDLE_CLOSE_MS);
    },
    publish(event) {
      const at = Date.now();
      ownWrites.push({
        name: channelName(event.channel),
        ids: (event.payload.ids ?? []).map(String),
        at,
      });
      while (ownWrites.length > 0 && ownWrites[0].at < at - OWN_WRITE_MS) ownWrites.shift();
    },
    isOwnWrite(channel, id, at = Date.now()) {
      const name = channelName(channel);
      return ownWrites.some(
        (write) =>
          write.name === name &&
          write.ids.includes(String(id)) &&
          Math.abs(write.at - at) < OWN_WRITE_MS,
      );
    },
    close() {
      subscriptions.clear();
      disconnect('idle');
      tokenUsed = null;
      everOpened = false;
      attempt = 0;
    },
  };
}

/** The console's live provider: this origin's (or VITE_API_URL's) stream, the session's token. */
export const liveProvider = createLiveProvider({
  available: async () => (await serverCapabilities()).identity === 'partypass',
  token: getToken,
  url: () => {
    const url = `${apiBaseUrl()}${paths.liveStream}`;
    return typeof window === 'undefined' ? url : new URL(url, window.location.href).href;
  },
  fetch: (...args) => fetch(...args),
  random: Math.random,
});
