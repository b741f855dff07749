import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { orders } from '../../db/tables';
import { cancelOrder } from './order-lifecycle';

const BATCH = 100;
const EVERY_MS = 60_000;

/**
 * Cancels unpaid orders past cancel_at and gives their reservations back. Rows are claimed
 * with FOR UPDATE SKIP LOCKED, so several instances share the work, and an order a payment is
 * settling right now is skipped (and the conditional update ignores one paid meanwhile).
 */
export const cancelOverdueOrders = async (db: Database, now: Date): Promise<number[]> =>
  db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'notYetReceived'), lte(orders.cancelAt, now)))
      .orderBy(asc(orders.cancelAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const cancelled: number[] = [];
    for (const { id } of due) {
      if (
        await cancelOrder(tx, id, { kind: 'system', userId: null }, 'auto_cancel: payment time ran out', now)
      )
        cancelled.push(id);
    }
    return cancelled;
  });

/** Runs the sweeper every minute while the server is up. */
export const startOrderSweeper = (app: FastifyInstance) => {
  const sweep = () => {
    cancelOverdueOrders(app.db, new Date())
      .then((cancelled) => {
        if (cancelled.length > 0) {
          app.catalogCache.invalidate('course:');
          app.log.info({ cancelled }, 'cancelled unpaid orders past their time');
        }
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'order sweeper failed');
      });
  };
  const timer = setInterval(sweep, EVERY_MS);
  timer.unref();
  sweep();
  app.addHook('onClose', () => {
    clearInterval(timer);
  });
};
