/**
 * `npm start` (scripts/start.mjs) as a user runs it: it starts the compiled server as its child,
 * with the allocator tuning that keeps the server's memory within its budget
 * (scripts/server-process.mjs), and stops it on SIGTERM.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildConsole } from '../../scripts/build-console.mjs';
import { SERVER_ENTRY } from '../../scripts/build-server.mjs';
import { freePort } from '../../scripts/local-postgres.mjs';
import { MALLOC_TUNING, serverProcessEnv } from '../../scripts/server-process.mjs';
import { ROOT } from '../faults/server-process';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The environment of a running process, as the kernel holds it. */
const environOf = (pid: number): Record<string, string> =>
  Object.fromEntries(
    readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );

/** The process running the compiled server among `pid`'s children (esbuild's may be there too). */
const serverChildOf = (pid: number): number | undefined =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean)
    .map(Number)
    .find((child) => readFileSync(`/proc/${child}/cmdline`, 'utf8').includes(SERVER_ENTRY));

describe('npm start', () => {
  it('runs the compiled server with the allocator tuning, and stops it on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pp-start-'));
    dirs.push(dataDir);
    const port = await freePort();
    const start = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        MALLOC_MMAP_THRESHOLD_: undefined,
        SKIP_BUILD: '1', // the console's build is not what this test is about
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED: 'none',
        LOG_LEVEL: 'warn',
        STATIC_DIR: path.join(dataDir, 'no-console'),
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => start.once('exit', resolve));
    try {
      const deadline = Date.now() + 120_000;
      for (;;) {
        const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (res) => res.ok,
          () => false,
        );
        if (ok) break;
        expect(start.exitCode, 'npm start exited').toBeNull();
        expect(Date.now() < deadline, 'the server answered within 120 s').toBe(true);
        await new Promise((r) => setTimeout(r, 250));
      }
      const server = serverChildOf(start.pid!);
      expect(server, 'the server runs as the child of npm start').toBeGreaterThan(0);
      expect(environOf(server!)).toMatchObject(MALLOC_TUNING);
    } finally {
      start.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    const down = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      () => false,
      () => true,
    );
    expect(down, 'the server stopped with npm start').toBe(true);
  }, 180_000);

  it("keeps an allocator setting the user's environment already has", () => {
    expect(serverProcessEnv({ MALLOC_MMAP_THRESHOLD_: '65536', PORT: '1' })).toEqual({
      MALLOC_MMAP_THRESHOLD_: '65536',
      PORT: '1',
    });
    expect(serverProcessEnv({ PORT: '1' })).toEqual({ ...MALLOC_TUNING, PORT: '1' });
  });

  it("builds the console saying what it does, with vite's warnings only and no timing report", async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'pp-start-build-'));
    dirs.push(outDir);
    let printed = '';
    const code = await buildConsole({
      root: ROOT,
      outDir,
      write: (text) => {
        printed += text;
      },
    });
    expect(code, printed).toBe(0);
    expect(existsSync(path.join(outDir, 'index.html'))).toBe(true);
    const lines = printed.trim().split('\n');
    expect(lines[0]).toMatch(/^Building the console into .+\.\.\.$/);
    expect(lines.at(-1)).toMatch(/^Console built in \d+ s\.$/);
    // Not rolldown's plugin timings, not the list of every chunk written.
    expect(printed).not.toContain('PLUGIN_TIMINGS');
    expect(printed).not.toMatch(/assets\/.+\.js/);
    expect(lines.length, printed).toBeLessThanOrEqual(4);
  }, 900_000);
});
