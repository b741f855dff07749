import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { orders } from '../../db/tables';

/** More than a buyer has approved between two visits; the rest wait for the next one. */
const MOST_AT_ONCE = 20;

/**
 * Marks the user's approved orders not yet reported as reported at `now`, and answers them. The
 * update is conditional on the mark being empty, so of two calls at once only one gets an order.
 */
export const claimUnreportedPurchases = (db: Queryable, userId: number, now: Date) => {
  const unreported = and(
    eq(orders.userId, userId),
    eq(orders.status, 'approved'),
    isNull(orders.purchaseReportedAt),
  );
  return db
    .update(orders)
    .set({ purchaseReportedAt: now })
    .where(
      and(
        unreported,
        inArray(
          orders.id,
          db
            .select({ id: orders.id })
            .from(orders)
            .where(unreported)
            .orderBy(desc(orders.approvedAt), desc(orders.id))
            .limit(MOST_AT_ONCE),
        ),
      ),
    )
    .returning();
};
