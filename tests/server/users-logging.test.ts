/**
 * Passwords are never logged (issue 5): the real server process at the most verbose log level,
 * every call that carries a password (sign-in right and wrong, create, weak password, own
 * password change, a body that is not valid JSON), then its whole output is searched for them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './helpers';

const root = path.resolve(__dirname, '../..');
const SECRETS = {
  created: 'Logged? <never> & "S1" zebra',
  weak: 'S2-weak',
  wrong: 'Not mine S3 quokka',
  next: 'New one S4 & <pangolin>',
  broken: 'Broken JSON S5 narwhal',
};

let server: ChildProcess;
let output = '';
let base = '';

/** A free loopback port (the server refuses PORT=0). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const port = await freePort();
  server = spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pp-log-')),
        SEED: 'demo',
        DATABASE_URL: '',
        LOG_LEVEL: 'trace',
        // As behind nginx (deploy/nginx.conf), which sets X-Request-Id.
        TRUST_PROXY: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  base = await new Promise<string>((resolve, reject) => {
    const poll = setInterval(() => {
      const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found) {
        clearInterval(poll);
        resolve(found[1]);
      }
    }, 100);
    server.once('exit', (code) => {
      clearInterval(poll);
      reject(new Error(`the server exited (${code}):\n${output}`));
    });
  });
}, 180_000);

afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
});

async function call(method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { token?: string } };
}

describe('passwords in the server log', () => {
  it('no password sent to the server appears in its output', async () => {
    const admin = await call('POST', '/users/login', {
      email: 'admin@partypass.test',
      password: DEMO_PASSWORD,
    });
    expect(admin.status).toBe(200);
    const email = `logged.${Date.now()}@logging.test`;
    const created = await call(
      'POST',
      '/users/create-user',
      { name: 'Log Test', email, password: SECRETS.created },
      admin.body.token,
    );
    expect(created.status).toBe(201);
    const weak = await call(
      'POST',
      '/users/create-user',
      { name: 'Weak', email: `weak.${email}`, password: SECRETS.weak },
      admin.body.token,
    );
    expect(weak.status).toBe(400);
    expect((await call('POST', '/users/login', { email, password: SECRETS.wrong })).status).toBe(
      401,
    );
    const me = await call('POST', '/users/login', { email, password: SECRETS.created });
    expect(me.status).toBe(200);
    const changed = await call(
      'PATCH',
      '/users/update-user',
      { password: SECRETS.next, current_password: SECRETS.created },
      me.body.token,
    );
    expect(changed.status).toBe(200);
    const broken = await call(
      'POST',
      '/users/login',
      `{"email":"${email}","password":"${SECRETS.broken}`,
    );
    expect(broken.status).toBe(400);

    // The log did record these calls (so the search below means something)...
    await expect
      .poll(() => output.match(/\/api\/v1\/users\/login/g)?.length ?? 0)
      .toBeGreaterThanOrEqual(4);
    expect(output).toContain('/api/v1/users/update-user');
    // ... and none of the passwords.
    for (const secret of Object.values(SECRETS)) expect(output).not.toContain(secret);
  }, 120_000);
});

describe('request ids in the server log', () => {
  it("behind a trusted proxy, a request's log lines carry the proxy's X-Request-Id", async () => {
    const id = `0123456789abcdef${Date.now().toString(16)}`;
    const res = await fetch(`${base}/api/health`, { headers: { 'x-request-id': id } });
    expect(res.status).toBe(200);
    await expect.poll(() => output.includes(`"reqId":"${id}"`)).toBe(true);
    // A header that could forge a log line is not taken: the request gets the server's own id.
    const forged = 'x" "reqId":"forged';
    await fetch(`${base}/api/health`, { headers: { 'x-request-id': forged } });
    await expect
      .poll(() => output.match(/"reqId":"req-[0-9a-z]+"/g)?.length ?? 0)
      .toBeGreaterThan(0);
    expect(output).not.toContain('"reqId":"forged');
  });
});
