-- Optimistic concurrency (docs/api.md, "Edits and versions"): every record the console edits has
-- a version, raised by one on each edit through the API and sent as the reply's ETag. An edit that
-- names an older version in If-Match is refused with 409 and the current record.
ALTER TABLE "institutions" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "lockers" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Safe retries (docs/api.md, "Retries"): the first outcome of each Idempotency-Key a user sent to
-- a create or a door move, kept a day. A create stores its outcome in its own transaction, so a
-- committed write always has one and a retry never makes a second row.
CREATE TABLE IF NOT EXISTS "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" varchar(255) NOT NULL,
	"request" text NOT NULL,
	"status_code" smallint NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY ("user_id", "key")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "idempotency_keys_created_idx" ON "idempotency_keys" ("created_at");
