import type { OrderPage } from '@shop/contract/orders/order-page';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { findPromotionTitle, findShippingOption } from './order-detail.repository';
import { orderMoneyOf, orderShippingOf } from './order-snapshots';
import { findHistoryRecords } from './order-page.repository';
import { toPageHistory, toPageLine } from './order-page-view';
import { detailOf } from './order-reads.service';
import { paymentFactsPort } from './payment-facts-port';
import { findCouponsOfOrders, findLinesOfOrders, findOrderOfUser } from './orders.repository';

/**
 * One of the student's orders whole, for its page: lines with their plans, promotion and
 * coupons, VAT and withholding, delivery, payment method, history and reported transfers.
 * Another student's order is NOT_FOUND, as if it did not exist.
 */
export const getOwnOrderPage = async (db: Database, userId: number, orderId: number): Promise<OrderPage> => {
  const order = await findOrderOfUser(db, orderId, userId);
  if (!order) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such order' });
  const [detail, lines, coupons, records, promotion, option, method, reports] = await Promise.all([
    detailOf(db, order),
    findLinesOfOrders(db, [order.id]),
    findCouponsOfOrders(db, [order.id]),
    findHistoryRecords(db, order.id),
    order.promotionId === null ? null : findPromotionTitle(db, order.promotionId),
    order.shippingFeeOptionId === null ? null : findShippingOption(db, order.shippingFeeOptionId),
    order.paymentMethodId === null ? null : paymentFactsPort.use().paymentMethod(db, order.paymentMethodId),
    paymentFactsPort.use().transferReports(db, order.id),
  ]);
  const refunded = records.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  return {
    ...detail,
    lines: lines.map(toPageLine),
    money: orderMoneyOf(order, refunded),
    promotion: order.promotionId === null ? null : { name: promotion ?? '', amount: order.promotionDiscount },
    coupons: coupons.map(({ code, amount }) => ({ code, amount })),
    payment_method: method ? { id: method.id, name: method.name, name_web: method.nameWeb } : null,
    shipping: orderShippingOf(order, option),
    history: toPageHistory(records),
    transfer_reports: reports,
  };
};
