/**
 * Security headers on every kind of response (API success and error, the console's page and its
 * SPA fallback, the API docs) and CORS: none without CORS_ORIGIN, exactly the named origin with
 * it, and no wildcard, `null` or malformed origin accepted at start.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../../server/app';
import { loadConfig, parseCorsOrigins } from '../../../server/config';
import { loginAs, makeApp } from '../helpers';

const CONSOLE = 'https://console.example.com';
const EVIL = 'https://evil.example.net';

/** The directives of a CSP header, by name. */
function directives(header: unknown): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), values);
  }
  return out;
}

/** The console's policy: no inline or eval'd script anywhere, no framing, no plugins. */
function expectStrictCsp(header: unknown, what: string) {
  const csp = directives(header);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, `${what}: script-src`).toBeDefined();
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts, what).not.toContain("'unsafe-eval'");
  expect(scripts, what).not.toContain('*');
  expect(scripts, what).not.toContain('data:');
  expect(csp.get('script-src-attr'), what).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  expect(csp.get('form-action'), what).toEqual(["'self'"]);
}

function expectCommonHeaders(headers: Record<string, unknown>, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(headers['x-powered-by'], what).toBeUndefined();
  expect(String(headers['strict-transport-security']), what).toMatch(/max-age=\d{7,}/);
}

describe('security headers', () => {
  let app: BuiltApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    const staticDir = mkdtempSync(path.join(tmpdir(), 'pp-harden-static-'));
    writeFileSync(
      path.join(staticDir, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head></html>',
    );
    app = await makeApp({ staticDir });
    admin = (await loginAs(app, 'admin@partypass.test')).headers;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('on API replies: success, 400, 401, 403, 404 and 415', async () => {
    const replies = {
      success: await app.inject({ url: '/api/v1/institute/list', headers: admin }),
      400: await app.inject({ url: '/api/v1/institute/abc', headers: admin }),
      401: await app.inject({ url: '/api/v1/institute/list' }),
      403: await app.inject({
        url: '/api/v1/users/list',
        headers: (await loginAs(app, 'guest@partypass.test')).headers,
      }),
      404: await app.inject({ url: '/api/v1/nope', headers: { accept: 'text/html' } }),
      415: await app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        headers: { 'content-type': 'text/plain' },
        payload: 'x',
      }),
    };
    for (const [what, res] of Object.entries(replies)) {
      expectStrictCsp(res.headers['content-security-policy'], what);
      expectCommonHeaders(res.headers, what);
      expect(res.headers['content-type'], what).toMatch(/^application\/json/);
    }
  });

  it('on the console page and the SPA fallback of a deep link', async () => {
    for (const url of ['/', '/institutions/show/1?x=<script>']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expectStrictCsp(res.headers['content-security-policy'], url);
      expectCommonHeaders(res.headers, url);
    }
  });

  it('on the API docs: no inline script there either, and no framing', async () => {
    const res = await app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    const scripts = csp.get('script-src') ?? csp.get('default-src');
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends no CORS header at all without CORS_ORIGIN, whatever the Origin', async () => {
    for (const origin of [EVIL, CONSOLE, 'null']) {
      const get = await app.inject({
        url: '/api/v1/institute/list',
        headers: { ...admin, origin },
      });
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
      expect(get.headers['access-control-allow-credentials']).toBeUndefined();
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/api/v1/institute/create',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('CORS with CORS_ORIGIN', () => {
  let app: BuiltApp;
  beforeAll(async () => {
    app = await makeApp({ seed: 'none', corsOrigin: `${CONSOLE}, http://localhost:5173` });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers the named origins, with credentials, and varies on Origin', async () => {
    for (const origin of [CONSOLE, 'http://localhost:5173']) {
      const res = await app.inject({ url: '/api/health', headers: { origin } });
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(String(res.headers.vary)).toMatch(/origin/i);
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/api/v1/users/login',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    }
  });

  it('never answers another origin, a look-alike, null or a wildcard', async () => {
    for (const origin of [
      EVIL,
      `${CONSOLE}.evil.example.net`,
      'https://console.example.com:444',
      'http://console.example.com',
      'null',
      '*',
    ]) {
      const res = await app.inject({ url: '/api/health', headers: { origin } });
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/api/v1/users/login',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      // (@fastify/cors still sends Allow-Credentials here; without Allow-Origin it grants nothing.)
      expect(preflight.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});

describe('CORS_ORIGIN is checked at start', () => {
  const env = (CORS_ORIGIN: string) => ({
    CORS_ORIGIN,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pp-harden-cfg-')),
    JWT_SECRET: 'x'.repeat(40),
  });

  it.each([
    '*',
    `${CONSOLE},*`,
    'null',
    `${CONSOLE}/app`,
    'console.example.com',
    'ftp://x.example',
    'https://Console.example.com',
  ])('refuses %s', (value) => {
    expect(() => loadConfig(env(value))).toThrow(/CORS_ORIGIN/);
    expect(() => parseCorsOrigins(value)).toThrow(/CORS_ORIGIN/);
  });

  it('accepts a list of origins, and nothing', () => {
    expect(loadConfig(env(`${CONSOLE}, http://localhost:5173`)).corsOrigin).toBe(
      `${CONSOLE}, http://localhost:5173`,
    );
    expect(parseCorsOrigins(`${CONSOLE}, http://localhost:5173`)).toEqual([
      CONSOLE,
      'http://localhost:5173',
    ]);
    expect(loadConfig(env('')).corsOrigin).toBeUndefined();
  });
});
