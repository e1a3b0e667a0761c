/**
 * Debian's nginx as a child process, for the load-balancer drill: deploy/nginx.conf as it is in
 * the repository, with the drill's ports in place of its addresses, a prefix directory of its
 * own, and never as root (as root it runs as `nobody`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../scripts/local-postgres.mjs';
import { ROOT } from './server-process';

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const NGINX_CONF = path.join(ROOT, 'deploy', 'nginx.conf');

/** The addresses deploy/nginx.conf is written with. */
const LISTEN_RE = /^(\s*listen\s+)127\.0\.0\.1:\d+;$/gm;
const UPSTREAM_SERVER_RE = /^(\s*server\s+)127\.0\.0\.1:\d+;$/gm;

const READ_TIMEOUT_RE = /^(\s*proxy_read_timeout\s+)\d+s;$/m;

export interface NginxOptions {
  /** proxy_read_timeout in place of the file's, so a drill waits seconds for a 504, not a minute. */
  readTimeoutSeconds?: number;
}

/**
 * deploy/nginx.conf listening on `port` with one upstream line per backend port. Throws when the
 * file no longer has one listen line and one upstream line per backend, so the drill cannot run
 * a configuration other than the documented one.
 */
export function nginxConfig(
  port: number,
  backendPorts: number[],
  options: NginxOptions = {},
): string {
  let text = readFileSync(NGINX_CONF, 'utf8');
  if (options.readTimeoutSeconds !== undefined) {
    if (!READ_TIMEOUT_RE.test(text))
      throw new Error(`${NGINX_CONF} has no proxy_read_timeout line`);
    text = text.replace(
      READ_TIMEOUT_RE,
      (_line, start: string) => `${start}${options.readTimeoutSeconds}s;`,
    );
  }
  const listens = text.match(LISTEN_RE) ?? [];
  const servers = text.match(UPSTREAM_SERVER_RE) ?? [];
  if (listens.length !== 1 || servers.length !== backendPorts.length) {
    throw new Error(
      `${NGINX_CONF} should have 1 "listen 127.0.0.1:N;" and ${backendPorts.length} upstream "server 127.0.0.1:N;" lines, ` +
        `found ${listens.length} and ${servers.length}`,
    );
  }
  let next = 0;
  return text
    .replace(LISTEN_RE, (_line, start: string) => `${start}127.0.0.1:${port};`)
    .replace(
      UPSTREAM_SERVER_RE,
      (_line, start: string) => `${start}127.0.0.1:${backendPorts[next++]};`,
    );
}

export interface AccessLogLine {
  requestId: string;
  /** The backend that answered, as `127.0.0.1:PORT`. */
  upstream: string;
  status: number;
  line: string;
}

export interface Nginx {
  url: string;
  port: number;
  child: ChildProcess;
  accessLog: () => AccessLogLine[];
  /** The access log line of the reply that carried `requestId` (nginx writes it just after). */
  served: (requestId: string) => Promise<AccessLogLine>;
  output: () => string;
  stop: () => Promise<void>;
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
/** `nobody` and `nogroup` on Debian. */
const UNPRIVILEGED = { uid: 65534, gid: 65534 };

export async function startNginx(
  dir: string,
  backendPorts: number[],
  options: NginxOptions = {},
): Promise<Nginx> {
  if (!existsSync(NGINX_BIN)) {
    throw new Error(`nginx is not installed: apt-get install -y nginx (or set NGINX_BIN)`);
  }
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(port, backendPorts, options));
  if (asRoot) chownSync(dir, UNPRIVILEGED.uid, UNPRIVILEGED.gid);
  const child = spawn(
    NGINX_BIN,
    ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;'],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], ...(asRoot ? UNPRIVILEGED : {}) },
  );
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const errorLog = () => {
    try {
      return readFileSync(path.join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const accessLog = (): AccessLogLine[] => {
    let text = '';
    try {
      text = readFileSync(path.join(dir, 'access.log'), 'utf8');
    } catch {
      return [];
    }
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => ({
        line,
        requestId: /request_id=(\S+)/.exec(line)?.[1] ?? '',
        upstream: /upstream=(\S+)/.exec(line)?.[1] ?? '',
        status: Number(/" (\d{3}) /.exec(line)?.[1]),
      }));
  };
  const url = `http://127.0.0.1:${port}`;
  const nginx: Nginx = {
    url,
    port,
    child,
    accessLog,
    served: async (requestId) => {
      const deadline = Date.now() + 5_000;
      for (;;) {
        const found = accessLog().find((entry) => entry.requestId === requestId);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no access log line for request ${requestId}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    output: () => output + errorLog(),
    stop: async () => {
      if (!running()) return;
      child.kill('SIGQUIT'); // graceful: finish the requests in flight
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (!running()) throw new Error(`nginx exited during start:\n${nginx.output()}`);
    try {
      // Any HTTP reply means it listens (the backends may answer this with 404).
      await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
      return nginx;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not listen on ${url} within 30 s:\n${nginx.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
