import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { percentOf } from '../money/percent-of';
import { invoiceAmounts } from '../tax/document-amounts';
import { priceOrder } from './price-order';
import type { PriceOrderInput, PricedOrder } from './price-order-types';
import { validInput } from './pricing-test-arbitraries';

/** The same cart priced by a shop charging VAT, with prices including it or not. */
const vatShopInput = validInput.map((input): PriceOrderInput => ({
  ...input,
  taxSettings: { ...input.taxSettings, isEnableVat: true, vatValue: input.taxSettings.vatValue || 7 },
}));

const priced = (input: PriceOrderInput, pricesIncludeVat: boolean): PricedOrder | null => {
  const result = priceOrder({ ...input, taxSettings: { ...input.taxSettings, pricesIncludeVat } });
  if (result.ok) return result.value;
  expect(result.refusals).toEqual([{ code: ErrorCode.WITHHOLDING_NOT_ALLOWED }]);
  return null;
};

/** What the buyer saw before shipping and withholding: the lines after their discounts. */
const shownAmount = (order: PricedOrder) => order.lines.reduce((sum, line) => sum + line.net, 0);

describe('priceOrder with prices that include VAT, against prices that exclude it', () => {
  it('charges exactly the prices the buyer saw, where the exclusive mode adds the VAT to them', () => {
    fc.assert(
      fc.property(vatShopInput, (input) => {
        const inclusive = priced(input, true);
        const exclusive = priced(input, false);
        if (inclusive === null || exclusive === null) return;
        expect(inclusive.lines).toEqual(exclusive.lines);
        expect(inclusive.discount).toBe(exclusive.discount);
        expect(inclusive.total + inclusive.withholding - inclusive.shippingFee).toBe(shownAmount(inclusive));
        expect(exclusive.total + exclusive.withholding - exclusive.shippingFee).toBe(
          shownAmount(exclusive) + exclusive.vat,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('splits the VAT out to the satang: value + VAT is the price, the VAT within a satang of the rate on the value', () => {
    fc.assert(
      fc.property(vatShopInput, (input) => {
        const order = priced(input, true);
        if (order === null) return;
        const rate = input.taxSettings.vatValue;
        expect(order.vatIncluded).toBe(true);
        expect(Number.isInteger(order.vat) && Number.isInteger(order.net)).toBe(true);
        expect(order.net + order.vat).toBe(shownAmount(order));
        expect(Math.abs(order.vat - (order.net * rate) / 100)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the wire identity and the tax invoice adding up in both modes', () => {
    fc.assert(
      fc.property(vatShopInput, fc.boolean(), (input, pricesIncludeVat) => {
        const order = priced(input, pricesIncludeVat);
        if (order === null) return;
        const { price, discount, shipping_fee, withholding_price } = order.wire;
        expect(price - discount + shipping_fee - withholding_price).toBe(order.total);
        const invoice = invoiceAmounts({
          subtotal: order.subtotal,
          discount: order.discount,
          vat: order.vat,
          vatPercent: input.taxSettings.vatValue,
          vatIncluded: order.vatIncluded,
          shippingFee: order.shippingFee,
          withholding: order.withholding,
          withholdingPercent: order.withholdingPercent,
          total: order.total,
        });
        expect(invoice.net).toBe(order.net);
        expect(invoice.net + invoice.vat + invoice.shippingFee).toBe(invoice.grandTotal);
        expect(invoice.amountPaid).toBe(order.total);
        expect(invoice.subtotal - invoice.discount).toBe(shownAmount(order));
      }),
      { numRuns: 300 },
    );
  });

  it('withholds on the value before VAT in both modes', () => {
    fc.assert(
      fc.property(vatShopInput, fc.boolean(), (input, pricesIncludeVat) => {
        const order = priced(input, pricesIncludeVat);
        if (order?.withholdingPercent == null) return;
        expect(order.withholding).toBe(percentOf(order.net, order.withholdingPercent));
      }),
      { numRuns: 300 },
    );
  });
});
