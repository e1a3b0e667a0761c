#!/usr/bin/env node
// `npm start`: builds the console when dist/ is missing or older than its sources, and the server
// when dist-server/ is (scripts/build-server.mjs), then runs the compiled server, forwarding
// signals and the exit code. After a forwarded SIGTERM/SIGINT it waits at most the server's own
// shutdown deadline (SHUTDOWN_TIMEOUT_MS) plus a margin, then kills the server and exits 1, so a
// stuck server never keeps `npm start` running.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConsole } from './build-console.mjs';
import { ensureServerBuild, newest, serverBuildIsStale } from './build-server.mjs';
import { serverProcessEnv } from './server-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'dist', 'index.html');

const sources = [
  'src',
  'contract',
  'index.html',
  'public',
  'vite.config.ts',
  'scripts/vite-font-preload.ts',
].map((p) => path.join(root, p));
const hasSources = existsSync(path.join(root, 'index.html'));
const stale = !existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs;
if (hasSources && stale && process.env.SKIP_BUILD !== '1') {
  const status = await buildConsole({ root });
  if (status !== 0) process.exit(status);
}

if (serverBuildIsStale()) console.log('Compiling the server (esbuild)...');
const serverEntry = await ensureServerBuild();
const child = spawn(process.execPath, [serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: serverProcessEnv(process.env),
});
const deadlineMs = Number(process.env.SHUTDOWN_TIMEOUT_MS) || 10_000;
// The server's own backstop fires 2 s after its deadline; this one comes after that.
const PARENT_MARGIN_MS = 5_000;
let killTimer;
const forward = (signal) => {
  child.kill(signal);
  if (signal === 'SIGHUP' || killTimer) return;
  killTimer = setTimeout(() => {
    console.error(`The server did not stop within ${deadlineMs + PARENT_MARGIN_MS} ms: killed.`);
    child.kill('SIGKILL');
    process.exit(1);
  }, deadlineMs + PARENT_MARGIN_MS);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => forward(signal));
// package.json's `start` execs this script, so the SIGTERM npm forwards to its child lands here.
// Should the parent end without passing a signal on (npm killed outright), the server is
// stopped as if signalled: it must not go on holding the port and the data directory for nobody.
const parentAtStart = process.ppid;
const orphanCheck = setInterval(() => {
  if (process.ppid === parentAtStart) return;
  clearInterval(orphanCheck);
  forward('SIGTERM');
}, 1_000).unref();
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }[signal] ?? 1) : 1));
});
