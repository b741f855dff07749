// The figures the database keeps by triggers (migrations 0009 and 0010), counted once over the
// whole shop after the bulk inserts. Fired per row, the triggers made the orders alone take ten
// minutes instead of half of one: every order and line updated its day's, month's and course's rows.

/** The tables whose triggers keep figures; their user triggers are off during the bulk inserts. */
export const COUNTED_TABLES = ['orders', 'order_lines', 'order_refunds', 'order_refund_lines', 'users'];

/** Every kept figure recounted from the rows as they are (the demo shop's included). */
export const recountKeptFigures = () => `
DELETE FROM daily_order_states;
DELETE FROM daily_paid_figures;
DELETE FROM daily_course_sales;
DELETE FROM monthly_course_sales;
INSERT INTO daily_order_states (day, status, orders)
SELECT shop_day(created_at), status, count(*) FROM orders GROUP BY 1, 2;
INSERT INTO daily_paid_figures (day, currency, paid_orders, paid_amount)
SELECT shop_day(approved_at), currency, count(*), sum(total) FROM orders WHERE approved_at IS NOT NULL GROUP BY 1, 2;
INSERT INTO daily_paid_figures AS f (day, currency, refunded_amount)
SELECT shop_day(r.created_at), o.currency, sum(r.amount) FROM order_refunds r JOIN orders o ON o.id = r.order_id GROUP BY 1, 2
ON CONFLICT (day, currency) DO UPDATE SET refunded_amount = excluded.refunded_amount;
INSERT INTO daily_course_sales (day, course_id, currency, units, net)
SELECT shop_day(o.approved_at), l.course_id, o.currency, sum(l.quantity), sum(l.net)
FROM order_lines l JOIN orders o ON o.id = l.order_id
WHERE o.approved_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM order_refund_lines r WHERE r.order_line_id = l.id)
GROUP BY 1, 2, 3;
INSERT INTO monthly_course_sales (month, course_id, units, net, net_thb, net_usd)
SELECT date_trunc('month', day)::date, course_id, sum(units), sum(net),
  coalesce(sum(net) FILTER (WHERE currency = 'THB'), 0), coalesce(sum(net) FILTER (WHERE currency = 'USD'), 0)
FROM daily_course_sales GROUP BY 1, 2;
UPDATE courses c SET units_sold = coalesce(s.units, 0)
FROM courses k LEFT JOIN (SELECT course_id, sum(units) AS units FROM daily_course_sales GROUP BY course_id) s
  ON s.course_id = k.id
WHERE c.id = k.id AND c.units_sold IS DISTINCT FROM coalesce(s.units, 0);
UPDATE kept_counts SET value = (SELECT count(*) FROM users WHERE 'student' = ANY (roles)) WHERE name = 'students'`;
