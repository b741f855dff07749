import { useEffect, useRef } from 'react';
import type { OrderDetail } from '@shop/contract/orders/order';
import { claimPurchaseReportsRoute } from '@shop/contract/orders/purchase-reports';
import { api } from '../../../lib/api-client';
import { toMajor, trackEcommerce, type AnalyticsItem } from '../../../lib/analytics';

const itemsOf = (order: OrderDetail): AnalyticsItem[] =>
  order.order_course_list.map((line) => ({
    item_id: String(line.course_id),
    item_name: line.course_name,
    item_category: line.course_type,
    item_variant: String(line.priecingplan_id),
    price: toMajor(Math.round(line.amount / Math.max(line.qty, 1))),
    quantity: line.qty,
  }));

/** GA4's `purchase` for one approved order, from what the order holds. */
export const pushPurchase = (order: OrderDetail) =>
  trackEcommerce('purchase', {
    currency: order.currency_code,
    value: toMajor(order.total),
    transaction_id: order.order_token,
    tax: toMajor(order.vat),
    shipping: toMajor(order.shipping_fee),
    items: itemsOf(order),
    ...(order.coupon_list_code.length > 0 ? { coupon: order.coupon_list_code.join(',') } : {}),
  });

/**
 * Pushes `purchase` for each of the buyer's approved orders not reported yet. The server hands
 * an order over once (whichever page, device or approval path comes first), so no sale is
 * counted twice; a failed call leaves the orders for the next visit.
 */
export const reportPurchases = async () => {
  const answer = await api.call(claimPurchaseReportsRoute, {});
  for (const order of answer.data) pushPurchase(order);
};

/**
 * Reports the buyer's new purchases once per page visit when `isDue` (the page shows an approved
 * order, or the buyer's orders): a transfer an administrator approved is reported on the
 * buyer's next visit of their order, thank-you page or order list.
 */
export const useReportPurchases = (isDue: boolean) => {
  const asked = useRef(false);
  useEffect(() => {
    if (!isDue || asked.current) return;
    asked.current = true;
    reportPurchases().catch(() => undefined);
  }, [isDue]);
};
