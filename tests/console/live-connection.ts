/**
 * The connection of the console's live provider in every console test (tests/console/setup.ts
 * builds `liveProvider` on it): no stream by default, as against a server without one. A test
 * that wants events sets `available` and `fetch` (`fakeStream` below); setup.ts puts the
 * defaults back after each test.
 */
import type { LiveConnection } from '../../src/api/liveProvider';
import { getToken } from '../../src/api/session';

export const STREAM_URL = 'http://localhost:3000/api/v1/live/stream';

const defaults = (): LiveConnection => ({
  available: async () => false,
  token: getToken,
  url: () => STREAM_URL,
  fetch: () => Promise.reject(new Error('no live stream in this test')),
  random: () => 0.5,
});

export const liveConnection: LiveConnection = defaults();

export function resetLiveConnection(): void {
  Object.assign(liveConnection, defaults());
}

/** A stream the test writes to: `send` an SSE block, `end` it as the server would. */
export interface FakeStream {
  response: Response;
  send(text: string): void;
  change(data: object): void;
  end(): void;
}

export function fakeStream(status = 200): FakeStream {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  const send = (text: string) => controller.enqueue(encoder.encode(text));
  return {
    response: new Response(body, {
      status,
      headers: { 'content-type': 'text/event-stream' },
    }),
    send,
    change: (data) => send(`event: change\ndata: ${JSON.stringify(data)}\n\n`),
    end: () => controller.close(),
  };
}
