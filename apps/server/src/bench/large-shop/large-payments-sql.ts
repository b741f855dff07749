import { LECTURES_PER_SECTION, SECTIONS_PER_COURSE, type LargeShopPlan } from './large-shop-plan';

// Payments, history, refunds, enrolments and progress derived from the drawn orders
// (large-orders-sql.ts), so each order's rows agree with its state.

const PROVIDER_OF_METHOD = `CASE o.method_id WHEN 1 THEN 'bank_transfer' WHEN 3 THEN '2c2p' WHEN 4 THEN 'scb'
  WHEN 13 THEN 'paysolutions' ELSE 'omise' END`;

/**
 * A paid order has its succeeded attempt (one in ten after a declined card), a transfer waiting
 * for review a pending one, a rejected transfer a failed one, most cancelled orders an expired
 * one, and a few cancelled orders money that came too late (flagged for an administrator).
 */
export const insertAttempts = ({ now }: LargeShopPlan) => `
INSERT INTO payment_attempts (order_id, payment_method_id, provider, state, provider_ref, shop_ref, amount,
  currency, failure_code, created_at, updated_at)
SELECT o.id, o.method_id, ${PROVIDER_OF_METHOD}, 'failed', 'large-declined-' || o.id, 'large-' || o.id || '-0',
  x.total, 'THB', 'insufficient_fund', o.created_at, o.created_at + interval '1 minute'
FROM large_orders o JOIN orders x ON x.id = o.id
WHERE o.failed_first AND o.status = 'approved' AND o.method_id <> 1;
INSERT INTO payment_attempts (order_id, payment_method_id, provider, state, provider_ref, shop_ref, amount,
  currency, failure_code, flag_reason, expires_at, created_at, updated_at, settled_at)
SELECT o.id, o.method_id, ${PROVIDER_OF_METHOD},
  CASE o.status WHEN 'approved' THEN 'succeeded' WHEN 'pendingApproved' THEN 'pending'
    WHEN 'notYetReceived' THEN 'pending' WHEN 'rejected' THEN 'failed'
    ELSE CASE WHEN o.has_flag THEN 'flagged' ELSE 'expired' END END,
  CASE WHEN o.method_id <> 1 THEN 'large-' || o.id END, 'large-' || o.id || '-1', x.total, 'THB',
  CASE WHEN o.status = 'rejected' THEN 'rejected_by_admin' END,
  CASE WHEN o.has_flag THEN 'paid after the order was cancelled' END,
  x.created_at + interval '1 day', x.created_at + interval '2 minutes',
  least(${now}, x.created_at + interval '20 minutes'),
  CASE WHEN o.status = 'approved' THEN x.approved_at WHEN o.has_flag THEN x.cancelled_at END
FROM large_orders o JOIN orders x ON x.id = o.id
WHERE o.status <> 'cancelled' OR o.has_flag OR o.id % 10 < 7`;

export const insertOrderEvents = () => `
INSERT INTO order_events (order_id, actor, from_status, to_status, reason, created_at)
SELECT x.id, CASE x.status WHEN 'approved' THEN 'payment' WHEN 'cancelled' THEN 'system' ELSE 'admin' END,
  'notYetReceived', x.status, '', coalesce(x.approved_at, x.cancelled_at, x.updated_at)
FROM large_orders o JOIN orders x ON x.id = o.id WHERE x.status <> 'notYetReceived'`;

/** Whole-order refunds a few days after payment (never in the future). */
export const insertRefunds = ({ base, now }: LargeShopPlan) => `
CREATE TEMP TABLE large_refunds ON COMMIT DROP AS
SELECT ${base.refund} + row_number() OVER (ORDER BY o.id) AS id, o.id AS order_id, o.has_coupon
FROM large_orders o WHERE o.is_refunded;
INSERT INTO order_refunds (id, order_id, amount, vat, reason, coupon_uses_returned, created_at)
OVERRIDING SYSTEM VALUE
SELECT r.id, r.order_id, x.total, 0, 'ผู้เรียนขอยกเลิกคอร์ส', r.has_coupon,
  least(${now}, x.approved_at + interval '3 days')
FROM large_refunds r JOIN orders x ON x.id = r.order_id;
INSERT INTO order_refund_lines (refund_id, order_line_id, amount, net)
SELECT r.id, l.id, l.amount - l.discount, l.amount - l.discount
FROM large_refunds r JOIN large_lines l ON l.order_id = r.order_id`;

/** A paid line enrols its buyer for life; a refunded line's enrolment is revoked. */
export const insertEnrolments = () => `
INSERT INTO enrolments (user_id, course_id, order_id, order_line_id, pricing_plan_id, plan_type, status,
  starts_at, created_at)
SELECT o.user_id, l.course_id, o.id, l.id, l.plan_id, 'One-Time Payment',
  CASE WHEN o.is_refunded THEN 'revoked' ELSE 'active' END, x.approved_at, x.approved_at
FROM large_orders o JOIN large_lines l ON l.order_id = o.id JOIN orders x ON x.id = o.id
WHERE o.status = 'approved'`;

const LECTURES_PER_COURSE = SECTIONS_PER_COURSE * LECTURES_PER_SECTION;

/** Progress of active enrolments: the first lectures watched through, the next one started. */
export const insertProgress = ({ progressRows, base, now }: LargeShopPlan) => `
INSERT INTO course_progress (user_id, course_id, lectures, last_lecture_id, last_position_seconds,
  last_report_at, updated_at)
SELECT e.user_id, e.course_id,
  coalesce((SELECT jsonb_object_agg((${base.lecture} + (e.course_id - ${base.course} - 1) * ${LECTURES_PER_COURSE} + k)::text,
    jsonb_build_object('p', 300, 'w', 300000, 'd', to_char(e.seen, 'YYYY-MM-DD"T"HH24:MI:SS"Z"')))
    FROM generate_series(1, e.done) AS k), '{}'::jsonb),
  ${base.lecture} + (e.course_id - ${base.course} - 1) * ${LECTURES_PER_COURSE} + least(e.done + 1, ${LECTURES_PER_COURSE}),
  120, e.seen, e.seen
FROM (
  SELECT DISTINCT ON (user_id, course_id) user_id, course_id, floor(random() * ${LECTURES_PER_COURSE})::int AS done,
    least(${now}, starts_at + random() * interval '30 days') AS seen
  FROM enrolments
  WHERE status = 'active' AND order_id > ${base.order} AND random() < 0.25
  ORDER BY user_id, course_id
) e
LIMIT ${progressRows}`;
