import { and, asc, eq, lte, notExists, or, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OPEN_ATTEMPT_STATES } from '@shop/domain/payments/attempt-states';
import type { Database } from '../../db/database';
import { orders, paymentAttempts } from '../../db/tables';
import { removeExpiredUploads } from '../media/index';
import { cancelOrder } from './order-lifecycle';
import { paymentFactsPort } from './payment-facts-port';

const BATCH = 100;
const EVERY_MS = 60_000;
/**
 * An open payment attempt holds its order this long at most: the provider normally finishes
 * far sooner, and a payment arriving later still is flagged for an administrator, not lost.
 */
const ATTEMPT_HOLDS_ORDER_MS = 24 * 3_600_000;

/** A payment is settling: an open attempt not yet given up on, or money set aside for review. */
const settlingAttempt = (now: Date) =>
  and(
    eq(paymentAttempts.orderId, orders.id),
    or(
      and(
        inArray(paymentAttempts.state, OPEN_ATTEMPT_STATES),
        gt(paymentAttempts.createdAt, new Date(now.getTime() - ATTEMPT_HOLDS_ORDER_MS)),
      ),
      eq(paymentAttempts.state, 'flagged'),
    ),
  );

/**
 * Cancels unpaid orders past cancel_at and gives their reservations back. Rows are claimed
 * with FOR UPDATE SKIP LOCKED, so several instances share the work; an order whose payment is
 * settling (an open attempt, or money waiting for review) is left alone, an order a payment is
 * settling at this very moment is locked and skipped, and the conditional update ignores one
 * paid meanwhile.
 */
export const cancelOverdueOrders = async (db: Database, now: Date): Promise<number[]> =>
  db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'notYetReceived'),
          lte(orders.cancelAt, now),
          notExists(tx.select({ id: paymentAttempts.id }).from(paymentAttempts).where(settlingAttempt(now))),
        ),
      )
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

/**
 * Every minute while the server is up: first ask providers about payments left open (so a lost
 * notification settles before its order could be cancelled), then cancel what is overdue, then
 * remove uploads nothing claimed within their life. A sweep never overlaps the one before;
 * stop() takes no further step, lets the one in hand finish (the reconciler gives back the
 * payments it did not ask about) and resolves then.
 */
export const startOrderSweeper = (app: FastifyInstance) => {
  const stopping = new AbortController();
  const { signal } = stopping;
  let running: Promise<void> | null = null;
  const sweep = () =>
    paymentFactsPort
      .use()
      .reconcileOpenPayments(app, new Date(), signal)
      .then((reconciled) => {
        if (reconciled.changed > 0) app.log.info(reconciled, 'payments settled by inquiry');
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'payment reconciler failed');
      })
      .then(() => (signal.aborted ? [] : cancelOverdueOrders(app.db, new Date())))
      .then((cancelled) => {
        if (cancelled.length > 0) {
          app.catalogCache.invalidate('course:');
          app.log.info({ cancelled }, 'cancelled unpaid orders past their time');
        }
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'order sweeper failed');
      })
      .then(() =>
        signal.aborted
          ? { removed: [], failed: [], partial: [] }
          : removeExpiredUploads(app.db, app.storage, new Date()),
      )
      .then(({ removed, failed }) => {
        if (removed.length > 0) app.log.info({ removed: removed.length }, 'removed uploads nothing claimed');
        for (const { fileName, error } of failed)
          app.log.error(
            { err: error, fileName },
            'an expired upload could not be removed; retried next sweep',
          );
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'upload sweeper failed');
      });
  const sweepUnlessBusy = () => {
    running ??= sweep().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(sweepUnlessBusy, EVERY_MS);
  timer.unref();
  sweepUnlessBusy();
  // Started after listening (Fastify takes no hooks then), so the caller stops it at shutdown.
  return {
    stop: async () => {
      stopping.abort();
      clearInterval(timer);
      await running;
    },
  };
};
