-- Every committed change to a table the server keeps answers of sends one notice on the channel
-- 'partypass_changes' (payload: the table's name), whoever made it: this server, another
-- instance, a script or psql. The server listens and clears its caches (server/db/changes.ts).
-- Statement-level, so a bulk insert sends one notice, and PostgreSQL folds equal notices of one
-- transaction into one.
CREATE FUNCTION "partypass_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('partypass_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "institutions_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "institutions" FOR EACH STATEMENT EXECUTE FUNCTION "partypass_notify_change"();--> statement-breakpoint
CREATE TRIGGER "users_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "partypass_notify_change"();--> statement-breakpoint
CREATE TRIGGER "ticket_types_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ticket_types" FOR EACH STATEMENT EXECUTE FUNCTION "partypass_notify_change"();--> statement-breakpoint
CREATE TRIGGER "lockers_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lockers" FOR EACH STATEMENT EXECUTE FUNCTION "partypass_notify_change"();--> statement-breakpoint
CREATE TRIGGER "purchases_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "purchases" FOR EACH STATEMENT EXECUTE FUNCTION "partypass_notify_change"();--> statement-breakpoint
CREATE TRIGGER "locker_allocations_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "locker_allocations" FOR EACH STATEMENT EXECUTE FUNCTION "partypass_notify_change"();
