-- Saved list views (issue 59): a user's named filters, sort and columns of one console list,
-- stored here so they follow the user to any device. Each row belongs to one user and goes with
-- them. Not part of the change-notify feed (0002): no cache of the server reads it.
CREATE TABLE IF NOT EXISTS "saved_views" (
  "id" serial PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users" ("user_id") ON DELETE CASCADE,
  "list" varchar(32) NOT NULL,
  "name" varchar(60) NOT NULL,
  "state" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- One name per user and list; a user's views of a list are read together, by name.
CREATE UNIQUE INDEX IF NOT EXISTS "saved_views_user_list_name_idx" ON "saved_views" ("user_id", "list", "name");
