/**
 * SIGTERM: the request in flight finishes (and its write is stored), new connections are refused
 * as soon as the shutdown starts, a request that still arrives on the open connection gets a 503
 * envelope, then the process exits 0. The in-flight request is a create whose body the client
 * sends in two halves, so it is provably running when the signal arrives and ends when the test
 * says so; no timing guesses.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, paths } from '../../contract';
import { call, login } from './api';
import { startServer, type ServerProcess } from './server-process';

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** Splits what arrived on one keep-alive connection into its responses (JSON, Content-Length). */
function parseResponses(raw: string): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = raw;
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    const [statusLine, ...lines] = rest.slice(0, end).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const length = Number(headers['content-length']);
    const body = rest.slice(end + 4, end + 4 + length);
    responses.push({ status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) });
    rest = rest.slice(end + 4 + length);
  }
  return responses;
}

/** 'refused' when nothing accepts connections on the port any more. */
function tryConnect(port: number): Promise<'connected' | 'refused'> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', () => resolve('refused'));
  });
}

describe('SIGTERM: graceful shutdown', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'faults-sigterm-'));
  let server: ServerProcess;
  let token: string;

  beforeAll(async () => {
    server = await startServer({ dataDir, seed: 'demo', logLevel: 'info' });
    token = await login(server.url);
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('/api/health reports the embedded database as up', async () => {
    const health = await call(server.url, '/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'success', data: { database: 'up', kind: 'pglite' } });
  });

  it('finishes the request in flight, refuses new connections, then exits 0', async () => {
    const institutions = await call(server.url, paths.institutionList, { token });
    const institutionId = (institutions.body!.data as Array<{ institution_id: number }>)[0]
      .institution_id;
    const body = JSON.stringify({ institution_id: institutionId, locker_number: 3_000_001 });
    const url = `${API_BASE}${paths.lockerCreate}`;

    const socket = net.connect(server.port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
        body.slice(0, 10),
    );
    // The server has the request (its headers) and waits for the rest of the body.
    await expect
      .poll(() => server.logs().some((l) => (l.req as { url?: string })?.url === url), {
        timeout: 30_000,
      })
      .toBe(true);

    server.child.kill('SIGTERM');
    await expect
      .poll(() => server.logs().some((l) => l.msg === 'shutting down'), { timeout: 30_000 })
      .toBe(true);
    // No new connections from now on, while the process still waits for our request.
    await expect.poll(() => tryConnect(server.port), { timeout: 30_000 }).toBe('refused');
    expect(server.running()).toBe(true);

    // The rest of the body, and right behind it a second request on the same connection.
    socket.write(body.slice(10) + 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await closed;
    const [created, refused] = parseResponses(received);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'success',
      data: { institution_id: institutionId, locker_number: 3_000_001 },
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.connection).toBe('close');
    expect(refused.body).toEqual({
      status: 'failed',
      message: 'The server is shutting down, try again in a moment',
    });

    expect(await server.exited).toEqual({ code: 0, signal: null });

    // The write answered during the shutdown is stored.
    server = await startServer({ dataDir, seed: 'demo', logLevel: 'info' });
    const id = (created.body.data as { id: number }).id;
    const locker = await call(server.url, paths.locker(id), { token });
    expect(locker.status).toBe(200);
    expect(locker.body?.data).toMatchObject({ id, locker_number: 3_000_001 });
  });

  it('exits 0 at once when nothing is running, idle keep-alive connections included', async () => {
    if (!server.running()) server = await startServer({ dataDir, seed: 'demo' });
    // The test's own fetch pool keeps an idle keep-alive connection to the server open.
    expect((await call(server.url, paths.ownProfile, { token })).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).not.toMatch(/exiting anyway/);
  });
});
