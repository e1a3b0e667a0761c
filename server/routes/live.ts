/**
 * Live updates (issue 44): `GET /live/stream`, a Server-Sent Events stream of the changes the
 * signed-in user may read (server/live/hub.ts decides which), authenticated by the Authorization
 * header like every call: the console reads it with fetch, so no token ever sits in a URL.
 * Events carry {resource, action, ids} only; the console refetches what it shows.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paths } from '../../contract';
import { guarded } from '../auth/policy';
import { httpError, RETRY_AFTER_UNAVAILABLE } from '../errors';
import { errorReplies } from '../http/openapi';
import { LiveHub, type LiveStream } from '../live/hub';

/** Open streams per user and instance: a console holds one per tab; more is a loop or abuse. */
export const MAX_STREAMS_PER_USER = 20;

export const LIVE_MESSAGES = {
  unavailable: 'Live updates are unavailable, try again in a moment',
  tooMany: 'Too many live streams are open for this user',
} as const;

const liveRoutes: FastifyPluginAsyncZod<{ heartbeatMs?: number }> = async (app, options) => {
  const hub = new LiveHub(app.changes, app.db, options.heartbeatMs, app.log);
  // Before the listening socket closes: an open stream would hold app.close() (and SIGTERM) until
  // the shutdown deadline.
  app.addHook('preClose', async () => hub.close());

  app.get(
    paths.liveStream,
    {
      ...guarded('live.stream'),
      schema: {
        tags: ['live'],
        summary: 'Live updates of what the signed-in user may read (Server-Sent Events)',
        description:
          '`text/event-stream`. Event `change`, data `{resource, action, ids?}` (resource: ' +
          '`institutions`, `tickets`, `lockers`, `purchase`, `users`; action: `created`, ' +
          '`updated`, `deleted`; no row data); event `end`, data `{reason}` (`session`, ' +
          '`shutdown`, `unavailable`) before the server closes it; a comment every 20 s. Roles ' +
          '2 and 3 receive only their institution’s changes and never users’.',
        security: [{ bearerAuth: [] }],
        response: {
          ...errorReplies(401, 403, 429, 503),
        },
      },
    },
    async (request, reply) => {
      if (!hub.available) {
        reply.header('retry-after', RETRY_AFTER_UNAVAILABLE);
        throw httpError(503, LIVE_MESSAGES.unavailable);
      }
      if (hub.countOf(request.user.user_id) >= MAX_STREAMS_PER_USER)
        throw httpError(429, LIVE_MESSAGES.tooMany);
      // The response is written here from now on: Fastify's onSend hooks do not run, so the
      // headers set so far (CORS, request id) are carried over by hand.
      reply.hijack();
      const res = reply.raw;
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) res.setHeader(name, value);
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx and other proxies pass each event on at once instead of buffering the reply.
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      const stream: LiveStream = {
        user: request.user,
        sessionId: request.sessionId,
        write: (text) => {
          if (!res.writableEnded) res.write(text);
          return res.writableLength;
        },
        close: () => {
          if (!res.writableEnded) res.end();
        },
      };
      const remove = hub.add(stream);
      res.on('close', remove);
      // Sent at once, so the client knows the stream is open.
      res.write(': connected\n\n');
    },
  );
};

export default liveRoutes;
