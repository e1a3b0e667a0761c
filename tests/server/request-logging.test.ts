/**
 * `npm start`'s log at the default level (issue 59): the start banner is not buried under two
 * lines per request; request lines come only when asked for, and a failure is always logged.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { makeApp } from './helpers';

let app: BuiltApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app logging at `info` into an array of parsed lines. */
async function loggingApp(logRequests: boolean) {
  const lines: Array<Record<string, unknown>> = [];
  app = await makeApp({
    logger: true,
    logLevel: 'info',
    logRequests,
    logDestination: { write: (line) => void lines.push(JSON.parse(line)) },
  });
  return lines;
}

const requestLines = (lines: Array<Record<string, unknown>>) =>
  lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed');

describe('the server log at the default level', () => {
  it('writes no line for ordinary requests, one for a request that fails', async () => {
    const lines = await loggingApp(false);
    for (let i = 0; i < 5; i++) {
      expect((await app!.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
    const res = await app!.inject({ method: 'GET', url: '/api/v1/users/list' });
    expect(res.statusCode).toBe(401);
    expect(requestLines(lines)).toEqual([]);
    expect(lines.filter((l) => l.msg === 'request failed')).toHaveLength(1);
  });

  it('logs each request when asked for', async () => {
    const lines = await loggingApp(true);
    await app!.inject({ method: 'GET', url: '/api/health' });
    expect(requestLines(lines).map((l) => l.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
  });

  it('is asked for by LOG_REQUESTS=1 or a debug level, not by the default', () => {
    const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/pp-request-logging' };
    expect(loadConfig(base).logRequests).toBe(false);
    expect(loadConfig({ ...base, LOG_REQUESTS: '1' }).logRequests).toBe(true);
    expect(loadConfig({ ...base, LOG_LEVEL: 'debug' }).logRequests).toBe(true);
  });
});
