-- Cheap purchase lists without caches. Every own-column sort of the purchase list gets an index
-- (sort column, purchase_id) that also carries every filter column, so the ids of a page, with
-- or without filters, come from an index-only scan (the page's rows are then read by id), and a
-- keyset page ("after this row") is an index range read. Names typed into a search are matched
-- with trigram indexes (pg_trgm, shipped with PGlite and trusted on PostgreSQL 13+).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "purchases_date_id_idx";--> statement-breakpoint
DROP INDEX "purchases_price_id_idx";--> statement-breakpoint
DROP INDEX "purchases_ticket_date_id_idx";--> statement-breakpoint
CREATE INDEX "purchases_id_cover_idx" ON "purchases" USING btree ("purchase_id","ticket_status","payment_status","payment_method","user_id","ticket_id");--> statement-breakpoint
CREATE INDEX "purchases_date_cover_idx" ON "purchases" USING btree ("purchase_date","purchase_id","ticket_status","payment_status","payment_method","user_id","ticket_id");--> statement-breakpoint
CREATE INDEX "purchases_price_cover_idx" ON "purchases" USING btree ("price_amount","purchase_id","ticket_status","payment_status","payment_method","user_id","ticket_id");--> statement-breakpoint
CREATE INDEX "purchases_ticket_date_cover_idx" ON "purchases" USING btree ("ticket_date","purchase_id","ticket_status","payment_status","payment_method","user_id","ticket_id");--> statement-breakpoint
CREATE INDEX "purchases_status_cover_idx" ON "purchases" USING btree ("ticket_status","purchase_id","payment_status","payment_method","user_id","ticket_id");--> statement-breakpoint
CREATE INDEX "purchases_payment_status_cover_idx" ON "purchases" USING btree ("payment_status","purchase_id","ticket_status","payment_method","user_id","ticket_id");--> statement-breakpoint
CREATE INDEX "purchases_payment_method_cover_idx" ON "purchases" USING btree ("payment_method","purchase_id","ticket_status","payment_status","user_id","ticket_id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ticket_types_name_trgm_idx" ON "ticket_types" USING gin ("name" gin_trgm_ops);
