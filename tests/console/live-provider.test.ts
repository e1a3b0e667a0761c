/**
 * The console's liveProvider (src/api/liveProvider.ts): the stream read with fetch and the
 * session's token, its events passed to the Refine subscriptions they concern, reconnection with
 * a growing, jittered delay, and no connection at all against the legacy server or signed out.
 */
import type { LiveEvent } from '@refinedev/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BACKOFF_MAX_MS,
  backoffDelay,
  createLiveProvider,
  createSseParser,
  type ConsoleLiveProvider,
  type LiveConnection,
  type SseMessage,
} from '../../src/api/liveProvider';
import { fakeStream, STREAM_URL, type FakeStream } from './live-connection';

const TOKEN = 'header.payload.signature';

describe('the SSE parser', () => {
  it('reads events cut anywhere, with CRLF, comments and data on several lines', () => {
    const seen: SseMessage[] = [];
    const feed = createSseParser((message) => seen.push(message));
    const text =
      ': connected\n\nevent: change\r\ndata: {"a":\r\ndata: 1}\r\n\r\n: ping\n\nevent: end\ndata: {}\n\n';
    for (const char of text) feed(char);
    expect(seen).toEqual([
      { event: 'change', data: '{"a":\n1}' },
      { event: 'end', data: '{}' },
    ]);
  });
});

describe('the reconnection delay', () => {
  it('doubles from 1 s up to 60 s, the upper half of each step left to chance', () => {
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, () => 1))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffDelay(20, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(20, () => 0)).toBe(BACKOFF_MAX_MS / 2);
    expect(backoffDelay(2, () => 0)).toBe(2000);
  });
});

describe('the provider', () => {
  let streams: FakeStream[];
  let fetchMock: ReturnType<typeof vi.fn>;
  let connection: LiveConnection;
  let provider: ConsoleLiveProvider;
  let available: boolean;
  let token: string | null;

  beforeEach(() => {
    streams = [];
    available = true;
    token = TOKEN;
    fetchMock = vi.fn(async () => {
      const stream = fakeStream();
      streams.push(stream);
      return stream.response;
    });
    connection = {
      available: async () => available,
      token: () => token,
      url: () => STREAM_URL,
      fetch: fetchMock as unknown as typeof fetch,
      random: () => 1,
    };
    provider = createLiveProvider(connection);
  });
  afterEach(() => {
    provider.close();
    vi.useRealTimers();
  });

  const listen = (channel: string, params: Record<string, unknown> = {}) => {
    const events: LiveEvent[] = [];
    provider.subscribe({
      channel,
      types: ['*'],
      callback: (event) => events.push(event),
      params: { subscriptionType: 'useList', ...params },
    });
    return events;
  };

  it('reads the stream with the token in the Authorization header, never in the URL', async () => {
    listen('resources/purchase');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(STREAM_URL);
    expect(url).not.toContain(TOKEN);
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('passes each change to the subscriptions it concerns', async () => {
    const purchases = listen('resources/purchase');
    const scoped = listen('resources/purchase_institution');
    const dashboard = listen('resources/analytics', { subscriptionType: 'useOne', id: 'x' });
    const one = listen('resources/purchase', { subscriptionType: 'useOne', id: 7 });
    const tickets = listen('resources/tickets');
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    // One stream for the tab, however many subscriptions.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    streams[0].send(': connected\n\n');
    streams[0].change({ resource: 'purchase', action: 'created', ids: [5] });
    streams[0].change({ resource: 'purchase', action: 'updated', ids: [7, 8] });
    streams[0].change({ resource: 'nonsense', action: 'updated', ids: [7] });
    await vi.waitFor(() => expect(purchases).toHaveLength(2));
    expect(purchases.map((e) => [e.channel, e.type, e.payload])).toEqual([
      ['resources/purchase', 'created', { ids: [5] }],
      ['resources/purchase', 'updated', { ids: [7, 8] }],
    ]);
    expect(scoped).toHaveLength(2);
    expect(dashboard).toHaveLength(2);
    expect(one.map((e) => e.type)).toEqual(['updated']);
    expect(tickets).toEqual([]);
  });

  it('opens again after the stream ends, 1 s, 2 s, 4 s... later, and then asks for a refetch', async () => {
    vi.useFakeTimers();
    const times: number[] = [];
    const failing = async () => {
      times.push(Date.now());
      throw new TypeError('Failed to fetch');
    };
    const events = listen('resources/purchase');
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    streams[0].send(': connected\n\n');
    // The server restarts: the stream ends, and the next two attempts fail.
    fetchMock.mockImplementationOnce(failing).mockImplementationOnce(failing);
    const lost = Date.now();
    streams[0].end();
    await vi.advanceTimersByTimeAsync(8000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    const gaps = times.map((at, n) => at - (n === 0 ? lost : times[n - 1]));
    // random() = 1 here: the whole step each time (0 would be half of it).
    expect(gaps[0]).toBeGreaterThanOrEqual(1000);
    expect(gaps[0]).toBeLessThan(1100);
    expect(gaps[1]).toBe(2000);
    await vi.waitFor(() => expect(provider.state).toBe('open'));
    // Changes may have been missed meanwhile: every subscriber refetches.
    expect(events.map((e) => e.type)).toEqual(['*']);
    // Open again: the next loss starts from 1 s.
    const count = fetchMock.mock.calls.length;
    streams[1].end();
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(count);
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchMock).toHaveBeenCalledTimes(count + 1);
  });

  it('never waits longer than about a minute between attempts', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    listen('resources/purchase');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    for (let n = 0; n < 10; n++) await vi.advanceTimersByTimeAsync(BACKOFF_MAX_MS);
    const calls = fetchMock.mock.calls.length;
    await vi.advanceTimersByTimeAsync(BACKOFF_MAX_MS);
    expect(fetchMock.mock.calls.length).toBe(calls + 1);
  });

  it('opens nothing against the legacy server', async () => {
    available = false;
    listen('resources/purchase');
    await vi.waitFor(() => expect(provider.state).toBe('stopped'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens nothing while signed out, and opens once signed in', async () => {
    token = null;
    listen('resources/purchase');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    token = TOKEN;
    listen('resources/tickets');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('stops after a refusal or the end of its session, until another sign-in', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValueOnce(fakeStream(401).response);
    listen('resources/purchase');
    await vi.waitFor(() => expect(provider.state).toBe('stopped'));
    await vi.advanceTimersByTimeAsync(10 * BACKOFF_MAX_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    token = 'another.signed.token';
    listen('resources/tickets');
    await vi.waitFor(() => expect(provider.state).toBe('open'));
    streams[0].send('event: end\ndata: {"reason":"session"}\n\n');
    streams[0].end();
    await vi.waitFor(() => expect(provider.state).toBe('stopped'));
    await vi.advanceTimersByTimeAsync(10 * BACKOFF_MAX_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('closes the stream a moment after the last subscription goes', async () => {
    vi.useFakeTimers();
    const events: LiveEvent[] = [];
    const sub = provider.subscribe({
      channel: 'resources/purchase',
      types: ['*'],
      callback: (event) => events.push(event),
    });
    await vi.waitFor(() => expect(provider.state).toBe('open'));
    provider.unsubscribe(sub);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(provider.state).toBe('idle');
  });

  it("tells this console's own writes, published by Refine, from others'", () => {
    provider.publish?.({
      channel: 'resources/lockers',
      type: 'updated',
      payload: { ids: [3] },
      date: new Date(),
    });
    expect(provider.isOwnWrite('resources/lockers', 3)).toBe(true);
    expect(provider.isOwnWrite('resources/lockers', '3')).toBe(true);
    expect(provider.isOwnWrite('resources/lockers', 4)).toBe(false);
    expect(provider.isOwnWrite('resources/tickets', 3)).toBe(false);
    expect(provider.isOwnWrite('resources/lockers', 3, Date.now() + 60_000)).toBe(false);
  });
});
