import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { orderEvents, orderRefunds, paymentAttempts } from '../../db/tables';

/** What the order's history is told from: its state changes, payment attempts and refunds. */
export const findHistoryRecords = async (db: Queryable, orderId: number) => {
  const [changes, attempts, refunds] = await Promise.all([
    db
      .select({
        fromStatus: orderEvents.fromStatus,
        toStatus: orderEvents.toStatus,
        actor: orderEvents.actor,
        reason: orderEvents.reason,
        createdAt: orderEvents.createdAt,
      })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.id)),
    db
      .select({
        state: paymentAttempts.state,
        failureCode: paymentAttempts.failureCode,
        settledAt: paymentAttempts.settledAt,
      })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, orderId))
      .orderBy(asc(paymentAttempts.id)),
    db
      .select({ amount: orderRefunds.amount, reason: orderRefunds.reason, createdAt: orderRefunds.createdAt })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, orderId))
      .orderBy(asc(orderRefunds.id)),
  ]);
  return { changes, attempts, refunds };
};
