-- The purchase and locker allocation triggers in static SQL (issue 57): a door move fires them on
-- every entry and check-out, and the dynamic SQL of 0006 and 0011 (EXECUTE format(...)) was
-- parsed and planned again on every call. Static statements are planned once per trigger and
-- connection (PL/pgSQL keeps their plans), so each operation gets its own statement below. What
-- they write and notify is unchanged. The live triggers of the console's other tables keep 0006's
-- function: they fire on admin edits, not at the door.
-- Each changed purchase counts +1 as it is now and -1 as it was, grouped by the deltas' key;
-- groups that net to zero (an update of columns nothing counts) write nothing. A door move changes
-- ticket_status, a key of the deltas, so it always appends (and never changes a buyer's count).
CREATE OR REPLACE FUNCTION "purchases_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH c AS MATERIALIZED (
      SELECT r.ticket_id, r.user_id, r.purchase_date, r.payment_status, r.ticket_status,
        r.price_amount, 1 AS sign
      FROM new_rows r
    ),
    -- A share lock on the ticket types waits out a concurrent move to another institution (0011)
    -- and reads the institution it moved to. Share locks do not wait on each other.
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
    ON CONFLICT (institution_id, user_id) DO UPDATE SET purchases = b.purchases + excluded.purchases;
  ELSIF TG_OP = 'DELETE' THEN
    WITH c AS MATERIALIZED (
      SELECT r.ticket_id, r.user_id, r.purchase_date, r.payment_status, r.ticket_status,
        r.price_amount, -1 AS sign
      FROM old_rows r
    ),
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
    ON CONFLICT (institution_id, user_id) DO UPDATE SET purchases = b.purchases + excluded.purchases;
  ELSE
    WITH c AS MATERIALIZED (
      SELECT r.ticket_id, r.user_id, r.purchase_date, r.payment_status, r.ticket_status,
        r.price_amount, 1 AS sign
      FROM new_rows r
      UNION ALL
      SELECT r.ticket_id, r.user_id, r.purchase_date, r.payment_status, r.ticket_status,
        r.price_amount, -1
      FROM old_rows r
    ),
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
    ON CONFLICT (institution_id, user_id) DO UPDATE SET purchases = b.purchases + excluded.purchases;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- 0006's live notices of purchases: per statement and institution (its ticket type's), one
-- {"resource", "action", "institution_id", "ids"} notice, ids null past 100 rows.
CREATE OR REPLACE FUNCTION "purchases_notify_live"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('partypass_live', json_build_object('resource', 'purchase',
      'action', 'created', 'institution_id', g.inst,
      'ids', CASE WHEN cardinality(g.ids) <= 100 THEN g.ids END)::text)
    FROM (SELECT t.institution_id AS inst, array_agg(DISTINCT r.purchase_id ORDER BY r.purchase_id) AS ids
      FROM new_rows r LEFT JOIN ticket_types t ON t.ticket_id = r.ticket_id
      GROUP BY t.institution_id) g;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('partypass_live', json_build_object('resource', 'purchase',
      'action', 'deleted', 'institution_id', g.inst,
      'ids', CASE WHEN cardinality(g.ids) <= 100 THEN g.ids END)::text)
    FROM (SELECT t.institution_id AS inst, array_agg(DISTINCT r.purchase_id ORDER BY r.purchase_id) AS ids
      FROM old_rows r LEFT JOIN ticket_types t ON t.ticket_id = r.ticket_id
      GROUP BY t.institution_id) g;
  ELSE
    PERFORM pg_notify('partypass_live', json_build_object('resource', 'purchase',
      'action', 'updated', 'institution_id', g.inst,
      'ids', CASE WHEN cardinality(g.ids) <= 100 THEN g.ids END)::text)
    FROM (SELECT t.institution_id AS inst, array_agg(DISTINCT r.purchase_id ORDER BY r.purchase_id) AS ids
      FROM (SELECT o.purchase_id, o.ticket_id FROM old_rows o
            UNION ALL SELECT n.purchase_id, n.ticket_id FROM new_rows n) r
      LEFT JOIN ticket_types t ON t.ticket_id = r.ticket_id
      GROUP BY t.institution_id) g;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A locker allocation is shown on its purchase: any change to one is an update of that purchase,
-- at the locker's institution. A check-out frees its locker this way.
CREATE OR REPLACE FUNCTION "locker_allocations_notify_live"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('partypass_live', json_build_object('resource', 'purchase',
      'action', 'updated', 'institution_id', g.inst,
      'ids', CASE WHEN cardinality(g.ids) <= 100 THEN g.ids END)::text)
    FROM (SELECT l.institution_id AS inst, array_agg(DISTINCT r.purchase_id ORDER BY r.purchase_id) AS ids
      FROM new_rows r LEFT JOIN lockers l ON l.id = r.locker_id
      GROUP BY l.institution_id) g;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('partypass_live', json_build_object('resource', 'purchase',
      'action', 'updated', 'institution_id', g.inst,
      'ids', CASE WHEN cardinality(g.ids) <= 100 THEN g.ids END)::text)
    FROM (SELECT l.institution_id AS inst, array_agg(DISTINCT r.purchase_id ORDER BY r.purchase_id) AS ids
      FROM old_rows r LEFT JOIN lockers l ON l.id = r.locker_id
      GROUP BY l.institution_id) g;
  ELSE
    PERFORM pg_notify('partypass_live', json_build_object('resource', 'purchase',
      'action', 'updated', 'institution_id', g.inst,
      'ids', CASE WHEN cardinality(g.ids) <= 100 THEN g.ids END)::text)
    FROM (SELECT l.institution_id AS inst, array_agg(DISTINCT r.purchase_id ORDER BY r.purchase_id) AS ids
      FROM (SELECT o.purchase_id, o.locker_id FROM old_rows o
            UNION ALL SELECT n.purchase_id, n.locker_id FROM new_rows n) r
      LEFT JOIN lockers l ON l.id = r.locker_id
      GROUP BY l.institution_id) g;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Same names, so they fire in the same order among the tables' other triggers (by name). Written
-- to run again over objects already there, as the later migrations are (sales-rollups.test.ts).
DROP TRIGGER IF EXISTS "purchases_live_insert" ON "purchases";--> statement-breakpoint
DROP TRIGGER IF EXISTS "purchases_live_update" ON "purchases";--> statement-breakpoint
DROP TRIGGER IF EXISTS "purchases_live_delete" ON "purchases";--> statement-breakpoint
DROP TRIGGER IF EXISTS "locker_allocations_live_insert" ON "locker_allocations";--> statement-breakpoint
DROP TRIGGER IF EXISTS "locker_allocations_live_update" ON "locker_allocations";--> statement-breakpoint
DROP TRIGGER IF EXISTS "locker_allocations_live_delete" ON "locker_allocations";--> statement-breakpoint
CREATE TRIGGER "purchases_live_insert" AFTER INSERT ON "purchases" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "purchases_notify_live"();--> statement-breakpoint
CREATE TRIGGER "purchases_live_update" AFTER UPDATE ON "purchases" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "purchases_notify_live"();--> statement-breakpoint
CREATE TRIGGER "purchases_live_delete" AFTER DELETE ON "purchases" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "purchases_notify_live"();--> statement-breakpoint
CREATE TRIGGER "locker_allocations_live_insert" AFTER INSERT ON "locker_allocations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "locker_allocations_notify_live"();--> statement-breakpoint
CREATE TRIGGER "locker_allocations_live_update" AFTER UPDATE ON "locker_allocations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "locker_allocations_notify_live"();--> statement-breakpoint
CREATE TRIGGER "locker_allocations_live_delete" AFTER DELETE ON "locker_allocations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "locker_allocations_notify_live"();
