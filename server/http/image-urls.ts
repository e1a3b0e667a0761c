/**
 * Image fields (`cover_photo`, `profile_pic`) on the wire are absolute URLs, as the legacy server
 * sends them: a console served from another origin (the legacy MUI console, or ours built with
 * VITE_API_URL) loads them from this server. The database keeps the path (`/uploads/...`), so a
 * change of address needs no data change. The origin is PUBLIC_URL when set, else the request's
 * own (Fastify reads X-Forwarded-Proto/Host only behind TRUST_PROXY).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const IMAGE_FIELDS = ['cover_photo', 'profile_pic'] as const;
const IMAGE_FIELD_PATH = /"(cover_photo|profile_pic)":"\/uploads\//g;

/** The origin image URLs are written with for this request. */
export function publicOrigin(request: FastifyRequest, publicUrl?: string): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

/** Reply JSON text with every stored image path of an image field made absolute. */
export const absoluteImageUrls = (json: string, origin: string): string =>
  json.replace(IMAGE_FIELD_PATH, (_match, field: string) => `"${field}":"${origin}/uploads/`);

/**
 * A stored image path as a client may send it back: the path itself, or its absolute URL on
 * this server's public origin. Anything else is returned unchanged (and is not the stored path).
 */
export function storedImagePath(value: string, request: FastifyRequest, publicUrl?: string) {
  const origin = publicOrigin(request, publicUrl);
  return value.startsWith(`${origin}/uploads/`) ? value.slice(origin.length) : value;
}

/**
 * Rewrites image paths in every JSON reply of the API. Registered before the caching hook, so
 * the ETag is of the bytes sent. JSON.stringify writes `"key":"value"` with no space, and an
 * upload path needs no escaping, so the pattern finds every image field and nothing else.
 */
export function registerImageUrls(app: FastifyInstance, publicUrl?: string): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !request.url.startsWith('/api/')) return payload;
    if (!payload.includes('/uploads/')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json')) return payload;
    return absoluteImageUrls(payload, publicOrigin(request, publicUrl));
  });
}
