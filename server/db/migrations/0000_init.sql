CREATE TABLE "institutions" (
	"institution_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"email" varchar(255),
	"phone" varchar(50),
	"address" text,
	"map_location" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"details" text,
	"cover_photo" text,
	"video_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locker_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"locker_id" integer NOT NULL,
	"allocation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lockers" (
	"id" serial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"locker_number" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lockers_institution_number_uq" UNIQUE("institution_id","locker_number")
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"purchase_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"purchase_date" timestamp with time zone DEFAULT now() NOT NULL,
	"ticket_date" date,
	"price_amount" numeric(10, 2) NOT NULL,
	"payment_status" varchar(32) NOT NULL,
	"payment_method" varchar(32) NOT NULL,
	"ticket_status" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_types" (
	"ticket_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"institution_id" integer NOT NULL,
	"price" numeric(10, 2) DEFAULT '0.00' NOT NULL,
	"capacity" integer DEFAULT 0 NOT NULL,
	"benefits" text,
	"is_regular" boolean DEFAULT false NOT NULL,
	"date" date,
	"start_datetime" time,
	"end_datetime" time,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"email" varchar(255) NOT NULL,
	"password_hash" text NOT NULL,
	"phone" varchar(50),
	"role" smallint DEFAULT 0 NOT NULL,
	"is_social" boolean DEFAULT false NOT NULL,
	"social_uuid" varchar(255),
	"date_of_birth" date,
	"institution_id" integer,
	"profile_pic" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locker_allocations" ADD CONSTRAINT "locker_allocations_purchase_id_purchases_purchase_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("purchase_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locker_allocations" ADD CONSTRAINT "locker_allocations_locker_id_lockers_id_fk" FOREIGN KEY ("locker_id") REFERENCES "public"."lockers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lockers" ADD CONSTRAINT "lockers_institution_id_institutions_institution_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("institution_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_ticket_id_ticket_types_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket_types"("ticket_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_institution_id_institutions_institution_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("institution_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_institution_id_institutions_institution_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("institution_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "institutions_status_idx" ON "institutions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "institutions_name_idx" ON "institutions" USING btree ("name");--> statement-breakpoint
CREATE INDEX "locker_allocations_purchase_idx" ON "locker_allocations" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "locker_allocations_locker_idx" ON "locker_allocations" USING btree ("locker_id");--> statement-breakpoint
CREATE INDEX "purchases_ticket_status_idx" ON "purchases" USING btree ("ticket_status");--> statement-breakpoint
CREATE INDEX "purchases_payment_status_idx" ON "purchases" USING btree ("payment_status");--> statement-breakpoint
CREATE INDEX "purchases_payment_method_idx" ON "purchases" USING btree ("payment_method");--> statement-breakpoint
CREATE INDEX "purchases_ticket_idx" ON "purchases" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "purchases_user_idx" ON "purchases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "purchases_purchase_date_idx" ON "purchases" USING btree ("purchase_date");--> statement-breakpoint
CREATE INDEX "ticket_types_institution_idx" ON "ticket_types" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "ticket_types_date_idx" ON "ticket_types" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_institution_idx" ON "users" USING btree ("institution_id");