-- The door (issue 43): when a purchase entered and left, every door move with its override
-- reason, and at most one active locker allocation per locker and per purchase.
ALTER TABLE "purchases" ADD COLUMN "entered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
-- A locker is held only while its purchase is inside; of the older active allocations of one
-- locker or one purchase, the newest stays active, so the unique indexes below can be built.
UPDATE "locker_allocations" SET "status" = 0 WHERE "status" = 1 AND "purchase_id" IN (SELECT "purchase_id" FROM "purchases" WHERE "ticket_status" <> 1);--> statement-breakpoint
UPDATE "locker_allocations" AS a SET "status" = 0 WHERE a."status" = 1 AND EXISTS (SELECT 1 FROM "locker_allocations" AS b WHERE b."status" = 1 AND b."id" > a."id" AND (b."locker_id" = a."locker_id" OR b."purchase_id" = a."purchase_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "locker_allocations_active_locker_uq" ON "locker_allocations" ("locker_id") WHERE "status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "locker_allocations_active_purchase_uq" ON "locker_allocations" ("purchase_id") WHERE "status" = 1;--> statement-breakpoint
CREATE TABLE "door_events" (
  "id" serial PRIMARY KEY NOT NULL,
  "purchase_id" integer NOT NULL REFERENCES "purchases"("purchase_id") ON DELETE CASCADE,
  "user_id" integer REFERENCES "users"("user_id") ON DELETE SET NULL,
  "from_status" smallint NOT NULL,
  "to_status" smallint NOT NULL,
  "override_reason" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "door_events_purchase_idx" ON "door_events" ("purchase_id");--> statement-breakpoint
CREATE INDEX "purchases_entered_at_idx" ON "purchases" ("entered_at");
