/**
 * SIGTERM: the request in flight finishes (and its write is stored), new connections are refused
 * as soon as the shutdown starts, a request that still arrives on the open connection gets a 503
 * envelope, then the process exits 0. The in-flight request is a create whose body the client
 * sends in two halves, so it is provably running when the signal arrives and ends when the test
 * says so; no timing guesses.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract';
import { SERVER_ENTRY } from '../../scripts/build-server.mjs';
import { freePort } from '../../scripts/local-postgres.mjs';
import { call, login } from './api';
import { halfSentCreate, ROOT, startServer, type ServerProcess } from './server-process';

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

/** Every process below `pid` (children, theirs, ...), from /proc. */
function descendants(pid: number): number[] {
  let children: number[];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** A process that has ended (a zombie not yet reaped by whoever adopted it counts as ended). */
function ended(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') ?? true;
  } catch {
    return true;
  }
}

/** Opens a create whose body stops after 10 bytes; `finish` sends the rest. */
async function createInFlight(server: ServerProcess, token: string, lockerNumber: number) {
  const institutions = await call(server.url, paths.institutionList, { token });
  const institutionId = (institutions.body!.data as Array<{ institution_id: number }>)[0]
    .institution_id;
  const request = await halfSentCreate(server, token, {
    institution_id: institutionId,
    locker_number: lockerNumber,
  });
  return { institutionId, ...request };
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
    const inFlight = await createInFlight(server, token, 3_000_001);
    // A second connection whose request has begun (headers not finished) when the signal comes.
    const late = net.connect(server.port, '127.0.0.1');
    let lateReceived = '';
    late.setEncoding('utf8').on('data', (chunk: string) => (lateReceived += chunk));
    const lateClosed = new Promise<void>((resolve) => late.once('close', () => resolve()));
    await new Promise<void>((resolve) => late.once('connect', () => resolve()));
    late.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');

    server.child.kill('SIGTERM');
    await expect
      .poll(() => server.logs().some((l) => l.msg === 'shutting down'), { timeout: 30_000 })
      .toBe(true);
    // No new connections from now on, while the process still waits for our request.
    await expect.poll(() => tryConnect(server.port), { timeout: 30_000 }).toBe('refused');
    expect(server.running()).toBe(true);

    // The rest of the body; the client then keeps its end open and sends nothing more.
    inFlight.finish();
    late.write('\r\n');
    await inFlight.closed;
    await lateClosed;
    const [created, ...more] = parseResponses(inFlight.received());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'success',
      data: { institution_id: inFlight.institutionId, locker_number: 3_000_001 },
    });
    // It says it closes the connection, and does, so an idle connection never holds the exit.
    expect(created.headers.connection).toBe('close');
    expect(more).toEqual([]);
    const [refused] = parseResponses(lateReceived);
    expect(refused.status).toBe(503);
    expect(refused.headers.connection).toBe('close');
    expect(refused.body).toEqual({
      status: 'failed',
      message: 'The server is shutting down, try again in a moment',
    });

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).not.toMatch(/exiting anyway/);

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
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    console.table({
      'idle server, SIGTERM to exit': { ms: Math.round(performance.now() - signalled) },
    });
    expect(server.output()).not.toMatch(/exiting anyway/);
  });
});

describe('npm start: SIGTERM to its process', () => {
  it('stops the server too: the port is freed and no process is left', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'faults-npm-start-'));
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      cwd: ROOT,
      env: {
        ...process.env,
        SKIP_BUILD: '1',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dir,
        DATABASE_URL: '',
        SEED: 'none',
        LOG_LEVEL: 'warn',
        STATIC_DIR: path.join(dir, 'no-console'),
      },
      stdio: 'ignore',
    });
    const npmExited = new Promise<number | null>((resolve) =>
      npm.once('exit', (code) => resolve(code)),
    );
    let below: number[] = [];
    try {
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/api/health`).then(
              (res) => res.ok,
              () => false,
            ),
          { timeout: 180_000, interval: 250 },
        )
        .toBe(true);
      below = descendants(npm.pid!);
      const serverPid = below.find((pid) =>
        readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(SERVER_ENTRY),
      );
      expect(serverPid, 'the server runs below npm start').toBeGreaterThan(0);

      npm.kill('SIGTERM');
      await npmExited;
      await expect.poll(() => below.every(ended), { timeout: 30_000 }).toBe(true);
      await expect.poll(() => tryConnect(port), { timeout: 30_000 }).toBe('refused');
    } finally {
      if (npm.exitCode === null) npm.kill('SIGKILL');
      for (const pid of below) if (!ended(pid)) process.kill(pid, 'SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
