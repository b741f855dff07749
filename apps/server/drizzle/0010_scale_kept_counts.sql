CREATE TABLE "kept_counts" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monthly_course_sales" (
	"month" date NOT NULL,
	"course_id" integer NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"net_thb" bigint DEFAULT 0 NOT NULL,
	"net_usd" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "monthly_course_sales_month_course_id_pk" PRIMARY KEY("month","course_id")
);
--> statement-breakpoint
ALTER TABLE "monthly_course_sales" ADD CONSTRAINT "monthly_course_sales_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monthly_course_sales_rank_idx" ON "monthly_course_sales" USING btree ("month","units" DESC NULLS LAST,"net" DESC NULLS LAST,"course_id");--> statement-breakpoint
CREATE INDEX "courses_catalogue_order_idx" ON "courses" USING btree ("sort_order","id" DESC NULLS LAST,"course_type","end_publish") WHERE "courses"."status" = 'published';--> statement-breakpoint
CREATE INDEX "courses_title_trgm_idx" ON "courses" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_short_description_trgm_idx" ON "courses" USING gin ("short_description" gin_trgm_ops);--> statement-breakpoint
-- A paid line also counts in its course's month (first day of the Bangkok month), for the
-- dashboard's best sellers of the month; otherwise as in 0009.
CREATE OR REPLACE FUNCTION count_paid_line(line order_lines, paid_order orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  paid_day date;
BEGIN
  IF paid_order.approved_at IS NULL
     OR EXISTS (SELECT 1 FROM order_refund_lines WHERE order_line_id = line.id) THEN
    RETURN;
  END IF;
  paid_day := shop_day(paid_order.approved_at);
  UPDATE courses SET units_sold = units_sold + sign * line.quantity WHERE id = line.course_id;
  INSERT INTO daily_course_sales AS s (day, course_id, currency, units, net)
  VALUES (paid_day, line.course_id, paid_order.currency, sign * line.quantity, sign * line.net)
  ON CONFLICT (day, course_id, currency)
  DO UPDATE SET units = s.units + excluded.units, net = s.net + excluded.net;
  INSERT INTO monthly_course_sales AS m (month, course_id, units, net, net_thb, net_usd)
  VALUES (date_trunc('month', paid_day)::date, line.course_id, sign * line.quantity, sign * line.net,
    CASE WHEN paid_order.currency = 'THB' THEN sign * line.net ELSE 0 END,
    CASE WHEN paid_order.currency = 'USD' THEN sign * line.net ELSE 0 END)
  ON CONFLICT (month, course_id)
  DO UPDATE SET units = m.units + excluded.units, net = m.net + excluded.net,
    net_thb = m.net_thb + excluded.net_thb, net_usd = m.net_usd + excluded.net_usd;
END $$;--> statement-breakpoint
INSERT INTO monthly_course_sales (month, course_id, units, net, net_thb, net_usd)
SELECT date_trunc('month', day)::date, course_id, sum(units), sum(net),
  coalesce(sum(net) FILTER (WHERE currency = 'THB'), 0), coalesce(sum(net) FILTER (WHERE currency = 'USD'), 0)
FROM daily_course_sales GROUP BY 1, 2;--> statement-breakpoint
-- Accounts with the student role, kept per statement from its transition tables (a bulk insert
-- updates the count once); the row is written only when the count changes, so the many updates
-- of an account (a sign-in's time) never wait on it.
CREATE FUNCTION count_students_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO change FROM new_rows WHERE 'student' = ANY (roles);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT -count(*) INTO change FROM old_rows WHERE 'student' = ANY (roles);
  ELSE
    SELECT (SELECT count(*) FROM new_rows WHERE 'student' = ANY (roles))
      - (SELECT count(*) FROM old_rows WHERE 'student' = ANY (roles)) INTO change;
  END IF;
  IF change <> 0 THEN
    UPDATE kept_counts SET value = value + change WHERE name = 'students';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_students_counted_on_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_students_change();--> statement-breakpoint
CREATE TRIGGER users_students_counted_on_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_students_change();--> statement-breakpoint
CREATE TRIGGER users_students_counted_on_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_students_change();--> statement-breakpoint
INSERT INTO kept_counts (name, value) SELECT 'students', count(*) FROM users WHERE 'student' = ANY (roles);
