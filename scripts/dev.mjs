#!/usr/bin/env node
// `npm run dev`: the API with `tsx watch` on PORT 3000 (vite.config.ts proxies /api and /uploads
// to it), the vite dev server and Refine's devtools server (REFINE_DEVTOOLS_PORT, 5001), together;
// stopping one stops them all. The devtools server listens on every interface: see
// docs/development.md. DEVTOOLS=false leaves it out.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const env = {
  ...process.env,
  PORT: process.env.API_PORT || '3000',
  SEED: process.env.SEED || 'demo',
};
const devtoolsPort = process.env.REFINE_DEVTOOLS_PORT || '5001';
const withDevtools = process.env.DEVTOOLS !== 'false';

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn(bin('vite'), [], {
    cwd: root,
    stdio: 'inherit',
    // src/devtools/DevtoolsShell.tsx connects to this port; the proxy (vite.config.ts) follows
    // API_PORT.
    env: {
      ...process.env,
      VITE_REFINE_DEVTOOLS_PORT: devtoolsPort,
      API_PROXY_TARGET: process.env.API_PROXY_TARGET || `http://localhost:${env.PORT}`,
    },
  }),
];
// A devtools server that cannot start (port taken...) only loses the devtools, not the dev server.
const devtools = withDevtools
  ? spawn(bin('refine-devtools'), [], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, REFINE_DEVTOOLS_PORT: devtoolsPort, REFINE_NO_TELEMETRY: 'true' },
    })
  : null;

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of [...children, devtools]) {
    if (child && child.exitCode === null) child.kill('SIGTERM');
  }
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
