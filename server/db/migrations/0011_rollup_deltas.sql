-- Rollups without a hot row (issue 57) and daily rollups for the dashboard's periods (issue 61).
-- The purchase triggers no longer upsert the shared rollup rows of migration 0010: they append
-- their net change to "sales_deltas", a log that concurrent writers only ever insert into, so
-- that entries at a busy door (which change ticket_status, a rollup key) never wait on each
-- other. fold_sales_deltas() moves the log into the rollups in bounded batches (server/db/
-- rollupFold.ts runs it); the *_live views add what is not folded yet, so every read is exact
-- at any moment. institution_buyers keeps its direct upsert: its rows are one buyer's.
-- Writes to purchases and ticket types wait until the migration commits, so the backfill
-- below counts every purchase once.
LOCK TABLE "purchases", "ticket_types" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "sales_deltas" (
	"id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	"institution_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"day" date NOT NULL,
	"payment_status" varchar(32) NOT NULL,
	"ticket_status" smallint NOT NULL,
	"purchases" integer NOT NULL,
	"amount" numeric NOT NULL
);--> statement-breakpoint
-- An institution's deltas go with its per-institution rollups. A ticket type's do not: they
-- still count at its institution, whose rollups stay when a ticket type is deleted.
ALTER TABLE "sales_deltas" ADD CONSTRAINT "sales_deltas_institution_id_institutions_institution_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("institution_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "sales_deltas_institution_idx" ON "sales_deltas" ("institution_id");--> statement-breakpoint
-- Per ticket type and UTC day of purchase: sold and revenue as in ticket_sales, and the
-- purchases in each ticket status. The institution is the ticket type's (read by a join), so a
-- ticket type moved to another institution takes its days along without a write.
CREATE TABLE "sales_by_day" (
	"ticket_id" integer NOT NULL,
	"day" date NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"revenue" numeric DEFAULT 0 NOT NULL,
	"purchased" integer DEFAULT 0 NOT NULL,
	"entered" integer DEFAULT 0 NOT NULL,
	"checked_out" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_by_day_pk" PRIMARY KEY("ticket_id","day")
);--> statement-breakpoint
ALTER TABLE "sales_by_day" ADD CONSTRAINT "sales_by_day_ticket_id_ticket_types_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket_types"("ticket_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
-- The platform's periods read a range of days over every ticket type.
CREATE INDEX "sales_by_day_day_idx" ON "sales_by_day" ("day", "ticket_id");--> statement-breakpoint
-- Each changed purchase counts +1 as it is now and -1 as it was, grouped by the deltas' key;
-- groups that net to zero (an update of columns nothing counts) write nothing.
CREATE OR REPLACE FUNCTION "purchases_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    -- trigger below) and reads the institution it moved to. Share locks do not wait on each other.
    t AS (
      SELECT t.ticket_id, t.institution_id FROM ticket_types t
      WHERE t.ticket_id IN (SELECT c.ticket_id FROM c) ORDER BY t.ticket_id FOR SHARE
    ),
    deltas AS (
      INSERT INTO sales_deltas (institution_id, ticket_id, day, payment_status, ticket_status, purchases, amount)
      SELECT t.institution_id, c.ticket_id, (c.purchase_date AT TIME ZONE 'UTC')::date,
        c.payment_status, c.ticket_status, sum(c.sign), sum(c.sign * c.price_amount)
      FROM c JOIN t ON t.ticket_id = c.ticket_id
      GROUP BY 1, 2, 3, 4, 5
      HAVING sum(c.sign) <> 0 OR sum(c.sign * c.price_amount) <> 0
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
CREATE OR REPLACE FUNCTION "purchases_rollup_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "sales_by_month", "ticket_sales", "institution_buyers", "sales_by_day", "sales_deltas";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A ticket type moved to another institution takes its sales with it: its purchases count -1
-- at the old institution and +1 at the new one, as deltas (the per-ticket rollups net to zero).
CREATE OR REPLACE FUNCTION "ticket_types_rollup_move"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  INSERT INTO sales_deltas (institution_id, ticket_id, day, payment_status, ticket_status, purchases, amount)
  SELECT m.institution_id, m.ticket_id, (p.purchase_date AT TIME ZONE 'UTC')::date,
    p.payment_status, p.ticket_status, sum(m.sign), sum(m.sign * p.price_amount)
  FROM moved m JOIN purchases p ON p.ticket_id = m.ticket_id
  GROUP BY 1, 2, 3, 4, 5;
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
-- Moves up to `batch` of the oldest deltas into the rollups, in one transaction; returns how
-- many. One caller at a time (the others return 0 at once), and upserts in key order, so the
-- folding instances never queue on rollup rows; SKIP LOCKED leaves a delta being deleted by a
-- ticket type's or institution's deletion to the next run.
CREATE FUNCTION "fold_sales_deltas"(batch integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  folded integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('fold_sales_deltas')) THEN
    RETURN 0;
  END IF;
  WITH d AS (
    DELETE FROM sales_deltas WHERE id IN (
      SELECT id FROM sales_deltas ORDER BY id LIMIT batch FOR UPDATE SKIP LOCKED)
    RETURNING *
  ),
  months AS (
    INSERT INTO sales_by_month AS s (institution_id, month, payment_status, ticket_status, purchases, amount)
    SELECT d.institution_id, date_trunc('month', d.day::timestamp)::date, d.payment_status,
      d.ticket_status, sum(d.purchases), sum(d.amount)
    FROM d
    GROUP BY 1, 2, 3, 4
    HAVING sum(d.purchases) <> 0 OR sum(d.amount) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (institution_id, month, payment_status, ticket_status) DO UPDATE
    SET purchases = s.purchases + excluded.purchases, amount = s.amount + excluded.amount
  ),
  -- The per-ticket rollups of a ticket type deleted meanwhile went with it (foreign keys).
  kept AS (
    SELECT d.ticket_id, d.day, d.payment_status, d.ticket_status, d.purchases, d.amount
    FROM d JOIN ticket_types t ON t.ticket_id = d.ticket_id
  ),
  tickets AS (
    INSERT INTO ticket_sales AS s (ticket_id, sold, revenue)
    SELECT k.ticket_id,
      coalesce(sum(k.purchases) FILTER (WHERE k.payment_status NOT IN ('failed', 'refunded')), 0),
      coalesce(sum(k.amount) FILTER (WHERE k.payment_status = 'completed'), 0)
    FROM kept k
    GROUP BY 1
    ORDER BY 1
    ON CONFLICT (ticket_id) DO UPDATE
    SET sold = s.sold + excluded.sold, revenue = s.revenue + excluded.revenue
  ),
  days AS (
    INSERT INTO sales_by_day AS s (ticket_id, day, sold, revenue, purchased, entered, checked_out)
    SELECT k.ticket_id, k.day,
      coalesce(sum(k.purchases) FILTER (WHERE k.payment_status NOT IN ('failed', 'refunded')), 0),
      coalesce(sum(k.amount) FILTER (WHERE k.payment_status = 'completed'), 0),
      coalesce(sum(k.purchases) FILTER (WHERE k.ticket_status = 0), 0),
      coalesce(sum(k.purchases) FILTER (WHERE k.ticket_status = 1), 0),
      coalesce(sum(k.purchases) FILTER (WHERE k.ticket_status = 2), 0)
    FROM kept k
    GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT (ticket_id, day) DO UPDATE
    SET sold = s.sold + excluded.sold, revenue = s.revenue + excluded.revenue,
      purchased = s.purchased + excluded.purchased, entered = s.entered + excluded.entered,
      checked_out = s.checked_out + excluded.checked_out
  )
  SELECT count(*) INTO folded FROM d;
  RETURN folded;
END
$$;--> statement-breakpoint
-- The rollups as they stand, folded or not: what the dashboard reads. The per-ticket ones leave
-- out the deltas of a deleted ticket type, whose folded rows went with it.
CREATE VIEW "sales_by_month_live" AS
  SELECT institution_id, month, payment_status, ticket_status, purchases, amount FROM sales_by_month
  UNION ALL
  SELECT institution_id, date_trunc('month', day::timestamp)::date, payment_status, ticket_status,
    purchases, amount
  FROM sales_deltas;--> statement-breakpoint
CREATE VIEW "ticket_sales_live" AS
  SELECT ticket_id, sum(sold)::integer AS sold, sum(revenue) AS revenue FROM (
    SELECT ticket_id, sold, revenue FROM ticket_sales
    UNION ALL
    SELECT ticket_id,
      CASE WHEN payment_status NOT IN ('failed', 'refunded') THEN purchases ELSE 0 END,
      CASE WHEN payment_status = 'completed' THEN amount ELSE 0 END
    FROM sales_deltas d
    WHERE EXISTS (SELECT 1 FROM ticket_types t WHERE t.ticket_id = d.ticket_id)
  ) s GROUP BY ticket_id;--> statement-breakpoint
CREATE VIEW "sales_by_day_live" AS
  SELECT ticket_id, day, sold, revenue, purchased, entered, checked_out FROM sales_by_day
  UNION ALL
  SELECT ticket_id, day,
    CASE WHEN payment_status NOT IN ('failed', 'refunded') THEN purchases ELSE 0 END,
    CASE WHEN payment_status = 'completed' THEN amount ELSE 0 END,
    CASE WHEN ticket_status = 0 THEN purchases ELSE 0 END,
    CASE WHEN ticket_status = 1 THEN purchases ELSE 0 END,
    CASE WHEN ticket_status = 2 THEN purchases ELSE 0 END
  FROM sales_deltas d
  WHERE EXISTS (SELECT 1 FROM ticket_types t WHERE t.ticket_id = d.ticket_id);--> statement-breakpoint
-- The days of the purchases made before this migration (the other rollups are already exact).
INSERT INTO "sales_by_day" ("ticket_id", "day", "sold", "revenue", "purchased", "entered", "checked_out")
SELECT p."ticket_id", (p."purchase_date" AT TIME ZONE 'UTC')::date,
  count(*) FILTER (WHERE p."payment_status" NOT IN ('failed', 'refunded')),
  coalesce(sum(p."price_amount") FILTER (WHERE p."payment_status" = 'completed'), 0),
  count(*) FILTER (WHERE p."ticket_status" = 0),
  count(*) FILTER (WHERE p."ticket_status" = 1),
  count(*) FILTER (WHERE p."ticket_status" = 2)
FROM "purchases" p GROUP BY 1, 2;
