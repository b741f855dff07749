import { randomBytes } from 'node:crypto';
import type { CreateOrderResponse } from '@shop/contract/orders/order';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { payUntil } from '@shop/domain/orders/pay-until';
import type { Database, Transaction } from '../../db/database';
import { orderCoupons, orderLines, orders } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { SessionUserRow } from '../../plugins/session';
import { claimKey, hashRequest, KeyAlreadyUsed, storeAnswer, storedAnswer } from './idempotency';
import { loadOrderContext, type OrderContext } from './order-context';
import { evaluateOrder, type EvaluatedOrder } from './order-evaluation';
import type { CanTakePayment } from './payment-facts-port';
import { approveOrder, markPendingApproval } from './order-lifecycle';
import { reserveCoupons, reserveLines } from './order-reservations';
import { toOrderDetail } from './order-view';
import { findCouponsOfOrders, findLinesOfOrders, findOrder, insertOrderEvent } from './orders.repository';
import type { ParsedCreateOrderBody } from './parsed-body';

const MESSAGES: Partial<Record<string, string>> = {
  [ErrorCode.TIME_LEFT]: 'An unpaid order already holds this course: pay it or delete it first',
};

const refuse = (refusals: { code: string }[]) => {
  const code = refusals[0]?.code ?? ErrorCode.INPUT_ERROR;
  return new AppError(code, { message: MESSAGES[code] ?? 'The order cannot be made', result: refusals });
};

/** The client's totals must be the server's; otherwise the client shows the fresh ones. */
const checkSentTotals = (body: ParsedCreateOrderBody, evaluated: EvaluatedOrder) => {
  const { wire, total } = evaluated.priced;
  const differs =
    body.price !== wire.price ||
    body.discount !== wire.discount ||
    body.shipping_fee !== wire.shipping_fee ||
    (body.withholding_price !== undefined && body.withholding_price !== wire.withholding_price);
  if (differs) {
    throw new AppError(ErrorCode.PRICE_CHANGED, {
      message: 'The price changed; please review the new total',
      result: { ...wire, total },
    });
  }
};

const insertOrder = async (
  tx: Transaction,
  user: SessionUserRow,
  body: ParsedCreateOrderBody,
  context: OrderContext,
  evaluated: EvaluatedOrder,
  now: Date,
) => {
  const { priced } = evaluated;
  const isFree = priced.total === 0;
  const taxProfile = context.taxProfile?.isRequireTaxInvoice ? context.taxProfile : null;
  const [order] = await tx
    .insert(orders)
    .values({
      orderToken: randomBytes(18).toString('base64url'),
      userId: user.id,
      currency: priced.currency,
      subtotal: priced.subtotal,
      promotionDiscount: priced.promotion?.amount ?? 0,
      couponDiscount: priced.coupons.reduce((sum, coupon) => sum + coupon.amount, 0),
      discount: priced.discount,
      vat: priced.vat,
      vatPercent: context.settings.is_enable_vat ? Math.round(context.settings.vat_value) : 0,
      vatIncluded: priced.vatIncluded,
      withholding: priced.withholding,
      withholdingPercent: priced.withholdingPercent,
      shippingFee: priced.shippingFee,
      total: priced.total,
      paymentMethodId: body.payment_method_id,
      promotionId: priced.promotion?.id ?? null,
      shippingAddressId: evaluated.needsAddress ? (context.shippingAddress?.id ?? null) : null,
      shippingFeeOptionId: priced.shippingFee > 0 ? (context.shippingFeeOption?.id ?? null) : null,
      shippingSnapshot:
        evaluated.needsAddress && context.shippingAddress ? { ...context.shippingAddress } : null,
      taxInvoice: taxProfile ? { ...taxProfile, updatedAt: undefined } : null,
      needsApproval: isFree && [...evaluated.plans.values()].some((plan) => plan.needApproval),
      contactEmail: user.email,
      contactTel: user.tel,
      cancelAt: isFree ? null : payUntil(now, context.settings.auto_cancel),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!order) throw new Error('order not inserted');
  return order;
};

const insertLinesAndCoupons = async (
  tx: Transaction,
  orderId: number,
  context: OrderContext,
  evaluated: EvaluatedOrder,
  reservations: Awaited<ReturnType<typeof reserveLines>>,
) => {
  for (const line of evaluated.priced.lines) {
    const course = context.courses.get(line.courseId);
    const plan = evaluated.plans.get(line.courseId);
    const reservation = reservations.find((item) => item.courseId === line.courseId);
    if (!course || !plan) throw new Error('priced line without course or plan');
    await tx.insert(orderLines).values({
      orderId,
      courseId: line.courseId,
      pricingPlanId: line.planId,
      courseTitle: course.title,
      courseType: course.courseType,
      planSnapshot: { ...plan },
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      amount: line.amount,
      discount: line.amount - line.net,
      net: line.net,
      discounts: line.discounts,
      seatTaken: reservation?.seatTaken ?? false,
      stockTaken: reservation?.stockTaken ?? 0,
    });
  }
  if (evaluated.priced.coupons.length > 0) {
    await tx.insert(orderCoupons).values(
      evaluated.priced.coupons.map((coupon) => ({
        orderId,
        couponId: coupon.id,
        code: coupon.code,
        amount: coupon.amount,
      })),
    );
  }
};

/** A free order completes at once: approved and enrolled, or sent to an administrator. */
const completeIfFree = async (tx: Transaction, orderId: number, needsApproval: boolean, now: Date) => {
  const system = { kind: 'system' as const, userId: null };
  if (needsApproval)
    await markPendingApproval(tx, orderId, system, 'NeedApprovedFree: Need approved by admin', now);
  else await approveOrder(tx, orderId, system, 'AutoFree: Auto approved', now);
};

const answerFor = async (tx: Transaction, orderId: number): Promise<CreateOrderResponse> => {
  const order = await findOrder(tx, orderId);
  if (!order) throw new Error('order vanished');
  const detail = toOrderDetail(
    order,
    await findLinesOfOrders(tx, [orderId]),
    await findCouponsOfOrders(tx, [orderId]),
  );
  return { success: true, orderId, order_detail: detail };
};

export type CreateOrderResult = {
  answer: CreateOrderResponse;
  replayed: boolean;
  reservedCourseIds: number[];
};

type Idempotency = { key: string; requestHash: string } | null;

/** The first answer given for this request's key, if the key has one. */
const replayOf = async (
  db: Database,
  userId: number,
  idempotency: Idempotency,
): Promise<CreateOrderResult | null> => {
  if (!idempotency) return null;
  const stored = await storedAnswer(db, userId, idempotency.key, idempotency.requestHash);
  return stored ? { answer: stored as CreateOrderResponse, replayed: true, reservedCourseIds: [] } : null;
};

/** Loads what the rules read and decides; a refusal is thrown as an AppError. */
const decide = async (
  db: Database,
  user: SessionUserRow,
  body: ParsedCreateOrderBody,
  canTakePayment: CanTakePayment,
  now: Date,
) => {
  const context = await loadOrderContext(db, user.id, body, now, canTakePayment);
  const evaluated = evaluateOrder(context, user, body, now);
  if (!evaluated.ok) throw refuse(evaluated.refusals);
  checkSentTotals(body, evaluated.value);
  return { context, evaluated: evaluated.value };
};

/** One transaction: claim the key, take seats, stock and coupon uses, write the order and its answer. */
const writeOrder = (
  db: Database,
  user: SessionUserRow,
  body: ParsedCreateOrderBody,
  { context, evaluated }: Awaited<ReturnType<typeof decide>>,
  idempotency: Idempotency,
  now: Date,
): Promise<CreateOrderResponse> =>
  db.transaction(async (tx) => {
    if (idempotency) await claimKey(tx, user.id, idempotency.key, idempotency.requestHash);
    const reservations = await reserveLines(
      tx,
      evaluated.priced.lines.map((line) => {
        const course = context.courses.get(line.courseId);
        return {
          courseId: line.courseId,
          quantity: line.quantity,
          hasSeats: course?.seatsTotal != null,
          hasStock: course?.availableQty != null,
        };
      }),
    );
    await reserveCoupons(tx, evaluated.priced.coupons, user.id);
    const order = await insertOrder(tx, user, body, context, evaluated, now);
    await insertLinesAndCoupons(tx, order.id, context, evaluated, reservations);
    await insertOrderEvent(tx, {
      orderId: order.id,
      actor: 'user',
      actorUserId: user.id,
      fromStatus: null,
      toStatus: 'notYetReceived',
      reason: 'created',
    });
    if (order.total === 0) await completeIfFree(tx, order.id, order.needsApproval, now);
    const result = await answerFor(tx, order.id);
    if (idempotency) await storeAnswer(tx, user.id, idempotency.key, result);
    return result;
  });

/**
 * Creates an order exactly once: every rule is checked before anything is written; then one
 * transaction claims the idempotency key, takes seats, stock and coupon uses, and writes the order.
 */
export const createOrder = async (
  db: Database,
  user: SessionUserRow,
  body: ParsedCreateOrderBody,
  idempotencyKey: string | null,
  canTakePayment: CanTakePayment,
  now: Date = new Date(),
): Promise<CreateOrderResult> => {
  const idempotency = idempotencyKey ? { key: idempotencyKey, requestHash: hashRequest(body) } : null;
  const earlier = await replayOf(db, user.id, idempotency);
  if (earlier) return earlier;
  let decided: Awaited<ReturnType<typeof decide>>;
  try {
    decided = await decide(db, user, body, canTakePayment, now);
  } catch (error) {
    // A retry that overlaps its first request misses the first's answer (not committed yet),
    // then may read the first's order (TIME_LEFT, the last seat gone). That order and its answer
    // commit together, so the answer is there now: give it instead of the refusal.
    const replayed = error instanceof AppError ? await replayOf(db, user.id, idempotency) : null;
    if (replayed) return replayed;
    throw error;
  }
  try {
    const answer = await writeOrder(db, user, body, decided, idempotency, now);
    return { answer, replayed: false, reservedCourseIds: body.course_id };
  } catch (error) {
    // The first request committed while this one waited for the key: answer as it did.
    const replayed = error instanceof KeyAlreadyUsed ? await replayOf(db, user.id, idempotency) : null;
    if (replayed) return replayed;
    throw error;
  }
};
