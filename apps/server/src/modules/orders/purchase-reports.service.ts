import type { OrderDetail } from '@shop/contract/orders/order';
import type { Database } from '../../db/database';
import { detailsOf } from './order-reads.service';
import { claimUnreportedPurchases } from './purchase-reports.repository';

/**
 * The buyer's approved orders their browser has not reported as analytics purchases, marked as
 * reported now. Marked before the browser pushes: an event lost to a closed tab is better than a
 * sale counted twice in the shop's ad figures.
 */
export const claimPurchaseReports = async (
  db: Database,
  userId: number,
  now: Date,
): Promise<OrderDetail[]> => {
  const claimed = await claimUnreportedPurchases(db, userId, now);
  const newestFirst = claimed.sort((a, b) => b.id - a.id);
  return detailsOf(db, newestFirst);
};
