/**
 * Builds the Fastify instance (tests use `app.inject`; only main.ts listens):
 * zod type provider, OpenAPI at /api/docs, helmet CSP, CORS (only with CORS_ORIGIN), body limits,
 * multipart, login rate limit, /uploads, /api/health, /api/v1 routes, the built console with an
 * SPA fallback, and one error handler producing the DESIGN.md envelope.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from 'helmet';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import {
  API_BASE,
  FRAME_HOSTS,
  healthDownReplySchema,
  healthUpReplySchema,
  IDEMPOTENT_REPLAYED_HEADER,
  MAX_UPLOAD_BYTES,
} from '../contract';
import { parseCorsOrigins, type AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { startSalesFold } from './db/rollupFold';
import { RowCache } from './db/rowCache';
import { PageSamples } from './db/pageSamples';
import { PURCHASE_ROW_TABLES } from './routes/purchases';
import { seedIfEmpty, type SeedResult } from './db/seed';
import {
  errorBody,
  registerErrorHandling,
  RETRY_AFTER_UNAVAILABLE,
  sendFrameworkError,
} from './errors';
import { registerApiCaching } from './http/caching';
import { registerImageUrls } from './http/image-urls';
import { requestIdGenerator } from './http/request-id';
import { refuseUnstorableText } from './http/text';
import { loggerOptions, RequestLogController } from './logger';
import { StorageHealth } from './db/storage-health';
import { ensureVariant, IMAGE_VARIANTS, ORIGINAL_IMAGE_EXTENSIONS } from './uploads/images';
import apiRoutes from './routes/index';
import type { SessionState } from './auth/sessions';
import type { AuthUser } from './types';
import './types';

export const JSON_BODY_LIMIT = 1024 * 1024;
export const DOCS_PREFIX = '/api/docs';

/** At most this many signed-in users are kept by the guard (the oldest go first). */
const USERS_KEPT = 10_000;
/** At most this many sessions are kept for the guard (a session is ~100 bytes). */
const SESSIONS_KEPT = 20_000;
/** Rows between two sampled keys of a list (PAGE_SAMPLE_EVERY): a jump walks fewer than this. */
export const DEFAULT_PAGE_SAMPLE_EVERY = 1000;
/** Lists whose sampled keys are kept: one per sort for the platform and for each institution. */
const SAMPLED_LISTS_KEPT = 500;

/** The console's CSP: no inline script; antd's css-in-js needs inline styles. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // Only the map and video services the console frames (contract/institution-links.ts).
  frameSrc: FRAME_HOSTS.map((host) => `https://${host}`),
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
};

/** Multipart limits (server/http/body.ts reads bodies with them); exported for tests. */
export const MULTIPART_OPTIONS = {
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 50, parts: 60 },
  throwFileSizeLimit: true,
};

/** Served with every file under /uploads/: a sandbox, should a browser ever read one as a document. */
export const SVG_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'";

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const SHUTTING_DOWN = 'The server is shutting down, try again in a moment';

/**
 * Graceful shutdown (main.ts calls `app.close()`): requests already running finish, the listening
 * socket closes, and a request that still arrives on an open keep-alive connection gets a 503
 * envelope and `Connection: close`, so the client retries elsewhere. Node closes the connections
 * idle when the listening socket closes; every reply sent from then on says `Connection: close`,
 * so a connection busy at that moment closes after its reply instead of idling until its
 * keep-alive timeout and holding the process open to the deadline.
 */
function refuseWhileClosing(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    // Sent as text: a route's own 503 schema (e.g. /api/health) must not reshape it.
    return reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', RETRY_AFTER_UNAVAILABLE)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(errorBody(SHUTTING_DOWN)));
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}

/** One registered route: the role-matrix tests are generated from these and ENDPOINT_POLICY. */
export interface RouteEntry {
  method: string;
  url: string;
  /** The route's ENDPOINT_POLICY key (every /api/v1 route has one). */
  policy?: string;
}

export type BuiltApp = FastifyInstance & {
  database: Database;
  seedResult: SeedResult;
  /** Every route as registered (HEAD routes Fastify adds for GETs left out). */
  routeTable: readonly RouteEntry[];
};

export async function buildApp(config: AppConfig): Promise<BuiltApp> {
  const trustProxy = config.trustProxy ?? false;
  const options: FastifyServerOptions = {
    logger: loggerOptions(config.logLevel, config.logger, config.logDestination),
    logController: new RequestLogController(config.logRequests ?? false),
    bodyLimit: JSON_BODY_LIMIT,
    // A malformed or overlong URL is answered by the router itself: give it the envelope too.
    frameworkErrors: sendFrameworkError,
    // A number is a hop count: trust that many proxies in front of the server.
    trustProxy:
      typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy,
    genReqId: requestIdGenerator(trustProxy !== false),
    // Replaced by refuseWhileClosing, which answers with the error envelope.
    return503OnClosing: false,
  };
  const app = Fastify(options).withTypeProvider<ZodTypeProvider>();

  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const policy = (route.config as { policy?: string } | undefined)?.policy;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, policy });
    }
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const storage = new StorageHealth(
    !config.databaseUrl && config.database === 'file' ? config.dataDir : undefined,
  );
  registerErrorHandling(app, () => storage.noteFault());
  refuseWhileClosing(app);
  registerImageUrls(app, config.publicUrl);
  registerApiCaching(app);
  // JSON and multipart only (legacy contract): any other body type is a 415, not a string body.
  app.removeContentTypeParser('text/plain');
  app.addHook('preValidation', refuseUnstorableText);

  let seedResult: SeedResult = { seeded: false, demoAccounts: false };
  const database = await openDatabase({
    ...config,
    log: app.log,
    setUp: async (db) => {
      seedResult = await seedIfEmpty(db, config.seed);
    },
  });
  app.decorate('db', database.db);
  const queue = database.queue;
  if (queue) {
    // Each request's statements share one account in the embedded database's fair queue.
    app.addHook('onRequest', (_request, _reply, done) => queue.withOwner(done));
  }
  app.decorate('appConfig', config);
  app.decorate('changes', database.changes);
  // A write's reply waits for its own change notices: the next request to this instance, or to
  // another one that heard them as soon, never gets a kept row or session from before the write.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 && !READ_METHODS.has(request.method)) {
      await database.changes.caughtUp();
    }
    return payload;
  });
  app.decorate(
    'signedInUsers',
    new RowCache<number, AuthUser>(database.changes, ['users'], config.cacheMs ?? 0, USERS_KEPT),
  );
  app.decorate(
    'signedInSessions',
    new RowCache<string, SessionState>(
      database.changes,
      ['sessions'],
      config.cacheMs ?? 0,
      SESSIONS_KEPT,
    ),
  );
  app.decorate(
    'pageSamples',
    new PageSamples(database.changes, PURCHASE_ROW_TABLES, {
      every: config.pageSampleEvery ?? DEFAULT_PAGE_SAMPLE_EVERY,
      maxLists: SAMPLED_LISTS_KEPT,
      rebuildFactor: config.pageSampleRebuildFactor,
      // Behind the requests that arrive within the next second, then its turn whatever the load.
      background: queue ? (work) => queue.withOwner(work, queue.owner(1_000)) : undefined,
    }),
  );
  app.decorateRequest('user', null as never);
  app.decorateRequest('sessionId', '');
  const stopSalesFold = startSalesFold(database.db, app.log);
  app.addHook('onClose', async () => {
    await stopSalesFold();
    await database.close();
  });

  // helmet itself, built once: its Fastify plugin builds the middleware again for every request
  // (parsing the CSP each time, ~4 % of the server's CPU on a paged list).
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Uploaded images may be shown by a console served from another origin (VITE_API_URL).
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, () => done());
  });
  if (config.corsOrigin) {
    await app.register(cors, {
      origin: parseCorsOrigins(config.corsOrigin),
      credentials: true,
      methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
      // A console on another origin reads a record's version and a replayed write's mark.
      exposedHeaders: ['ETag', 'Retry-After', IDEMPOTENT_REPLAYED_HEADER],
    });
  }
  await app.register(multipart, MULTIPART_OPTIONS);
  await app.register(rateLimit, { global: false });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'PartyPass API',
        description:
          'The /api/v1 API of PartyPass Console. Errors: `{status:"failed", message, errors?}`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    // Served over plain http on localhost too: never force https for its assets.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/g, ''),
    uiConfig: { persistAuthorization: false, deepLinking: true },
  });

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        description:
          '200 with `data:{database:"up", kind}` while the database answers; 503 with ' +
          '`data:{database:"down", kind}` while it does not, `data:{database:"degraded", kind}` while it answers but cannot store (disk full, I/O error). `kind` is `pglite` or `postgres`.',
        response: { 200: healthUpReplySchema, 503: healthDownReplySchema },
      },
    },
    async (request, reply) => {
      const kind = database.kind;
      try {
        await app.db.execute(sql`select 1`);
        if (await storage.degraded()) {
          return reply
            .code(503)
            .header('retry-after', RETRY_AFTER_UNAVAILABLE)
            .send({
              ...errorBody('Database cannot store: disk full or I/O error'),
              data: { database: 'degraded' as const, kind },
            });
        }
        return { status: 'success' as const, data: { database: 'up' as const, kind } };
      } catch (error) {
        request.log.warn({ err: { message: (error as Error).message } }, 'database check failed');
        return reply
          .code(503)
          .header('retry-after', RETRY_AFTER_UNAVAILABLE)
          .send({
            ...errorBody('Database unavailable'),
            data: { database: 'down' as const, kind },
          });
      }
    },
  );

  await app.register(apiRoutes, { prefix: API_BASE });

  // Uploaded files: only the WebP variants storeImage writes, never sniffed, and sandboxed. The
  // URL of an upload stored before re-encoding (`<uuid>.png`, `.svg`...) is answered with a
  // display variant made from it, so what is sent is always a raster this server encoded.
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const servedUpload = new RegExp(
    `^([a-z]+)/([0-9a-f-]{36})\\.(?:(${IMAGE_VARIANTS.join('|')})\\.webp|(?:${ORIGINAL_IMAGE_EXTENSIONS.join('|')}))$`,
  );
  if (config.database !== 'memory' || existsSync(config.dataDir)) {
    mkdirSync(uploadsDir, { recursive: true });
  }
  if (existsSync(uploadsDir)) {
    // A route of its own, not @fastify/static's wildcard route: that one reads the folder's
    // listing for each request to check the path's spelling, so an image would cost more with
    // every upload. The pattern above already allows only the
    // names storeImage writes. Its own scope keeps this sendFile apart from the console's.
    await app.register(async (scope) => {
      await scope.register(fastifyStatic, {
        root: uploadsDir,
        serve: false,
        index: false,
        dotfiles: 'deny',
      });
      scope.get('/uploads/*', async (request, reply) => {
        const match = servedUpload.exec((request.params as { '*': string })['*']);
        if (!match) return reply.callNotFound();
        const [, folder, id, variant = 'display'] = match;
        const name = await ensureVariant(uploadsDir, folder, id, variant as 'display' | 'thumb');
        if (!name) return reply.callNotFound();
        reply.header('X-Content-Type-Options', 'nosniff');
        reply.header('Content-Security-Policy', SVG_CSP);
        return reply.sendFile(`${folder}/${name}`);
      });
    });
  }

  // The built console, with an SPA fallback in the not-found handler.
  const staticDir =
    config.staticDir && existsSync(path.join(config.staticDir, 'index.html'))
      ? config.staticDir
      : undefined;
  if (staticDir) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      // A route for each file the build wrote, made once at start. The wildcard route checked
      // each request's path spelling against the folders' listings, reading the ~1 500 entries
      // of assets/ once or twice per file: 4-8× slower.
      wildcard: false,
      index: ['index.html'],
      // The build writes .br and .gz beside each file (vite.config.ts): sent by Accept-Encoding.
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/');
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (
      staticDir &&
      !isApi &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      wantsHtml
    ) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', staticDir);
    }
    return reply.code(404).send(errorBody(`Not found: ${request.method} ${url.split('?')[0]}`));
  });

  await app.ready();
  return Object.assign(app, { seedResult, database, routeTable });
}
