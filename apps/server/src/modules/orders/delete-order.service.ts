import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { cancelOrder } from './order-lifecycle';
import { findOrderOfUser } from './orders.repository';

/** The buyer deletes an unpaid order: it is cancelled and its seats, stock and coupon uses return. */
export const deleteOwnOrder = async (db: Database, userId: number, orderId: number) => {
  const order = await findOrderOfUser(db, orderId, userId);
  if (!order) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such order' });
  const cancelled = await db.transaction((tx) =>
    cancelOrder(tx, orderId, { kind: 'user', userId }, 'deleted by the buyer', new Date()),
  );
  if (!cancelled)
    throw new AppError(ErrorCode.ORDER_NOT_PENDING, { message: 'Only an unpaid order can be deleted' });
};
