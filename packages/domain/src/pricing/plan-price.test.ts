import { describe, expect, it } from 'vitest';
import { planPrice } from './plan-price';
import { makePlan } from './pricing-test-factories';

describe('planPrice', () => {
  it('reads price in a THB order and price_usd in a USD order', () => {
    const plan = makePlan({ price: 199_000, priceUsd: 5_900 });
    expect(planPrice(plan, 'THB')).toBe(199_000);
    expect(planPrice(plan, 'USD')).toBe(5_900);
  });

  it('has no price in a currency the plan is not sold in', () => {
    expect(planPrice(makePlan({ priceUsd: null }), 'USD')).toBeNull();
  });
});
