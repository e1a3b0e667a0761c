-- Sales rollups (issue 45): the dashboard's figures without a period (server/routes/analytics.ts)
-- read these small tables instead of scanning every purchase four times per request. Statement
-- triggers on purchases keep them in the writing transaction itself, from the statement's
-- transition tables, so a bulk insert (the seed's 4 000-row chunks) costs one aggregate per
-- statement, not one trigger call per row. Rows that fall to zero stay (they cost nothing to the
-- sums); the foreign keys remove them with their institution, ticket type or user.
-- The institution of a purchase is its ticket type's.
CREATE TABLE "sales_by_month" (
	"institution_id" integer NOT NULL,
	"month" date NOT NULL,
	"payment_status" varchar(32) NOT NULL,
	"ticket_status" smallint NOT NULL,
	"purchases" integer DEFAULT 0 NOT NULL,
	"amount" numeric DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_by_month_pk" PRIMARY KEY("institution_id","month","payment_status","ticket_status")
);--> statement-breakpoint
CREATE TABLE "ticket_sales" (
	"ticket_id" integer PRIMARY KEY NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"revenue" numeric DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE TABLE "institution_buyers" (
	"institution_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"purchases" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "institution_buyers_pk" PRIMARY KEY("institution_id","user_id")
);--> statement-breakpoint
ALTER TABLE "sales_by_month" ADD CONSTRAINT "sales_by_month_institution_id_institutions_institution_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("institution_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "ticket_sales" ADD CONSTRAINT "ticket_sales_ticket_id_ticket_types_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket_types"("ticket_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "institution_buyers" ADD CONSTRAINT "institution_buyers_institution_id_institutions_institution_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("institution_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "institution_buyers" ADD CONSTRAINT "institution_buyers_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
-- Deleting a user finds its (zero) rows without scanning the table.
CREATE INDEX "institution_buyers_user_idx" ON "institution_buyers" ("user_id");--> statement-breakpoint
-- One function for INSERT, UPDATE and DELETE: each changed purchase counts +1 as it is now and
-- -1 as it was, grouped by rollup key; groups whose change nets to zero (an update of the door
-- columns only) write nothing. Upserts go in key order so that concurrent transactions lock the
-- rows they share in one order and cannot deadlock on them. One statement, planned once per
-- call: three separate ones made a one-row write cost about twice as much again.
CREATE FUNCTION "purchases_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols text := 'r.ticket_id, r.user_id, r.purchase_date, r.payment_status, r.ticket_status, r.price_amount';
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS sign FROM new_rows r', cols)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS sign FROM old_rows r', cols)
    ELSE format('SELECT %s, 1 AS sign FROM new_rows r UNION ALL SELECT %s, -1 FROM old_rows r', cols, cols) END;
BEGIN
  EXECUTE format($q$
    WITH c AS MATERIALIZED (%s),
    -- A share lock on the ticket types waits out a concurrent move to another institution (the
    -- trigger below) and reads the institution it moved to.
    t AS (
      SELECT t.ticket_id, t.institution_id FROM ticket_types t
      WHERE t.ticket_id IN (SELECT c.ticket_id FROM c) ORDER BY t.ticket_id FOR SHARE
    ),
    months AS (
      INSERT INTO sales_by_month AS s (institution_id, month, payment_status, ticket_status, purchases, amount)
      SELECT t.institution_id, date_trunc('month', c.purchase_date AT TIME ZONE 'UTC')::date,
        c.payment_status, c.ticket_status, sum(c.sign), sum(c.sign * c.price_amount)
      FROM c JOIN t ON t.ticket_id = c.ticket_id
      GROUP BY 1, 2, 3, 4
      HAVING sum(c.sign) <> 0 OR sum(c.sign * c.price_amount) <> 0
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (institution_id, month, payment_status, ticket_status) DO UPDATE
      SET purchases = s.purchases + excluded.purchases, amount = s.amount + excluded.amount
    ),
    tickets AS (
      INSERT INTO ticket_sales AS s (ticket_id, sold, revenue)
      SELECT d.ticket_id, d.sold, d.revenue FROM (
        SELECT c.ticket_id,
          coalesce(sum(c.sign) FILTER (WHERE c.payment_status NOT IN ('failed', 'refunded')), 0) AS sold,
          coalesce(sum(c.sign * c.price_amount) FILTER (WHERE c.payment_status = 'completed'), 0) AS revenue
        FROM c GROUP BY c.ticket_id) d
      WHERE d.sold <> 0 OR d.revenue <> 0
      ORDER BY d.ticket_id
      ON CONFLICT (ticket_id) DO UPDATE
      SET sold = s.sold + excluded.sold, revenue = s.revenue + excluded.revenue
    )
    INSERT INTO institution_buyers AS b (institution_id, user_id, purchases)
    SELECT t.institution_id, c.user_id, sum(c.sign)
    FROM c JOIN t ON t.ticket_id = c.ticket_id
    GROUP BY 1, 2
    HAVING sum(c.sign) <> 0
    ORDER BY 1, 2
    ON CONFLICT (institution_id, user_id) DO UPDATE SET purchases = b.purchases + excluded.purchases
  $q$, changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "purchases_rollup_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "sales_by_month", "ticket_sales", "institution_buyers";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A ticket type moved to another institution takes its sales with it: its purchases count -1
-- at the old institution and +1 at the new one (ticket_sales is per ticket type: unchanged).
CREATE FUNCTION "ticket_types_rollup_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.ticket_id = o.ticket_id
                 WHERE n.institution_id <> o.institution_id) THEN
    RETURN NULL;
  END IF;
  WITH moved AS (
    SELECT o.ticket_id, o.institution_id, -1 AS sign FROM old_rows o
      JOIN new_rows n ON n.ticket_id = o.ticket_id WHERE n.institution_id <> o.institution_id
    UNION ALL
    SELECT n.ticket_id, n.institution_id, 1 FROM old_rows o
      JOIN new_rows n ON n.ticket_id = o.ticket_id WHERE n.institution_id <> o.institution_id
  )
  INSERT INTO sales_by_month AS s (institution_id, month, payment_status, ticket_status, purchases, amount)
  SELECT m.institution_id, date_trunc('month', p.purchase_date AT TIME ZONE 'UTC')::date,
    p.payment_status, p.ticket_status, sum(m.sign), sum(m.sign * p.price_amount)
  FROM moved m JOIN purchases p ON p.ticket_id = m.ticket_id
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (institution_id, month, payment_status, ticket_status) DO UPDATE
  SET purchases = s.purchases + excluded.purchases, amount = s.amount + excluded.amount;
  WITH moved AS (
    SELECT o.ticket_id, o.institution_id, -1 AS sign FROM old_rows o
      JOIN new_rows n ON n.ticket_id = o.ticket_id WHERE n.institution_id <> o.institution_id
    UNION ALL
    SELECT n.ticket_id, n.institution_id, 1 FROM old_rows o
      JOIN new_rows n ON n.ticket_id = o.ticket_id WHERE n.institution_id <> o.institution_id
  )
  INSERT INTO institution_buyers AS b (institution_id, user_id, purchases)
  SELECT m.institution_id, p.user_id, sum(m.sign)
  FROM moved m JOIN purchases p ON p.ticket_id = m.ticket_id
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (institution_id, user_id) DO UPDATE SET purchases = b.purchases + excluded.purchases;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "purchases_rollup_insert" AFTER INSERT ON "purchases" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "purchases_rollup"();--> statement-breakpoint
CREATE TRIGGER "purchases_rollup_update" AFTER UPDATE ON "purchases" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "purchases_rollup"();--> statement-breakpoint
CREATE TRIGGER "purchases_rollup_delete" AFTER DELETE ON "purchases" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "purchases_rollup"();--> statement-breakpoint
CREATE TRIGGER "purchases_rollup_truncate" AFTER TRUNCATE ON "purchases" FOR EACH STATEMENT EXECUTE FUNCTION "purchases_rollup_truncate"();--> statement-breakpoint
CREATE TRIGGER "ticket_types_rollup_move" AFTER UPDATE ON "ticket_types" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ticket_types_rollup_move"();--> statement-breakpoint
-- The sales made before this migration. The triggers above already hold purchases against
-- writes until the migration commits, so no purchase is missed or counted twice.
INSERT INTO "sales_by_month" ("institution_id", "month", "payment_status", "ticket_status", "purchases", "amount")
SELECT t."institution_id", date_trunc('month', p."purchase_date" AT TIME ZONE 'UTC')::date,
  p."payment_status", p."ticket_status", count(*), sum(p."price_amount")
FROM "purchases" p JOIN "ticket_types" t ON t."ticket_id" = p."ticket_id"
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "ticket_sales" ("ticket_id", "sold", "revenue")
SELECT p."ticket_id", count(*) FILTER (WHERE p."payment_status" NOT IN ('failed', 'refunded')),
  coalesce(sum(p."price_amount") FILTER (WHERE p."payment_status" = 'completed'), 0)
FROM "purchases" p GROUP BY p."ticket_id";--> statement-breakpoint
INSERT INTO "institution_buyers" ("institution_id", "user_id", "purchases")
SELECT t."institution_id", p."user_id", count(*)
FROM "purchases" p JOIN "ticket_types" t ON t."ticket_id" = p."ticket_id"
GROUP BY 1, 2;
