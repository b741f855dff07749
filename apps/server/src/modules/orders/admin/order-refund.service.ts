import type { z } from 'zod';
import type { refundOrderBodySchema } from '@shop/contract/admin/order-refunds';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { OrderState } from '@shop/domain/orders/order-states';
import { refundOfLines } from '@shop/domain/refunds/refund-amounts';
import { checkRefund } from '@shop/domain/refunds/refund-check';
import { refundGiveBacks } from '@shop/domain/refunds/refund-give-backs';
import { refundState } from '@shop/domain/refunds/refund-state';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { RealtimeRelay } from '../../../plugins/realtime-relay';
import type { SessionUserRow } from '../../../plugins/session';
import { getOrderForAdmin } from './admin-order-detail.service';
import { refundCreditNotePort } from '../document-ports';
import { giveBackReservations } from '../order-reservations';
import { recordAudit } from '../../audit/index';
import { noticeRefund } from './order-refund-notice';
import { revokeLineEnrolments } from '../../learning/index';
import { findRefundableLines, insertRefund, lockOrderForRefund } from './order-refund.repository';

export type RefundDeps = { db: Database; relay: RealtimeRelay; publicUrl: string };

type RefundBody = z.output<typeof refundOrderBodySchema>;

const refusalOf = (code: string, detail: Readonly<Record<string, unknown>> | undefined) => {
  if (code === ErrorCode.INPUT_ERROR) {
    const param = typeof detail?.param === 'string' ? detail.param : 'order_line_ids';
    return new AppError(code, {
      message: 'The lines are not lines of this order',
      params: [{ param, message: 'must be lines of this order (refunded ones for returned items)' }],
    });
  }
  return new AppError(code, { message: 'The order cannot be refunded so', result: detail });
};

/** The refund in one transaction: check, record, revoke, give back, audit, notify. Answers the refund's id. */
const recordRefund = async (
  deps: RefundDeps,
  admin: SessionUserRow,
  orderId: number,
  body: RefundBody,
  now: Date,
) =>
  deps.db.transaction(async (tx) => {
    const order = await lockOrderForRefund(tx, orderId);
    if (!order) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such order' });
    const { lines, refundedLineIds } = await findRefundableLines(tx, orderId);
    const verdict = checkRefund({
      orderState: order.status as OrderState,
      orderLineIds: lines.map(({ line }) => line.id),
      refundedLineIds,
      chosenLineIds: body.order_line_ids,
      returnedLineIds: body.returned_line_ids,
    });
    if (!verdict.ok) throw refusalOf(verdict.code, verdict.detail);
    const chosen = lines.filter(({ line }) => body.order_line_ids.includes(line.id));
    const totals = refundOfLines(
      {
        vat: order.vat,
        vatIncluded: order.vatIncluded,
        withholding: order.withholding,
        lines: lines.map(({ line }) => line),
      },
      body.order_line_ids,
    );
    const backs = refundGiveBacks({
      lines: chosen.map(({ line, courseStartsAt }) => ({
        lineId: line.id,
        seatTaken: line.seatTaken,
        stockTaken: line.stockTaken,
        courseStartsAt,
      })),
      returnedLineIds: body.returned_line_ids,
      completesOrder: verdict.value.completesOrder,
      now,
    });
    const stockOf = new Map(backs.stock.map((item) => [item.lineId, item.quantity]));
    const refundId = await insertRefund(
      tx,
      {
        orderId,
        amount: totals.amount,
        vat: totals.vat,
        reason: body.reason,
        couponUsesReturned: backs.couponUses,
        createdByUserId: admin.id,
        createdAt: now,
      },
      totals.lines.map((share) => ({
        orderLineId: share.lineId,
        amount: share.amount,
        net: share.net,
        vat: share.vat,
        withholding: share.withholding,
        seatReturned: backs.seatLineIds.includes(share.lineId),
        stockReturned: stockOf.get(share.lineId) ?? 0,
      })),
    );
    const revoked = await revokeLineEnrolments(tx, body.order_line_ids);
    const courseOf = new Map(chosen.map(({ line }) => [line.id, line.courseId]));
    const couponIds = await giveBackReservations(tx, orderId, {
      seatCourseIds: backs.seatLineIds.map((lineId) => courseOf.get(lineId) ?? 0),
      stock: backs.stock.map((item) => ({
        courseId: courseOf.get(item.lineId) ?? 0,
        quantity: item.quantity,
      })),
      couponUses: backs.couponUses,
    });
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'order.refund',
      entityType: 'order',
      entityId: orderId,
      before: {
        refund_state: refundState(lines.length, refundedLineIds.length),
        refunded_line_ids: refundedLineIds,
      },
      after: {
        refund_id: refundId,
        refund_state: refundState(lines.length, refundedLineIds.length + chosen.length),
        order_line_ids: body.order_line_ids,
        amount: totals.amount,
        vat: totals.vat,
        reason: body.reason,
        revoked_enrolment_ids: revoked,
        seats_returned_for_line_ids: backs.seatLineIds,
        stock_returned: backs.stock,
        coupon_uses_returned_for_coupon_ids: couponIds,
      },
    });
    // The credit note commits with the refund, or neither does.
    await refundCreditNotePort.call(tx, refundId);
    await noticeRefund(
      { tx, publicUrl: deps.publicUrl, now },
      {
        refundId,
        orderId,
        amount: totals.amount,
        items: chosen.map(({ line }) => line.courseTitle),
        reason: body.reason,
      },
    );
    return refundId;
  });

/**
 * An administrator refunds some lines of an approved order: only those lines' courses are
 * revoked, seats, stock and coupon uses come back by the shop's rule (`refundGiveBacks`), and the
 * buyer is mailed and their pages update. The money itself is paid back outside the shop.
 * Answers the order as it now is.
 */
export const refundOrderLines = async (
  deps: RefundDeps,
  admin: SessionUserRow,
  orderId: number,
  body: RefundBody,
  now = new Date(),
) => {
  await recordRefund(deps, admin, orderId, body, now);
  deps.relay.kick();
  return getOrderForAdmin(deps.db, orderId);
};
