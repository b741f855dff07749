import type { AdminOrderDetail } from '@shop/contract/admin/admin-order-detail';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { AttemptState, FlagReason } from '@shop/domain/payments/attempt-states';
import { lineRefunds } from '@shop/domain/refunds/refund-amounts';
import type { Queryable } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import {
  findCouponsForAdmin,
  findEventsForAdmin,
  findLinesForAdmin,
  findPaymentsForAdmin,
  findPromotionTitle,
  findRefundsForAdmin,
  findShippingOption,
} from '../order-detail.repository';
import { findAdminOrderRow, type AdminOrderListRow } from './admin-orders.repository';
import { toAdminOrderRow } from './admin-orders.service';
import { orderMoneyOf, orderShippingOf, taxInvoiceOf } from '../order-snapshots';
import { paymentFactsPort } from '../payment-facts-port';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const personName = (person: { firstname: string; lastname: string; username: string } | null) =>
  person ? `${person.firstname} ${person.lastname}`.trim() || person.username : null;

const linesOf = async (db: Queryable, row: AdminOrderListRow) => {
  const lines = await findLinesForAdmin(db, row.order.id);
  const shares = new Map(
    lineRefunds({
      vat: row.order.vat,
      vatIncluded: row.order.vatIncluded,
      withholding: row.order.withholding,
      lines: lines.map(({ line }) => ({ id: line.id, net: line.net })),
    }).map((share) => [share.lineId, share.amount]),
  );
  return lines.map(({ line, refundId, enrolment }) => ({
    id: line.id,
    course_id: line.courseId,
    course_title: line.courseTitle,
    course_type: line.courseType,
    pricing_plan_id: line.pricingPlanId,
    plan_type: typeof line.planSnapshot.planType === 'string' ? line.planSnapshot.planType : '',
    qty: line.quantity,
    unit_price: line.unitPrice,
    amount: line.amount,
    discount: line.discount,
    net: line.net,
    discounts: line.discounts,
    seat_taken: line.seatTaken,
    stock_taken: line.stockTaken,
    refund_amount: shares.get(line.id) ?? 0,
    refund_id: refundId,
    enrolment: enrolment
      ? {
          id: enrolment.id,
          status: enrolment.status === 'active' ? ('active' as const) : ('revoked' as const),
        }
      : null,
  }));
};

const paymentsOf = async (db: Queryable, orderId: number) => {
  const { attempts, logs } = await findPaymentsForAdmin(db, orderId);
  return attempts.map((attempt) => ({
    id: attempt.id,
    payment_method_id: attempt.paymentMethodId,
    provider: attempt.provider,
    state: attempt.state as AttemptState,
    provider_ref: attempt.providerRef,
    shop_ref: attempt.shopRef,
    amount: attempt.amount,
    currency: attempt.currency,
    failure_code: attempt.failureCode,
    failure_message: attempt.failureMessage,
    flag_reason: attempt.flagReason as FlagReason | null,
    created_at: attempt.createdAt.toISOString(),
    settled_at: iso(attempt.settledAt),
    refund_ref: attempt.refundRef,
    refunded_at: iso(attempt.refundedAt),
    logs: logs
      .filter((log) => log.attemptId === attempt.id)
      .map((log) => ({
        id: log.id,
        kind: log.kind,
        summary: log.summary,
        http_status: log.httpStatus,
        body: log.body,
        created_at: log.createdAt.toISOString(),
      })),
  }));
};

const eventsOf = async (db: Queryable, orderId: number) =>
  (await findEventsForAdmin(db, orderId)).map(({ event, actor }) => ({
    id: event.id,
    actor: event.actor,
    actor_name: personName(actor),
    from_state: event.fromStatus,
    to_state: event.toStatus,
    reason: event.reason,
    created_at: event.createdAt.toISOString(),
  }));

const refundsOf = async (db: Queryable, orderId: number) => {
  const { refunds, lines } = await findRefundsForAdmin(db, orderId);
  return refunds.map(({ refund, creator }) => ({
    id: refund.id,
    amount: refund.amount,
    vat: refund.vat,
    reason: refund.reason,
    coupon_uses_returned: refund.couponUsesReturned,
    created_by: creator ? { id: creator.id, name: personName(creator) ?? '' } : null,
    created_at: refund.createdAt.toISOString(),
    lines: lines
      .filter(({ line }) => line.refundId === refund.id)
      .map(({ line, courseTitle }) => ({
        order_line_id: line.orderLineId,
        course_title: courseTitle,
        amount: line.amount,
        seat_returned: line.seatReturned,
        stock_returned: line.stockReturned,
      })),
  }));
};

/** Everything the back office shows of one order; NOT_FOUND when there is no such order. */
export const getOrderForAdmin = async (db: Queryable, orderId: number): Promise<AdminOrderDetail> => {
  const row = await findAdminOrderRow(db, orderId);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such order' });
  const { order } = row;
  const listed = toAdminOrderRow(row);
  const [lines, coupons, payments, transferReports, events, refunds] = await Promise.all([
    linesOf(db, row),
    findCouponsForAdmin(db, orderId),
    paymentsOf(db, orderId),
    paymentFactsPort.use().transferReportsForAdmin(db, orderId),
    eventsOf(db, orderId),
    refundsOf(db, orderId),
  ]);
  const promotionTitle = order.promotionId === null ? null : await findPromotionTitle(db, order.promotionId);
  const shippingOption =
    order.shippingFeeOptionId === null ? null : await findShippingOption(db, order.shippingFeeOptionId);
  return {
    id: order.id,
    order_token: order.orderToken,
    state: listed.state,
    needs_review: listed.needs_review,
    needs_approval: order.needsApproval,
    refund_state: listed.refund_state,
    currency: listed.currency,
    created_at: listed.created_at,
    approved_at: iso(order.approvedAt),
    cancelled_at: iso(order.cancelledAt),
    cancel_at: iso(order.cancelAt),
    buyer: { ...listed.buyer, email: row.buyer.email, phone: row.buyer.tel },
    contact: { email: order.contactEmail, tel: order.contactTel },
    payment_method: listed.payment_method,
    money: orderMoneyOf(order, row.refundedAmount),
    promotion:
      order.promotionId === null
        ? null
        : { id: order.promotionId, name: promotionTitle ?? '', amount: order.promotionDiscount },
    coupons: coupons.map((coupon) => ({ id: coupon.couponId, code: coupon.code, amount: coupon.amount })),
    lines,
    shipping: orderShippingOf(order, shippingOption),
    tax_invoice: taxInvoiceOf(order.taxInvoice),
    payments,
    transfer_reports: transferReports,
    events,
    refunds,
  };
};
