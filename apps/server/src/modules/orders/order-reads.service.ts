import type { OrderDetail } from '@shop/contract/orders/order';
import { countdown } from '@shop/domain/access/countdown';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database, Queryable } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { findEnrolments, toCountdownRecord } from '../learning/index';
import { toOrderDetail } from './order-view';
import { paymentFactsPort } from './payment-facts-port';
import {
  findCouponsOfOrders,
  findLinesOfOrders,
  findOrderByTokenOfUser,
  findOrderOfUser,
  listOrdersOfUser,
  type OrderRow,
} from './orders.repository';

/** An order with its lines, coupons and newest payment attempt. */
export const detailOf = async (db: Queryable, order: OrderRow): Promise<OrderDetail> => {
  const [lines, coupons, attempts] = await Promise.all([
    findLinesOfOrders(db, [order.id]),
    findCouponsOfOrders(db, [order.id]),
    paymentFactsPort.use().latestAttempts(db, [order.id]),
  ]);
  return toOrderDetail(order, lines, coupons, attempts.get(order.id) ?? null);
};

/** One of the user's orders; another user's order is NOT_FOUND, as if it did not exist. */
export const getOwnOrder = async (db: Database, userId: number, orderId: number): Promise<OrderDetail> => {
  const order = await findOrderOfUser(db, orderId, userId);
  if (!order) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such order' });
  return detailOf(db, order);
};

/** The order behind a thank-you link; only its buyer may read it. */
export const getOwnOrderByToken = async (
  db: Database,
  userId: number,
  token: string,
): Promise<OrderDetail> => {
  const order = await findOrderByTokenOfUser(db, token, userId);
  if (!order) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such order' });
  return detailOf(db, order);
};

export const listOwnOrders = async (db: Database, userId: number): Promise<OrderDetail[]> => {
  const rows = await listOrdersOfUser(db, userId);
  const ids = rows.map((row) => row.id);
  const [lines, coupons, attempts] = await Promise.all([
    findLinesOfOrders(db, ids),
    findCouponsOfOrders(db, ids),
    paymentFactsPort.use().latestAttempts(db, ids),
  ]);
  return rows.map((row) => toOrderDetail(row, lines, coupons, attempts.get(row.id) ?? null));
};

export const getOwnOrderForPayment = async (db: Database, userId: number, orderId: number) => {
  const detail = await getOwnOrder(db, userId, orderId);
  const method =
    detail.payment_method_id === null
      ? null
      : await paymentFactsPort.use().paymentMethod(db, detail.payment_method_id);
  return {
    ...detail,
    payment_method: method
      ? { id: method.id, name: method.name, name_web: method.nameWeb, payment_type: method.paymentType }
      : null,
  };
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Spec 1 countdown records of the student's enrolments in a course, with the time left computed. */
export const listCountdowns = async (db: Database, userId: number, courseId: number, now: Date) => {
  const rows = (await findEnrolments(db, userId, courseId)).filter((row) => row.status === 'active');
  return rows.map((row) => {
    const record = toCountdownRecord(row);
    return {
      planType: record.planType,
      courseDays: record.courseDays,
      startDateTime: record.startDateTime.toISOString(),
      term: record.term,
      termUnit: record.termUnit,
      termUnit2: record.termUnit2,
      term2: record.term2,
      isTermUnit2: record.isTermUnit2,
      countDownTime: record.countDownTime,
      progressTime: record.progressTime,
      orderID: record.orderId,
      finishDateTime: iso(record.finishDateTime),
      readLecture: record.readLecture,
      remaining_ms: countdown(record, now),
    };
  });
};
