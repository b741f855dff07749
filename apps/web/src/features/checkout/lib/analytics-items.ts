import type { PricedOrder } from '@shop/domain/pricing/price-order-types';
import { toMajor, type AnalyticsItem } from '../../../lib/analytics';
import type { CheckoutLine } from './checkout-types';

/** The priced lines in GA4's item shape. */
export const analyticsItemsOf = (lines: readonly CheckoutLine[], priced: PricedOrder): AnalyticsItem[] =>
  priced.lines.map((line) => {
    const source = lines.find((item) => item.courseId === line.courseId);
    return {
      item_id: String(line.courseId),
      item_name: source?.name ?? String(line.courseId),
      item_category: source?.courseType,
      item_variant: String(line.planId),
      price: toMajor(line.unitPrice),
      quantity: line.quantity,
    };
  });
