import type { PricingPlan } from '../catalog/pricing-plan';
import type { Currency } from '../money/currency';

/** The plan's price in the order's currency (`price` or `price_usd`); null when it is not sold in it. */
export const planPrice = (
  plan: Pick<PricingPlan, 'price' | 'priceUsd'>,
  currency: Currency,
): number | null => (currency === 'USD' ? plan.priceUsd : plan.price);
