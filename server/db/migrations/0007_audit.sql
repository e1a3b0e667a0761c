-- The audit history (issue 44): one row per change made through the API, written in the change's
-- own transaction (server/audit/record.ts). No foreign keys: an entry outlives the user, the
-- institution and the record it names. Not part of the change-notify feed (0002): no cache of
-- the server reads it.
CREATE TABLE "audit_log" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "user_id" integer,
  "user_email" varchar(255),
  "user_role" smallint,
  "institution_id" integer,
  "resource" varchar(32) NOT NULL,
  "record_id" text,
  "action" varchar(32) NOT NULL,
  "changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "ip" varchar(64)
);--> statement-breakpoint
-- Newest first: overall, per institution (an Institutional Admin's view) and per record.
CREATE INDEX "audit_log_at_idx" ON "audit_log" ("at", "id");--> statement-breakpoint
CREATE INDEX "audit_log_institution_at_idx" ON "audit_log" ("institution_id", "at", "id");--> statement-breakpoint
CREATE INDEX "audit_log_record_at_idx" ON "audit_log" ("resource", "record_id", "at", "id");--> statement-breakpoint
-- Entries are never changed or removed, by the API or by anyone else with SQL: every UPDATE,
-- DELETE and TRUNCATE of the table fails, whatever rows it would touch.
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
