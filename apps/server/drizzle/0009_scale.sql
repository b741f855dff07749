-- Trigram indexes (users, orders) need pg_trgm; PostgreSQL ships it as a trusted extension, PGlite loads it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "daily_course_sales" (
	"day" date NOT NULL,
	"course_id" integer NOT NULL,
	"currency" text NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_course_sales_day_course_id_currency_pk" PRIMARY KEY("day","course_id","currency")
);
--> statement-breakpoint
CREATE TABLE "daily_order_states" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_order_states_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
CREATE TABLE "daily_paid_figures" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"paid_orders" integer DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_paid_figures_day_currency_pk" PRIMARY KEY("day","currency")
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "units_sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_course_sales" ADD CONSTRAINT "daily_course_sales_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_bestsellers_idx" ON "courses" USING btree ("units_sold" DESC NULLS LAST,"view_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "courses"."status" = 'published';--> statement-breakpoint
-- The shop's day of an instant (Asia/Bangkok), as the dashboard counts days.
CREATE FUNCTION shop_day(instant timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (instant AT TIME ZONE 'Asia/Bangkok')::date
$$;--> statement-breakpoint
-- A paid line's units and net, added (sign 1) or taken out (-1) of its course's units sold and of
-- the day's sales. A refunded line no longer counts.
CREATE FUNCTION count_paid_line(line order_lines, paid_order orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF paid_order.approved_at IS NULL
     OR EXISTS (SELECT 1 FROM order_refund_lines WHERE order_line_id = line.id) THEN
    RETURN;
  END IF;
  UPDATE courses SET units_sold = units_sold + sign * line.quantity WHERE id = line.course_id;
  INSERT INTO daily_course_sales AS s (day, course_id, currency, units, net)
  VALUES (shop_day(paid_order.approved_at), line.course_id, paid_order.currency, sign * line.quantity, sign * line.net)
  ON CONFLICT (day, course_id, currency)
  DO UPDATE SET units = s.units + excluded.units, net = s.net + excluded.net;
END $$;--> statement-breakpoint
-- An order's part of the day's figures: its state on the day it was created, and once approved,
-- the paid order and each of its lines (in course order, so two approvals lock courses alike).
CREATE FUNCTION count_order(counted orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  line order_lines;
BEGIN
  INSERT INTO daily_order_states AS s (day, status, orders)
  VALUES (shop_day(counted.created_at), counted.status, sign)
  ON CONFLICT (day, status) DO UPDATE SET orders = s.orders + excluded.orders;
  IF counted.approved_at IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO daily_paid_figures AS f (day, currency, paid_orders, paid_amount)
  VALUES (shop_day(counted.approved_at), counted.currency, sign, sign * counted.total)
  ON CONFLICT (day, currency)
  DO UPDATE SET paid_orders = f.paid_orders + excluded.paid_orders, paid_amount = f.paid_amount + excluded.paid_amount;
  FOR line IN SELECT * FROM order_lines WHERE order_id = counted.id ORDER BY course_id, id LOOP
    PERFORM count_paid_line(line, counted, sign);
  END LOOP;
END $$;--> statement-breakpoint
CREATE FUNCTION count_order_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM count_order(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM count_order(NEW, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_counted_on_insert_or_delete AFTER INSERT OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION count_order_change();--> statement-breakpoint
CREATE TRIGGER orders_counted_on_change AFTER UPDATE ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.approved_at IS DISTINCT FROM NEW.approved_at
    OR OLD.total IS DISTINCT FROM NEW.total OR OLD.currency IS DISTINCT FROM NEW.currency
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION count_order_change();--> statement-breakpoint
-- A line added to (or removed from) an order already paid counts at once; lines of unpaid orders
-- count when the order is approved.
CREATE FUNCTION count_line_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paid_order orders;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT * INTO paid_order FROM orders WHERE id = NEW.order_id;
    IF FOUND THEN PERFORM count_paid_line(NEW, paid_order, 1); END IF;
  ELSE
    SELECT * INTO paid_order FROM orders WHERE id = OLD.order_id;
    IF FOUND THEN PERFORM count_paid_line(OLD, paid_order, -1); END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_lines_counted AFTER INSERT OR DELETE ON order_lines
  FOR EACH ROW EXECUTE FUNCTION count_line_change();--> statement-breakpoint
-- A refunded line leaves its course's units sold and its day's sales (and returns if the refund
-- line is removed). Runs before the refund line is written, while count_paid_line still counts it.
CREATE FUNCTION count_refund_line_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  line order_lines;
  paid_order orders;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT * INTO line FROM order_lines WHERE id = NEW.order_line_id;
  ELSE
    SELECT * INTO line FROM order_lines WHERE id = OLD.order_line_id;
  END IF;
  IF NOT FOUND THEN
    IF TG_OP = 'INSERT' THEN RETURN NEW; END IF;
    RETURN NULL;
  END IF;
  SELECT * INTO paid_order FROM orders WHERE id = line.order_id;
  IF TG_OP = 'INSERT' THEN
    PERFORM count_paid_line(line, paid_order, -1);
  ELSE
    -- The refund line is gone by now (AFTER DELETE), so the line counts again.
    PERFORM count_paid_line(line, paid_order, 1);
  END IF;
  IF TG_OP = 'INSERT' THEN RETURN NEW; END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_refund_lines_counted_before_insert BEFORE INSERT ON order_refund_lines
  FOR EACH ROW EXECUTE FUNCTION count_refund_line_change();--> statement-breakpoint
CREATE TRIGGER order_refund_lines_counted_after_delete AFTER DELETE ON order_refund_lines
  FOR EACH ROW EXECUTE FUNCTION count_refund_line_change();--> statement-breakpoint
-- Money given back, on the day of the refund, in its order's currency.
CREATE FUNCTION count_refund_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  refund order_refunds;
  sign integer;
BEGIN
  IF TG_OP = 'INSERT' THEN refund := NEW; sign := 1; ELSE refund := OLD; sign := -1; END IF;
  INSERT INTO daily_paid_figures AS f (day, currency, refunded_amount)
  SELECT shop_day(refund.created_at), o.currency, sign * refund.amount FROM orders o WHERE o.id = refund.order_id
  ON CONFLICT (day, currency) DO UPDATE SET refunded_amount = f.refunded_amount + excluded.refunded_amount;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_refunds_counted AFTER INSERT OR DELETE ON order_refunds
  FOR EACH ROW EXECUTE FUNCTION count_refund_change();--> statement-breakpoint
-- Backfill from the orders as they are now (the triggers keep the figures from here on).
INSERT INTO daily_order_states (day, status, orders)
SELECT shop_day(created_at), status, count(*) FROM orders GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO daily_paid_figures (day, currency, paid_orders, paid_amount)
SELECT shop_day(approved_at), currency, count(*), sum(total) FROM orders WHERE approved_at IS NOT NULL GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO daily_paid_figures AS f (day, currency, refunded_amount)
SELECT shop_day(r.created_at), o.currency, sum(r.amount) FROM order_refunds r JOIN orders o ON o.id = r.order_id GROUP BY 1, 2
ON CONFLICT (day, currency) DO UPDATE SET refunded_amount = excluded.refunded_amount;--> statement-breakpoint
INSERT INTO daily_course_sales (day, course_id, currency, units, net)
SELECT shop_day(o.approved_at), l.course_id, o.currency, sum(l.quantity), sum(l.net)
FROM order_lines l JOIN orders o ON o.id = l.order_id
WHERE o.approved_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM order_refund_lines r WHERE r.order_line_id = l.id)
GROUP BY 1, 2, 3;--> statement-breakpoint
UPDATE courses c SET units_sold = s.units
FROM (SELECT course_id, sum(units) AS units FROM daily_course_sales GROUP BY course_id) s
WHERE c.id = s.course_id;
