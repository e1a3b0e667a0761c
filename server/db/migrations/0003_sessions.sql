-- Sessions: every token carries the id of a row here, and the guard refuses a token whose row is
-- gone, expired or ended, so signing out, a password or role change, a deletion or an
-- administrator can end sessions on every server instance at once. No foreign key to users: the
-- row of a deleted user's session stays to tell why it ended, until it expires.
CREATE TABLE "sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" varchar(32)
);--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
-- Failed sign-ins per (account, address): the growing delay of server/auth/login-throttle.ts,
-- shared by every instance and kept across restarts.
CREATE TABLE "login_failures" (
	"email" varchar(255) NOT NULL,
	"address" varchar(64) NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "login_failures_pk" PRIMARY KEY("email","address")
);--> statement-breakpoint
CREATE INDEX "login_failures_last_idx" ON "login_failures" USING btree ("last_failure_at");
