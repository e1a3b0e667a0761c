/**
 * Writing the audit history (issue 44, contract/audit.ts). Every write route calls `recordAudit`
 * with the transaction of its change, so an entry exists exactly when the change was committed:
 * a change that rolls back takes its entry with it.
 *
 *   await app.db.transaction(async (trx) => {
 *     const tx = trx as unknown as Db;
 *     const [row] = await tx.update(lockers).set(values).where(...).returning();
 *     await recordAudit(tx, auditSource(request), {
 *       resource: 'lockers', action: 'update', record_id: row.id,
 *       institution_id: row.institution_id, before: old, after: row,
 *     });
 *   });
 *
 * The fields that changed are computed from the record before and after; the fields of
 * AUDIT_REDACTED_FIELDS are recorded as changed with AUDIT_REDACTED, never with their value.
 */
import type { FastifyRequest } from 'fastify';
import {
  AUDIT_REDACTED,
  AUDIT_REDACTED_FIELDS,
  type AuditAction,
  type AuditResource,
} from '../../contract';
import type { Db } from '../db/client';
import { auditLog, type UserRow } from '../db/schema';
import type { AuthUser } from '../types';

/** Who made a change, as the entry keeps it (copied: the user may change or go later). */
export interface AuditActor {
  user_id: number | null;
  email: string | null;
  role: number | null;
  institution_id: number | null;
}

/** Who made a change and from which address. */
export interface AuditSource {
  actor: AuditActor | null;
  ip: string | null;
}

export type AuditChanges = Record<string, { old: unknown; new: unknown }>;
type Snapshot = Record<string, unknown> | null | undefined;

export interface AuditEvent {
  resource: AuditResource;
  action: AuditAction;
  record_id: string | number | null;
  /**
   * The institution the record belongs to: what an Institutional Admin's view is held to. Left
   * out, the actor's own institution.
   */
  institution_id?: number | null;
  /** The record before the change (null or left out for a create). */
  before?: Snapshot;
  /** The record after the change (null or left out for a delete). */
  after?: Snapshot;
  /** Changes that are no column of the record (e.g. how many sessions ended); redacted too. */
  changes?: AuditChanges;
}

const REDACTED = new Set<string>(AUDIT_REDACTED_FIELDS);
/** Bookkeeping columns: an edit raises `version` (server/http/versions.ts) without changing data. */
const NOT_COMPARED = new Set(['version']);
const EMAIL_MAX = 255;
const IP_MAX = 64;

/** The entry's copy of a signed-in user. */
export function actorOf(user: AuthUser | null | undefined): AuditActor | null {
  if (!user) return null;
  return {
    user_id: user.user_id,
    email: user.email,
    role: user.role,
    institution_id: user.institution_id,
  };
}

/** The signed-in user of a request (or `actor`, e.g. the user signing in) and its address. */
export function auditSource(
  request: FastifyRequest,
  actor: AuditActor | null = actorOf(request.user),
): AuditSource {
  return { actor, ip: request.ip ? request.ip.slice(0, IP_MAX) : null };
}

/** A value as the entry's JSON keeps it: timestamps as ISO 8601 text, nothing undefined. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** A redacted field's side: whether it had a value is kept, never the value. */
const hidden = (value: unknown) => (value === null ? null : AUDIT_REDACTED);

function entryOf(key: string, old: unknown, now: unknown) {
  return REDACTED.has(key) ? { old: hidden(old), new: hidden(now) } : { old, new: now };
}

/** The fields whose values differ between `before` and `after`, redacted where they must be. */
export function auditChanges(before: Snapshot, after: Snapshot): AuditChanges {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChanges = {};
  for (const key of keys) {
    if (NOT_COMPARED.has(key)) continue;
    const old = plain(before?.[key]);
    const now = plain(after?.[key]);
    if (JSON.stringify(old) === JSON.stringify(now)) continue;
    changes[key] = entryOf(key, old, now);
  }
  return changes;
}

/** The entry's row for `event`, or null for an update that changed no field. */
export function auditRow(
  source: AuditSource,
  event: AuditEvent,
): typeof auditLog.$inferInsert | null {
  const changes = auditChanges(event.before, event.after);
  for (const [key, change] of Object.entries(event.changes ?? {})) {
    changes[key] = entryOf(key, plain(change.old), plain(change.new));
  }
  if (event.action === 'update' && Object.keys(changes).length === 0) return null;
  const actor = source.actor;
  return {
    user_id: actor?.user_id ?? null,
    user_email: actor?.email ? actor.email.slice(0, EMAIL_MAX) : null,
    user_role: actor?.role ?? null,
    institution_id:
      event.institution_id !== undefined ? event.institution_id : (actor?.institution_id ?? null),
    resource: event.resource,
    record_id: event.record_id === null ? null : String(event.record_id),
    action: event.action,
    changes,
    ip: source.ip,
  };
}

/**
 * Writes one entry with `db`, which must be the transaction of the change. An update that
 * changed no field writes nothing.
 */
export async function recordAudit(db: Db, source: AuditSource, event: AuditEvent): Promise<void> {
  const row = auditRow(source, event);
  if (row) await db.insert(auditLog).values(row);
}

/** A user row as an entry compares it: the password under its wire name (always redacted). */
export function userSnapshot(row: UserRow | null | undefined): Snapshot {
  if (!row) return row;
  const { password_hash: password, ...rest } = row;
  return { ...rest, password };
}
