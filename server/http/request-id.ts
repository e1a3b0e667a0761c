import type { IncomingMessage } from 'node:http';

/** nginx's `$request_id` is 32 hex digits; allow any short token, nothing that could forge a log line. */
const FORWARDED_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's `genReqId`. Behind a trusted proxy the log's `reqId` is the proxy's `X-Request-Id`
 * (deploy/nginx.conf sets it), so an access-log line and the server's lines of one request share
 * one id; otherwise, and for a malformed header, a per-process counter as Fastify's own.
 */
export function requestIdGenerator(trustProxy: boolean): (req: IncomingMessage) => string {
  let next = 0;
  return (req) => {
    const forwarded = req.headers['x-request-id'];
    if (trustProxy && typeof forwarded === 'string' && FORWARDED_ID.test(forwarded))
      return forwarded;
    next += 1;
    return `req-${next.toString(36)}`;
  };
}
