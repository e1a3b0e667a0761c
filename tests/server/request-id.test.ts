/** server/http/request-id.ts: the log's request id, the proxy's when one is trusted. */
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdGenerator } from '../../server/http/request-id';

const request = (id?: string) =>
  ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as IncomingMessage;

describe('requestIdGenerator', () => {
  it("takes a trusted proxy's X-Request-Id", () => {
    expect(requestIdGenerator(true)(request('9f86d081884c7d659a2feaa0c55ad015'))).toBe(
      '9f86d081884c7d659a2feaa0c55ad015',
    );
  });

  it('ignores the header without a trusted proxy, counting per process instead', () => {
    const next = requestIdGenerator(false);
    expect(next(request('9f86d081'))).toBe('req-1');
    expect(next(request())).toBe('req-2');
  });

  it('ignores a header too long or with characters that could forge a log line', () => {
    const next = requestIdGenerator(true);
    expect(next(request('a'.repeat(65)))).toBe('req-1');
    expect(next(request('a" "reqId":"b'))).toBe('req-2');
    expect(next(request(''))).toBe('req-3');
  });
});
