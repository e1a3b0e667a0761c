/**
 * What an API client gets from nginx (deploy/nginx.conf, docs/operations.md) when no server
 * process answers: the API's error envelope with Retry-After, as the server's own 503 has, never
 * nginx's HTML page; replies of a live server pass through unchanged. A client that retries a
 * create with its Idempotency-Key through nginx gets the first outcome. A process that stops
 * answering mid-request gets the client a 504 in the same envelope.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract';
import { freePort } from '../../scripts/local-postgres.mjs';
import { call, login } from './api';
import { startNginx, type Nginx } from './nginx';
import { startServer, type ServerProcess } from './server-process';

describe('nginx in front of a server process that goes away', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'faults-nginx-errors-'));
  const nginxDir = mkdtempSync(path.join(tmpdir(), 'faults-nginx-errors-nginx-'));
  let server: ServerProcess;
  let nginx: Nginx;
  let token: string;

  beforeAll(async () => {
    const dataDir = path.join(dir, 'data');
    mkdirSync(dataDir);
    server = await startServer({ dataDir });
    // The other upstreams are ports nothing listens on: processes that crashed.
    nginx = await startNginx(nginxDir, [server.port, await freePort(), await freePort()]);
    token = await login(nginx.url);
  });

  afterAll(async () => {
    await nginx?.stop();
    await server?.stop();
    for (const d of [dir, nginxDir]) rmSync(d, { recursive: true, force: true });
  });

  it("passes the live server's replies through, errors included", async () => {
    const list = await call(nginx.url, paths.ticketList, { token });
    expect(list.status).toBe(200);
    const missing = await call(nginx.url, paths.ticket(999_999), { token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ status: 'failed', message: expect.any(String) });
  });

  it('a create retried with its Idempotency-Key through nginx makes one row', async () => {
    const create = () =>
      fetch(`${nginx.url}/api/v1${paths.lockerCreate}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': 'nginx-drill-locker-1',
        },
        body: JSON.stringify({ institution_id: 1, locker_number: 8801 }),
      });
    const first = await create();
    const retry = await create();
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toEqual(await first.json());
  });

  it('with no process left, /api/ answers 502 in the API error envelope with Retry-After', async () => {
    await server.stop();
    const api = await call(nginx.url, paths.ticketList, { token });
    expect(api.status).toBe(502);
    expect(api.headers?.get('content-type')).toMatch(/^application\/json/);
    expect(api.headers?.get('retry-after')).toBe('5');
    expect(api.headers?.get('cache-control')).toBe('no-store');
    expect(api.headers?.get('x-request-id')).toBeTruthy();
    expect(api.body).toEqual({
      status: 'failed',
      message: 'The server is unavailable, try again in a moment',
    });
    const write = await call(nginx.url, paths.lockerCreate, {
      method: 'POST',
      token,
      body: { institution_id: 1, locker_number: 8802 },
    });
    expect(write.status).toBe(502);
    expect(write.body?.status).toBe('failed');
    // The console's own pages are no API: nginx's page stays.
    const page = await fetch(`${nginx.url}/`);
    expect(page.status).toBe(502);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  });
});

describe('nginx in front of server processes that stop answering', () => {
  const nginxDir = mkdtempSync(path.join(tmpdir(), 'faults-nginx-timeout-nginx-'));
  const held = new Set<http.ServerResponse>();
  // Answers its health check and never anything else: a process stuck mid-request.
  const stuck = http.createServer((request, response) => {
    if (request.url === '/api/health') response.end('{"status":"ok"}');
    else held.add(response);
  });
  let nginx: Nginx;

  beforeAll(async () => {
    const port = await freePort();
    await new Promise<void>((resolve) => stuck.listen(port, '127.0.0.1', resolve));
    nginx = await startNginx(nginxDir, [port, port, port], { readTimeoutSeconds: 1 });
  });

  afterAll(async () => {
    await nginx?.stop();
    for (const response of held) response.destroy();
    await new Promise((resolve) => stuck.close(resolve));
    rmSync(nginxDir, { recursive: true, force: true });
  });

  it('a reply not started in time is 504 in the API error envelope with Retry-After', async () => {
    const envelope = (res: Awaited<ReturnType<typeof call>>) => {
      expect(res.headers?.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers?.get('retry-after')).toBe('5');
      expect(res.headers?.get('cache-control')).toBe('no-store');
      expect(res.headers?.get('x-request-id')).toBeTruthy();
    };
    // A write is never sent to a second process: its one wait ends in a 504.
    const write = await call(nginx.url, paths.entryUpdate(1), {
      method: 'PATCH',
      token: 'any',
      body: { ticket_id: 1, ticket_status: 1 },
    });
    expect(write.status).toBe(504);
    envelope(write);
    expect(write.body).toEqual({
      status: 'failed',
      message: 'The server took too long to answer, try again in a moment',
    });
    // A read is tried on the other processes in turn; once each has failed, none is left (502).
    const read = await call(nginx.url, paths.ticketList, { token: 'any' });
    expect([502, 504]).toContain(read.status);
    envelope(read);
    expect(read.body).toEqual({
      status: 'failed',
      message:
        read.status === 504
          ? 'The server took too long to answer, try again in a moment'
          : 'The server is unavailable, try again in a moment',
    });
  });
});
