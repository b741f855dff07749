import { BUSY_STUDENT_ORDERS, type LargeShopPlan } from './large-shop-plan';

// Set-based statements for a year of orders. Each order is first drawn into a temporary table
// (buyer, day, state, lines, coupon, method) so every later table is derived from the same draw:
// totals from the lines, a paid order has its approved attempt and its enrolments, a refunded
// one its refund and revoked enrolments, a coupon's use count is the orders still holding it.

/**
 * States by share: a quarter cancelled (never paid), a few rejected transfers, recent orders
 * still waiting for payment or review, and the rest paid; one paid order in twenty refunded.
 */
export const drawOrders = ({ orders, students, courses, base, now }: LargeShopPlan) => `
CREATE TEMP TABLE large_orders ON COMMIT DROP AS
WITH drawn AS (
  SELECT g, ${now} - random() * interval '365 days' AS created_at, random() AS fate, random() AS luck,
    1 + (random() < 0.3)::int + (random() < 0.1)::int AS line_count,
    floor(${courses} * power(random(), 2.5))::int AS first_course,
    (ARRAY[1, 8, 8, 9, 9, 3, 4, 13])[1 + floor(random() * 8)::int] AS method_id,
    random() < 0.1 AS has_coupon
  FROM generate_series(1, ${orders}) AS g
)
SELECT ${base.order} + g AS id, created_at, line_count, first_course, has_coupon,
  CASE WHEN g <= ${BUSY_STUDENT_ORDERS} THEN ${base.user} + 1
       ELSE ${base.user} + 1 + floor(luck * ${students})::int END AS user_id,
  CASE WHEN has_coupon THEN 1 + (g % 40) END AS coupon_no,
  CASE WHEN fate < 0.74 AND created_at > ${now} - interval '1 day' AND fate > 0.6 THEN 'notYetReceived'
       WHEN fate < 0.74 AND created_at > ${now} - interval '5 days' AND fate > 0.55 THEN 'pendingApproved'
       WHEN fate < 0.74 THEN 'approved'
       WHEN fate < 0.77 THEN 'rejected'
       ELSE 'cancelled' END AS status,
  CASE WHEN fate < 0.77 AND fate >= 0.74 THEN 1 ELSE method_id END AS method_id,
  fate < 0.037 AS is_refunded,
  fate > 0.998 AS has_flag,
  luck < 0.1 AS failed_first
FROM drawn;
UPDATE large_orders SET is_refunded = false WHERE status <> 'approved';
UPDATE large_orders SET method_id = 1 WHERE status = 'pendingApproved';
ANALYZE large_orders`;

/** Up to three different courses per order; the first on a coupon order takes 10% off. */
export const drawLines = ({ courses, base }: LargeShopPlan) => `
CREATE TEMP TABLE large_lines ON COMMIT DROP AS
SELECT ${base.line} + row_number() OVER (ORDER BY o.id, k) AS id, o.id AS order_id, k,
  ${base.course} + 1 + (o.first_course + (k - 1) * 997) % ${courses} AS course_id,
  ${base.plan} + 1 + (o.first_course + (k - 1) * 997) % ${courses} AS plan_id,
  0 AS amount, 0 AS discount
FROM large_orders o, generate_series(1, o.line_count) AS k;
UPDATE large_lines l SET amount = p.price,
  discount = CASE WHEN o.has_coupon AND l.k = 1 THEN p.price / 10 ELSE 0 END
FROM pricing_plans p, large_orders o WHERE p.id = l.plan_id AND o.id = l.order_id;
ANALYZE large_lines`;

export const insertOrders = ({ now }: LargeShopPlan) => `
INSERT INTO orders (id, order_token, user_id, status, currency, subtotal, coupon_discount, discount, total,
  payment_method_id, contact_email, contact_tel, cancel_at, created_at, updated_at, approved_at, cancelled_at)
OVERRIDING SYSTEM VALUE
SELECT o.id, md5('large-order-' || o.id), o.user_id, o.status, 'THB', t.subtotal, t.discount, t.discount,
  t.subtotal - t.discount, o.method_id, u.email, u.tel, o.created_at + interval '3 days', o.created_at,
  least(${now}, o.created_at + interval '2 hours'),
  CASE WHEN o.status = 'approved' THEN least(${now}, o.created_at + interval '20 minutes') END,
  CASE WHEN o.status IN ('cancelled','rejected') THEN least(${now}, o.created_at + interval '2 hours') END
FROM large_orders o
JOIN (SELECT order_id, sum(amount)::int AS subtotal, sum(discount)::int AS discount
      FROM large_lines GROUP BY order_id) t ON t.order_id = o.id
JOIN users u ON u.id = o.user_id`;

export const insertLines = ({ base }: LargeShopPlan) => `
INSERT INTO order_lines (id, order_id, course_id, pricing_plan_id, course_title, course_type, plan_snapshot,
  quantity, unit_price, amount, discount, net, discounts)
OVERRIDING SYSTEM VALUE
SELECT l.id, l.order_id, l.course_id, l.plan_id, c.title, c.course_type,
  jsonb_build_object('id', p.id, 'name', p.name, 'planType', p.plan_type, 'term', p.term, 'termUnit', p.term_unit,
    'term2', p.term2, 'termUnit2', p.term_unit2, 'price', p.price, 'priceUsd', p.price_usd),
  1, l.amount, l.amount, l.discount, l.amount - l.discount,
  CASE WHEN l.discount > 0 THEN jsonb_build_array(jsonb_build_object('source', 'coupon',
    'id', ${base.coupon} + o.coupon_no, 'code', 'LARGE10-' || o.coupon_no, 'amount', l.discount))
    ELSE '[]'::jsonb END
FROM large_lines l JOIN large_orders o ON o.id = l.order_id
JOIN courses c ON c.id = l.course_id JOIN pricing_plans p ON p.id = l.plan_id`;

export const insertOrderCoupons = ({ base }: LargeShopPlan) => `
INSERT INTO order_coupons (order_id, coupon_id, code, amount)
SELECT o.id, ${base.coupon} + o.coupon_no, 'LARGE10-' || o.coupon_no, l.discount
FROM large_orders o JOIN large_lines l ON l.order_id = o.id AND l.k = 1
WHERE o.has_coupon;
UPDATE coupons c SET used_count = used.n FROM (
  SELECT oc.coupon_id, count(*)::int AS n FROM order_coupons oc
  JOIN large_orders o ON o.id = oc.order_id
  WHERE o.status NOT IN ('cancelled','rejected') AND NOT o.is_refunded GROUP BY oc.coupon_id
) used WHERE c.id = used.coupon_id`;
