import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { percentOf } from '../money/percent-of';
import { priceOrder } from './price-order';
import type { PriceOrderInput, PricedOrder } from './price-order-types';
import { validInput } from './pricing-test-arbitraries';

/** The price, or null when the only refusal is withholding asked below the threshold. */
const priceOf = (input: PriceOrderInput): PricedOrder | null => {
  const result = priceOrder(input);
  if (result.ok) return result.value;
  expect(result.refusals).toEqual([{ code: ErrorCode.WITHHOLDING_NOT_ALLOWED }]);
  return null;
};

describe('priceOrder properties', () => {
  it('keeps total >= 0, 0 <= discount <= subtotal and every line between 0 and its amount', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const order = priceOf(input);
        if (order === null) return;
        expect(order.total).toBeGreaterThanOrEqual(0);
        expect(order.discount).toBeGreaterThanOrEqual(0);
        expect(order.discount).toBeLessThanOrEqual(order.subtotal);
        expect(order.net + (order.vatIncluded ? order.vat : 0)).toBe(order.subtotal - order.discount);
        for (const pricedLine of order.lines) {
          expect(pricedLine.net).toBeGreaterThanOrEqual(0);
          expect(pricedLine.net).toBeLessThanOrEqual(pricedLine.amount);
          const taken = pricedLine.discounts.reduce((sum, d) => sum + d.amount, 0);
          expect(pricedLine.net).toBe(pricedLine.amount - taken);
        }
        expect(order.lines.reduce((sum, l) => sum + l.net, 0)).toBe(order.subtotal - order.discount);
        const discounts =
          (order.promotion?.amount ?? 0) + order.coupons.reduce((sum, c) => sum + c.amount, 0);
        expect(discounts).toBe(order.discount);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the wire identity price - discount + shipping_fee - withholding_price = total', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const order = priceOf(input);
        if (order === null) return;
        const { price, discount, shipping_fee, withholding_price } = order.wire;
        expect(price - discount + shipping_fee - withholding_price).toBe(order.total);
        expect(order.total).toBe(order.net + order.vat + order.shippingFee - order.withholding);
      }),
      { numRuns: 300 },
    );
  });

  it('charges VAT and withholding at exactly their half-up values', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const order = priceOf(input);
        if (order === null) return;
        const { isEnableVat, vatValue, pricesIncludeVat } = input.taxSettings;
        if (isEnableVat && pricesIncludeVat) {
          // Split out of the price: within a satang of the rate on the value it leaves.
          expect(Math.abs(order.vat - percentOf(order.net, vatValue))).toBeLessThanOrEqual(1);
        } else {
          expect(order.vat).toBe(isEnableVat ? percentOf(order.net, vatValue) : 0);
        }
        const expectedWithholding =
          order.withholdingPercent === null ? 0 : percentOf(order.net, order.withholdingPercent);
        expect(order.withholding).toBe(expectedWithholding);
        if (input.withholding.requested) expect(order.withholdingPercent).toBe(input.withholding.percent);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same result for the same input', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const copy = JSON.parse(JSON.stringify(input)) as PriceOrderInput;
        expect(priceOrder(copy)).toEqual(priceOrder(input));
      }),
    );
  });
});
