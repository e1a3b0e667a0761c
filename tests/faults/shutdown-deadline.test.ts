/**
 * SIGTERM has a deadline (SHUTDOWN_TIMEOUT_MS, docs/operations.md): whatever the state of the
 * disk or of a request, the server exits within it, and `npm start` (scripts/start.mjs) exits
 * with its child even when the child cannot act on the signal. The drills use a short deadline
 * and wait far longer than it before calling the exit missing.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../contract';
import { SERVER_ENTRY } from '../../scripts/build-server.mjs';
import { freePort } from '../../scripts/local-postgres.mjs';
import { BACKSTOP_MARGIN_MS } from '../../server/shutdown-deadline';
import { call, login } from './api';
import { halfSentCreate, ROOT, startServer, type ServerProcess } from './server-process';

const DEADLINE_MS = 3_000;
/** Far beyond the deadline: an exit later than this is a missing exit, not a slow one. */
const MISSING_AFTER_MS = 60_000;

type Exit = { code: number | null; signal: NodeJS.Signals | null };

/** The exit, or 'still running' when there was none within `missingAfterMs`. */
const exitOrHang = (exited: Promise<Exit>, missingAfterMs = MISSING_AFTER_MS) =>
  Promise.race([
    exited,
    new Promise<'still running'>((resolve) =>
      setTimeout(() => resolve('still running'), missingAfterMs).unref(),
    ),
  ]);

/** The processes started by `pid`, from /proc. */
function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** Renders for minutes at the size it declares (docs/security.md, "Image work is bounded"). */
const HOSTILE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="6000" height="6000"><filter id="f">' +
  '<feTurbulence baseFrequency=".05" numOctaves="99"/><feMorphology radius="300"/></filter>' +
  '<rect width="6000" height="6000" filter="url(#f)"/></svg>';

/** A process that has ended (a zombie not yet reaped by whoever adopted it counts as ended). */
function ended(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') ?? true;
  } catch {
    return true;
  }
}

const dirs: string[] = [];
const servers: ServerProcess[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    if (server.running()) server.child.kill('SIGKILL');
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'faults-deadline-'));
  dirs.push(dataDir);
  const server = await startServer({
    dataDir,
    seed: 'demo',
    logLevel: 'info',
    env: { SHUTDOWN_TIMEOUT_MS: String(DEADLINE_MS) },
  });
  servers.push(server);
  return server;
}

/** Starts a create whose body never completes: a request in flight for as long as we like. */
async function hangingRequest(server: ServerProcess, token: string): Promise<net.Socket> {
  const request = await halfSentCreate(
    server,
    token,
    { institution_id: 1, locker_number: 4_000_001 },
    { ignoreErrors: true },
  );
  return request.socket;
}

describe('SIGTERM: the shutdown deadline', () => {
  it('a request that never ends: exits 1 at the deadline, saying why', async () => {
    const server = await start();
    const socket = await hangingRequest(server, await login(server.url));
    server.child.kill('SIGTERM');
    expect(await exitOrHang(server.exited)).toEqual({ code: 1, signal: null });
    expect(server.output()).toMatch(/still running after 3000 ms/);
    socket.destroy();
  });

  it('an SVG being rendered: exits 1 at the deadline and the rendering stops with it', async () => {
    const server = await start();
    const guest = await login(server.url, 'guest@partypass.test');
    const upload = call(server.url, paths.profilePicture, {
      method: 'PATCH',
      token: guest,
      body: { profile_pic: `data:image/svg+xml,${encodeURIComponent(HOSTILE_SVG)}` },
      timeoutMs: MISSING_AFTER_MS,
    });
    const renderer = () =>
      children(server.pid).find((pid) =>
        readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('sharp'),
      );
    await expect.poll(renderer, { timeout: 60_000, interval: 50 }).toBeGreaterThan(0);
    const rendering = renderer()!;
    server.child.kill('SIGTERM');
    // The watchdog's time plus slack: later than that, something held the exit.
    const exit = await exitOrHang(server.exited, DEADLINE_MS + BACKSTOP_MARGIN_MS + 5_000);
    expect(exit).toEqual({ code: 1, signal: null });
    expect(server.output()).toMatch(/still running after 3000 ms/);
    expect(ended(rendering)).toBe(true);
    expect((await upload).error).toBeDefined(); // the connection was cut, no answer
  });

  it('the data directory removed before SIGTERM: exits within the deadline', async () => {
    const server = await start();
    const token = await login(server.url);
    expect((await call(server.url, paths.ownProfile, { token })).status).toBe(200);
    rmSync(dirs[dirs.length - 1], { recursive: true, force: true });
    server.child.kill('SIGTERM');
    const exit = await exitOrHang(server.exited);
    expect(exit).not.toBe('still running');
  });

  it('npm start exits with its server, even when the server cannot act on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'faults-deadline-start-'));
    dirs.push(dataDir);
    const port = await freePort();
    const parent = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        SKIP_BUILD: '1',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED: 'none',
        LOG_LEVEL: 'warn',
        STATIC_DIR: path.join(dataDir, 'no-console'),
        SHUTDOWN_TIMEOUT_MS: String(DEADLINE_MS),
      },
      stdio: 'ignore',
    });
    const exited = new Promise<Exit>((resolve) =>
      parent.once('exit', (code, signal) => resolve({ code, signal })),
    );
    let child: number | undefined;
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
      child = readFileSync(`/proc/${parent.pid}/task/${parent.pid}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .map(Number)
        .find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(SERVER_ENTRY));
      expect(child, 'the server runs as the child of npm start').toBeGreaterThan(0);
      // A stopped process cannot run its SIGTERM handler: the stand-in for a server stuck hard.
      process.kill(child!, 'SIGSTOP');
      parent.kill('SIGTERM');
      const exit = await exitOrHang(exited);
      expect(exit).toEqual({ code: 1, signal: null });
      await expect.poll(() => ended(child!), { timeout: 10_000 }).toBe(true);
    } finally {
      if (parent.exitCode === null) parent.kill('SIGKILL');
      if (child && !ended(child)) process.kill(child, 'SIGKILL');
    }
  });
});
