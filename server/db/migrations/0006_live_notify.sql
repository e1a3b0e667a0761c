-- Live updates (issue 44, server/live/): every committed insert, update or delete of a row the
-- console shows sends, per statement and per institution, one small notice on 'partypass_live':
-- {"resource", "action", "institution_id", "ids"} (ids null past 100 rows), never row data. The
-- server passes each to the signed-in consoles that may read that institution's rows. The notices
-- of 0002 ('partypass_changes', the table's name) stay as they are for the row caches.
-- TG_ARGV: the console's resource name, the query of (institution_id, id) over the statement's
-- rows (%s is their transition table), and optionally a fixed action.
CREATE FUNCTION "partypass_notify_live"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP WHEN 'INSERT' THEN 'new_rows' WHEN 'DELETE' THEN 'old_rows'
    ELSE '(SELECT * FROM old_rows UNION ALL SELECT * FROM new_rows)' END;
  action text := coalesce(TG_ARGV[2], CASE TG_OP WHEN 'INSERT' THEN 'created'
    WHEN 'DELETE' THEN 'deleted' ELSE 'updated' END);
  grp record;
BEGIN
  FOR grp IN EXECUTE format(
    'SELECT inst, array_agg(DISTINCT id ORDER BY id) AS ids FROM (' || TG_ARGV[1] || ') s GROUP BY inst',
    changed)
  LOOP
    PERFORM pg_notify('partypass_live', json_build_object(
      'resource', TG_ARGV[0], 'action', action, 'institution_id', grp.inst,
      'ids', CASE WHEN cardinality(grp.ids) <= 100 THEN grp.ids END)::text);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "institutions_live_insert" AFTER INSERT ON "institutions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "partypass_notify_live"('institutions', 'SELECT r.institution_id AS inst, r.institution_id AS id FROM %s r');--> statement-breakpoint
CREATE TRIGGER "institutions_live_update" AFTER UPDATE ON "institutions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "partypass_notify_live"('institutions', 'SELECT r.institution_id AS inst, r.institution_id AS id FROM %s r');--> statement-breakpoint
CREATE TRIGGER "institutions_live_delete" AFTER DELETE ON "institutions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "partypass_notify_live"('institutions', 'SELECT r.institution_id AS inst, r.institution_id AS id FROM %s r');--> statement-breakpoint
CREATE TRIGGER "users_live_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "partypass_notify_live"('users', 'SELECT r.institution_id AS inst, r.user_id AS id FROM %s r');--> statement-breakpoint
CREATE TRIGGER "users_live_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "partypass_notify_live"('users', 'SELECT r.institution_id AS inst, r.user_id AS id FROM %s r');--> statement-breakpoint
CREATE TRIGGER "users_live_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "partypass_notify_live"('users', 'SELECT r.institution_id AS inst, r.user_id AS id FROM %s r');--> statement-breakpoint
CREATE TRIGGER "ticket_types_live_insert" AFTER INSERT ON "ticket_types" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "partypass_notify_live"('tickets', 'SELECT r.institution_id AS inst, r.ticket_id AS id FROM %s r');--> statement-breakpoint
CREATE TRIGGER "ticket_types_live_update" AFTER UPDATE ON "ticket_types" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "partypass_notify_live"('tickets', 'SELECT r.institution_id AS inst, r.ticket_id AS id FROM %s r');--> statement-breakpoint
CREATE TRIGGER "ticket_types_live_delete" AFTER DELETE ON "ticket_types" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "partypass_notify_live"('tickets', 'SELECT r.institution_id AS inst, r.ticket_id AS id FROM %s r');--> statement-breakpoint
CREATE TRIGGER "lockers_live_insert" AFTER INSERT ON "lockers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "partypass_notify_live"('lockers', 'SELECT r.institution_id AS inst, r.id AS id FROM %s r');--> statement-breakpoint
CREATE TRIGGER "lockers_live_update" AFTER UPDATE ON "lockers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "partypass_notify_live"('lockers', 'SELECT r.institution_id AS inst, r.id AS id FROM %s r');--> statement-breakpoint
CREATE TRIGGER "lockers_live_delete" AFTER DELETE ON "lockers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "partypass_notify_live"('lockers', 'SELECT r.institution_id AS inst, r.id AS id FROM %s r');--> statement-breakpoint
-- A purchase's institution is its ticket type's.
CREATE TRIGGER "purchases_live_insert" AFTER INSERT ON "purchases" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "partypass_notify_live"('purchase', 'SELECT t.institution_id AS inst, r.purchase_id AS id FROM %s r LEFT JOIN ticket_types t ON t.ticket_id = r.ticket_id');--> statement-breakpoint
CREATE TRIGGER "purchases_live_update" AFTER UPDATE ON "purchases" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "partypass_notify_live"('purchase', 'SELECT t.institution_id AS inst, r.purchase_id AS id FROM %s r LEFT JOIN ticket_types t ON t.ticket_id = r.ticket_id');--> statement-breakpoint
CREATE TRIGGER "purchases_live_delete" AFTER DELETE ON "purchases" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "partypass_notify_live"('purchase', 'SELECT t.institution_id AS inst, r.purchase_id AS id FROM %s r LEFT JOIN ticket_types t ON t.ticket_id = r.ticket_id');--> statement-breakpoint
-- A locker allocation is shown on its purchase: any change to one is an update of that purchase.
CREATE TRIGGER "locker_allocations_live_insert" AFTER INSERT ON "locker_allocations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "partypass_notify_live"('purchase', 'SELECT l.institution_id AS inst, r.purchase_id AS id FROM %s r LEFT JOIN lockers l ON l.id = r.locker_id', 'updated');--> statement-breakpoint
CREATE TRIGGER "locker_allocations_live_update" AFTER UPDATE ON "locker_allocations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "partypass_notify_live"('purchase', 'SELECT l.institution_id AS inst, r.purchase_id AS id FROM %s r LEFT JOIN lockers l ON l.id = r.locker_id', 'updated');--> statement-breakpoint
CREATE TRIGGER "locker_allocations_live_delete" AFTER DELETE ON "locker_allocations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "partypass_notify_live"('purchase', 'SELECT l.institution_id AS inst, r.purchase_id AS id FROM %s r LEFT JOIN lockers l ON l.id = r.locker_id', 'updated');--> statement-breakpoint
-- An ended or purged session ends its open streams at once, on every instance: the 0002 notice
-- (the table's name only), for updates and deletes (signing in, an insert, sends none).
CREATE TRIGGER "sessions_notify_change" AFTER UPDATE OR DELETE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "partypass_notify_change"();
