DROP INDEX "purchases_ticket_status_idx";--> statement-breakpoint
DROP INDEX "purchases_payment_status_idx";--> statement-breakpoint
DROP INDEX "purchases_payment_method_idx";--> statement-breakpoint
DROP INDEX "purchases_ticket_idx";--> statement-breakpoint
DROP INDEX "purchases_user_idx";--> statement-breakpoint
DROP INDEX "purchases_purchase_date_idx";--> statement-breakpoint
CREATE INDEX "purchases_date_id_idx" ON "purchases" USING btree ("purchase_date","purchase_id");--> statement-breakpoint
CREATE INDEX "purchases_price_id_idx" ON "purchases" USING btree ("price_amount","purchase_id");--> statement-breakpoint
CREATE INDEX "purchases_ticket_date_id_idx" ON "purchases" USING btree ("ticket_date","purchase_id");--> statement-breakpoint
CREATE INDEX "purchases_status_date_idx" ON "purchases" USING btree ("ticket_status","purchase_date","purchase_id");--> statement-breakpoint
CREATE INDEX "purchases_payment_status_date_idx" ON "purchases" USING btree ("payment_status","purchase_date","purchase_id");--> statement-breakpoint
CREATE INDEX "purchases_payment_method_date_idx" ON "purchases" USING btree ("payment_method","purchase_date","purchase_id");--> statement-breakpoint
CREATE INDEX "purchases_ticket_date_idx" ON "purchases" USING btree ("ticket_id","purchase_date","purchase_id");--> statement-breakpoint
CREATE INDEX "purchases_user_date_idx" ON "purchases" USING btree ("user_id","purchase_date","purchase_id");--> statement-breakpoint
CREATE INDEX "ticket_types_name_idx" ON "ticket_types" USING btree ("name","ticket_id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name","user_id");