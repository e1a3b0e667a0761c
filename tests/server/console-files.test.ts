/**
 * The built console as the server sends it: the brotli or gzip copy the build wrote beside a
 * file when the browser accepts it (the same bytes once decoded), the file itself otherwise,
 * hashed assets cached for good and the page and its SPA fallback revalidated.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../server/app';
import { makeApp } from './helpers';

const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};\n`;
const PAGE =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head></html>';

describe('the console files', () => {
  let app: BuiltApp;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'pp-console-files-'));
    mkdirSync(path.join(staticDir, 'assets'));
    const script = path.join(staticDir, 'assets', 'app-abc123.js');
    writeFileSync(script, SCRIPT);
    writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
    writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
    // Under the build's threshold: no compressed copies.
    writeFileSync(path.join(staticDir, 'assets', 'tiny-abc123.js'), 'export default 1;\n');
    writeFileSync(path.join(staticDir, 'index.html'), PAGE);
    writeFileSync(path.join(staticDir, 'index.html.gz'), gzipSync(PAGE));
    app = await makeApp({ staticDir });
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { 'accept-encoding': '', ...headers } });

  it('sends the brotli copy to a browser that accepts brotli', async () => {
    const reply = await get('/assets/app-abc123.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toMatch(/javascript/);
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const reply = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(reply.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file itself to a client that accepts no encoding, and when there is no copy', async () => {
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.payload).toBe(SCRIPT);

    const tiny = await get('/assets/tiny-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.payload).toBe('export default 1;\n');
  });

  it('sends the page, at / and as the fallback of a console route, revalidated each time', async () => {
    for (const url of ['/', '/purchase?page=2']) {
      const reply = await get(url, { accept: 'text/html', 'accept-encoding': 'gzip' });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['cache-control'], url).toBe('no-cache');
      expect(reply.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(reply.rawPayload).toString(), url).toBe(PAGE);
    }
  });

  it('never sends a compressed copy in place of a missing file', async () => {
    const reply = await get('/assets/gone-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(reply.statusCode).toBe(404);
  });

  it('sends only the files that were there at start, by their exact path', async () => {
    // A route per file, made at start (server/app.ts): a rebuild needs a restart.
    writeFileSync(path.join(staticDir, 'assets', 'late-abc123.js'), 'export default 2;\n');
    for (const url of [
      '/assets/late-abc123.js',
      '/Assets/app-abc123.js',
      '/assets/APP-abc123.js',
      '/assets//app-abc123.js',
    ]) {
      const reply = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(reply.statusCode, url).toBe(404);
    }
  });
});
