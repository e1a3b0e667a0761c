/**
 * A door move that gives no locker (an entry with `locker_id: null`, a re-entry that keeps its
 * locker, a check-out) in one statement: the conditional update, the freed locker, the door event,
 * the audit entry and the kept Idempotency-Key outcome commit together or not at all, in one round
 * trip. A busy door is this path; a move that gives a locker stays a transaction of several
 * statements, since losing the locker's race must undo the entry.
 */
import { sql } from 'drizzle-orm';
import type { AuditSource } from '../audit/record';
import { auditRow, type AuditEvent } from '../audit/record';
import { queryRows, type Db } from '../db/client';
import type { KeyToKeep } from '../http/idempotency';

export interface LockerlessMove {
  purchase_id: number;
  /** The status the move starts from: of two doors, only the first one finds it. */
  from: number;
  to: number;
  at: Date;
  /** Check-outs free the purchase's locker. */
  freeLocker: boolean;
  user_id: number;
  override_reason: string | null;
  audit: { source: AuditSource; event: AuditEvent };
  /** The reply kept for the request's Idempotency-Key, if it has one. */
  keep?: { key: KeyToKeep; body: string };
}

/** Makes the move; false when the purchase was no longer in `from` (nothing was written). */
export async function moveWithoutLocker(db: Db, move: LockerlessMove): Promise<boolean> {
  const at = move.at.toISOString();
  const column = move.to === 1 ? sql`entered_at` : sql`checked_out_at`;
  const audit = auditRow(move.audit.source, move.audit.event);
  const freed = move.freeLocker
    ? sql`, freed as (update locker_allocations set status = 0
        where status = 1 and purchase_id in (select purchase_id from moved))`
    : sql``;
  const logged = audit
    ? sql`, audited as (insert into audit_log
          (user_id, user_email, user_role, institution_id, resource, record_id, action, changes, ip)
        select ${audit.user_id}::int, ${audit.user_email}::varchar, ${audit.user_role}::smallint,
          ${audit.institution_id}::int, ${audit.resource}, ${audit.record_id}::text, ${audit.action},
          ${JSON.stringify(audit.changes)}::jsonb, ${audit.ip}::varchar
        from moved)`
    : sql``;
  const kept = move.keep
    ? sql`, kept as (insert into idempotency_keys (user_id, key, request, status_code, body)
        select ${move.keep.key.user_id}::int, ${move.keep.key.key}, ${move.keep.key.request}, 200,
          ${move.keep.body}
        from moved on conflict do nothing)`
    : sql``;
  const [row] = await queryRows<{ moved: number }>(
    db,
    sql`with moved as (
        update purchases set ticket_status = ${move.to}::smallint, ${column} = ${at}::timestamptz
        where purchase_id = ${move.purchase_id}::int and ticket_status = ${move.from}::smallint
        returning purchase_id
      ), evented as (insert into door_events (purchase_id, user_id, from_status, to_status, override_reason)
        select purchase_id, ${move.user_id}::int, ${move.from}::smallint, ${move.to}::smallint,
          ${move.override_reason}::text
        from moved)${freed}${logged}${kept}
      select count(*)::int as moved from moved`,
  );
  return Number(row?.moved ?? 0) > 0;
}

/** Keeps a move's reply for its Idempotency-Key, in the move's own transaction. */
export async function keepKey(db: Db, key: KeyToKeep, body: string): Promise<void> {
  await db.execute(
    sql`insert into idempotency_keys (user_id, key, request, status_code, body)
      values (${key.user_id}, ${key.key}, ${key.request}, 200, ${body}) on conflict do nothing`,
  );
}
