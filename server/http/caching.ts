import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { versionOfEtag } from '../../contract';

/** Every API reply that must not be kept anywhere: writes, errors, sign-in, health, replies without a user. */
export const NO_STORE = 'no-store';
/** A signed-in user's successful read: kept by that browser only, and revalidated before each use. */
export const REVALIDATE = 'private, no-cache';

const API_PREFIX = '/api/';
const DOCS_PREFIX = '/api/docs';

/**
 * The ETag of a signed-in read: the reply's bytes and the user it was made for. Another user's
 * token never matches it, even when both would read the same bytes, so a browser shared by two
 * sign-ins never shows one the other's reply.
 */
export function userEtag(
  user: { user_id: number; role: number; institution_id: number | null },
  payload: string | Buffer,
): string {
  const hash = createHash('sha1')
    .update(`${user.user_id}:${user.role}:${user.institution_id ?? ''}\n`)
    .update(payload)
    .digest('base64url');
  return `"${hash}"`;
}

const matches = (ifNoneMatch: string | undefined, etag: string): boolean =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

type Payload = unknown;

/**
 * Cache-Control on every API reply, decided once here (docs/security.md, "HTTP caching"). A GET
 * answered 200 to a signed-in user is `private, no-cache` with an ETag; when the browser
 * revalidates with that ETag, the route has already run (and its auth check with it), and the
 * body is replaced by a 304. Everything else is `no-store`. A record's read whose route sent its
 * version (server/http/versions.ts) keeps it in front of the hash: `"v3.<hash>"`.
 */
export function registerApiCaching(app: FastifyInstance): void {
  app.addHook(
    'onSend',
    async (request: FastifyRequest, reply: FastifyReply, payload: Payload): Promise<Payload> => {
      const url = request.url;
      if (!url.startsWith(API_PREFIX) || url.startsWith(DOCS_PREFIX)) return payload;
      const user = (request as { user?: Parameters<typeof userEtag>[0] | null }).user;
      const readable = typeof payload === 'string' || Buffer.isBuffer(payload);
      const revalidate =
        (request.method === 'GET' || request.method === 'HEAD') &&
        reply.statusCode === 200 &&
        user != null &&
        readable;
      if (!revalidate) {
        reply.header('cache-control', NO_STORE);
        return payload;
      }
      const hash = userEtag(user, payload as string | Buffer);
      const version = versionOfEtag(reply.getHeader('etag') as string | undefined);
      const etag = version === undefined ? hash : `"v${version}.${hash.slice(1)}`;
      reply.header('cache-control', REVALIDATE);
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Authorization` : 'Authorization');
      reply.header('etag', etag);
      if (!matches(request.headers['if-none-match'], etag)) return payload;
      reply.code(304);
      reply.removeHeader('content-length');
      reply.removeHeader('content-type');
      return '';
    },
  );
}
