/**
 * Safe retries (docs/api.md, "Retries"): creates and door moves accept an `Idempotency-Key`
 * header. The first outcome of a key is kept for its user for a day; the same key again gets that
 * outcome (status and body, with `Idempotent-Replayed: true`), never a second write.
 *
 * A create claims its key with the first statement of its transaction and stores its reply with
 * the last (`claimKey`, `keepOutcome`), so a committed create always has its outcome kept and two
 * requests racing with one key make one row. Door moves are conditional updates that a repeat
 * cannot apply twice; a move keeps its outcome in the statement that makes it (`takeKeyToKeep`),
 * and the rare move that gives a locker keeps it once it is sent. A door move also looks its key up
 * in its own first read (`keptOutcomeColumn`), so a move is one round trip fewer.
 * Failed requests (4xx, 5xx) are not kept: nothing was written, and the retry runs again.
 */
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAYED_HEADER,
  SAFE_WRITE_MESSAGES,
} from '../../contract';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { badRequest, conflict } from '../errors';

/** The routes (ENDPOINT_POLICY keys) that take an Idempotency-Key. */
export const IDEMPOTENT_ROUTES: ReadonlySet<string> = new Set([
  'institute.create',
  'locker.create',
  'ticket.create',
  'users.create',
  'locker.import',
  'ticket.import',
  'users.import',
  'lockerAllocation.allocate',
  'lockerAllocation.update',
  'purchase.entryUpdate',
  'door.scan',
]);

/**
 * The idempotent routes that look up their key's kept outcome in their own first read
 * (`keptOutcomeColumn`) rather than in a statement of its own before the handler.
 */
export const KEY_READ_BY_ROUTE: ReadonlySet<string> = new Set(['purchase.entryUpdate']);

/** How long a key's outcome is kept. */
export const KEY_KEPT_MS = 24 * 60 * 60 * 1000;
/** How often, and how many rows at most per round, expired keys are deleted. */
export const CLEANUP_EVERY_MS = 10 * 60 * 1000;
export const CLEANUP_BATCH = 1000;

/** A claimed key's row before its outcome is stored (never visible outside its transaction). */
const PENDING_STATUS = 0;

/** The key of a request on an idempotent route, once the request got past the guard. */
const keys = new WeakMap<FastifyRequest, string>();

/** The request as a key remembers it: another request may not reuse the key. */
const requestLine = (request: FastifyRequest) =>
  `${request.method} ${request.url.split('?')[0]}`.slice(0, 2000);

interface Kept {
  request: string;
  status_code: number;
  body: string;
}

/** Thrown by `claimKey` when another request with the key committed first: its outcome is sent. */
export class KeptOutcome extends Error {
  constructor(readonly kept: Kept) {
    super('Idempotency-Key already used');
    this.name = 'KeptOutcome';
  }
}

function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = String(header).trim();
  if (
    key.length === 0 ||
    key.length > IDEMPOTENCY_KEY_MAX_LENGTH ||
    !IDEMPOTENCY_KEY_PATTERN.test(key)
  ) {
    throw badRequest(SAFE_WRITE_MESSAGES.badKey, [
      { field: 'Idempotency-Key', message: SAFE_WRITE_MESSAGES.badKey },
    ]);
  }
  return key;
}

/** The rows of `key` that still count: kept (not pending) and not expired. */
const keptWhere = (userId: number, key: string) =>
  and(
    eq(idempotencyKeys.user_id, userId),
    eq(idempotencyKeys.key, key),
    sql`${idempotencyKeys.status_code} <> ${PENDING_STATUS}`,
    sql`${idempotencyKeys.created_at} > now() - ${`${KEY_KEPT_MS} milliseconds`}::interval`,
  );

async function findKept(db: Db, userId: number, key: string): Promise<Kept | undefined> {
  const [row] = await db
    .select({
      request: idempotencyKeys.request,
      status_code: idempotencyKeys.status_code,
      body: idempotencyKeys.body,
    })
    .from(idempotencyKeys)
    .where(keptWhere(userId, key))
    .limit(1);
  return row;
}

/**
 * For a route of KEY_READ_BY_ROUTE: its key's kept outcome as one column of the route's first
 * read (JSON text, null without a key or a kept outcome), to hand to `replayKept`.
 */
export function keptOutcomeColumn(request: FastifyRequest): SQL<string | null> {
  const key = keys.get(request);
  if (key === undefined) return sql<string | null>`null::text`;
  return sql<string | null>`(select json_build_object('request', ${idempotencyKeys.request},
      'status_code', ${idempotencyKeys.status_code}, 'body', ${idempotencyKeys.body})::text
    from ${idempotencyKeys} where ${keptWhere(request.user.user_id, key)})`;
}

/**
 * For a route of KEY_READ_BY_ROUTE: sends the kept outcome its first read found, or the one a
 * lookup of its own finds when that read found no row to carry it (`lookUp`, a deleted record);
 * false when the key has none and the route goes on.
 */
export async function replayKept(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  found: string | null | undefined,
  lookUp: boolean,
): Promise<false | FastifyReply> {
  const key = keys.get(request);
  if (key === undefined) return false;
  const kept: Kept | undefined =
    typeof found === 'string'
      ? (JSON.parse(found) as Kept)
      : lookUp
        ? await findKept(db, request.user.user_id, key)
        : undefined;
  if (!kept) return false;
  // Replayed, not made: nothing is kept again when it is sent.
  keys.delete(request);
  return sendKept(request, reply, kept);
}

/** Sends a kept outcome as it was first sent. */
export function sendKept(request: FastifyRequest, reply: FastifyReply, kept: Kept) {
  if (kept.request !== requestLine(request)) throw conflict(SAFE_WRITE_MESSAGES.keyReused);
  return reply
    .code(kept.status_code)
    .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
    .type('application/json; charset=utf-8')
    .send(kept.body);
}

/**
 * The first statement of a create's transaction: claims the request's key for its user. A
 * request racing with the same key waits here for the first one's commit, then gets its outcome
 * (KeptOutcome); the first one's transaction rolling back frees the key.
 */
export async function claimKey(tx: Db, request: FastifyRequest): Promise<void> {
  const key = keys.get(request);
  if (key === undefined) return;
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({
      user_id: request.user.user_id,
      key,
      request: requestLine(request),
      status_code: PENDING_STATUS,
      body: '',
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return;
  const kept = await findKept(tx, request.user.user_id, key);
  if (kept) throw new KeptOutcome(kept);
  // Expired but not yet cleaned up: the key starts again.
  await tx
    .update(idempotencyKeys)
    .set({
      request: requestLine(request),
      status_code: PENDING_STATUS,
      body: '',
      created_at: sql`now()`,
    })
    .where(and(eq(idempotencyKeys.user_id, request.user.user_id), eq(idempotencyKeys.key, key)));
}

/** The last statement of a create's transaction: the reply it is about to send, kept with the key. */
export async function keepOutcome(
  tx: Db,
  request: FastifyRequest,
  statusCode: number,
  body: unknown,
): Promise<void> {
  const key = keys.get(request);
  if (key === undefined) return;
  await tx
    .update(idempotencyKeys)
    .set({ status_code: statusCode, body: JSON.stringify(body) })
    .where(and(eq(idempotencyKeys.user_id, request.user.user_id), eq(idempotencyKeys.key, key)));
  // Kept with the write: the reply needs no second statement to keep it.
  keys.delete(request);
}

/** A key's row as a write that keeps its outcome in its own statement inserts it. */
export interface KeyToKeep {
  user_id: number;
  key: string;
  request: string;
}

/**
 * The request's key, for a write that stores its outcome in the statement of its change (a door
 * move): once taken, the reply is not kept a second time when it is sent.
 */
export function takeKeyToKeep(request: FastifyRequest): KeyToKeep | undefined {
  const key = keys.get(request);
  if (key === undefined) return undefined;
  keys.delete(request);
  return { user_id: request.user.user_id, key, request: requestLine(request) };
}

/** Deletes at most CLEANUP_BATCH expired keys; returns how many. */
export async function deleteExpiredKeys(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - KEY_KEPT_MS);
  const expired = db
    .select({ user_id: idempotencyKeys.user_id, key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(lt(idempotencyKeys.created_at, before))
    .limit(CLEANUP_BATCH);
  const rows = await db
    .delete(idempotencyKeys)
    .where(sql`(${idempotencyKeys.user_id}, ${idempotencyKeys.key}) in (${expired})`)
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}

/**
 * Wires Idempotency-Key into the routes of `app` (call before they are registered): after each
 * idempotent route's guard, a key already used by the user gets its first outcome; a door move's
 * successful reply is kept once sent; expired keys are deleted in bounded rounds.
 */
export function registerIdempotency(app: FastifyInstance): void {
  const replay = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = keyOf(request);
    if (key === undefined) return;
    const kept = await findKept(app.db, request.user.user_id, key);
    if (kept) return sendKept(request, reply, kept);
    keys.set(request, key);
  };
  // The route replays in its own first read (`replayKept`).
  const remember = async (request: FastifyRequest) => {
    const key = keyOf(request);
    if (key !== undefined) keys.set(request, key);
  };
  app.addHook('onRoute', (route) => {
    const policy = (route.config as { policy?: string } | undefined)?.policy;
    if (!policy || !IDEMPOTENT_ROUTES.has(policy)) return;
    const guards = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [...guards, KEY_READ_BY_ROUTE.has(policy) ? remember : replay];
  });
  // A reply whose outcome was not kept with its write (a door move that gave a locker).
  app.addHook('onSend', async (request, reply, payload) => {
    const key = keys.get(request);
    if (key === undefined || reply.statusCode >= 400 || typeof payload !== 'string') return payload;
    keys.delete(request);
    try {
      await app.db
        .insert(idempotencyKeys)
        .values({
          user_id: request.user.user_id,
          key,
          request: requestLine(request),
          status_code: reply.statusCode,
          body: payload,
        })
        .onConflictDoNothing();
    } catch (error) {
      // The move itself is committed: its reply goes out whatever happens to the key.
      request.log.warn({ err: error }, 'idempotency key not kept');
    }
    return payload;
  });
  const cleanup = setInterval(() => {
    deleteExpiredKeys(app.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'expired idempotency keys not deleted'),
    );
  }, CLEANUP_EVERY_MS);
  cleanup.unref();
  app.addHook('onClose', async () => clearInterval(cleanup));
}
