/**
 * A stand-in for the legacy server (LEGACY_API.md: lists without paging, the whole list in one
 * reply, no `meta`): serves the built console, answers `GET purchase/list` with the first
 * `count` purchases of the real server as bare `data:[...]`, and forwards every other call to
 * the real server. Loopback only.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { freePort } from './server';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

export async function startLegacyStandIn(options: {
  upstream: string;
  token: string;
  staticDir: string;
  count: number;
}): Promise<{ url: string; stop: () => Promise<void> }> {
  const reply = await fetch(`${options.upstream}/api/v1/purchase/list`, {
    headers: { authorization: `Bearer ${options.token}` },
  });
  const all = (await reply.json()) as { data: unknown[] };
  const body = JSON.stringify({ status: 'success', data: all.data.slice(0, options.count) });

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'GET' && url.pathname === '/api/v1/purchase/list') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
      return;
    }
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/uploads/')) {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers: Record<string, string> = {};
      for (const name of ['authorization', 'content-type', 'accept']) {
        const value = req.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const upstream = await fetch(`${options.upstream}${url.pathname}${url.search}`, {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      res.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      });
      res.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    let file = path.join(options.staticDir, path.normalize(url.pathname));
    if (!file.startsWith(options.staticDir) || !existsSync(file) || statSync(file).isDirectory()) {
      file = path.join(options.staticDir, 'index.html');
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
