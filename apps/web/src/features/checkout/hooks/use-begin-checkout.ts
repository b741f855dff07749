import { useEffect, useRef } from 'react';
import type { PricedOrder } from '@shop/domain/pricing/price-order-types';
import { toMajor, trackEcommerce } from '../../../lib/analytics';
import { analyticsItemsOf } from '../lib/analytics-items';
import type { CheckoutLine } from '../lib/checkout-types';

/** GA4's begin_checkout, once, when the checkout first shows a priced order. */
export const useBeginCheckout = (lines: readonly CheckoutLine[], priced: PricedOrder | null) => {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !priced) return;
    sent.current = true;
    trackEcommerce('begin_checkout', {
      currency: priced.currency,
      value: toMajor(priced.total),
      items: analyticsItemsOf(lines, priced),
    });
  }, [lines, priced]);
};
