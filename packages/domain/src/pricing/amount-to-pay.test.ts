import { describe, expect, it } from 'vitest';
import { amountToPay, wirePrice } from './amount-to-pay';

describe('amountToPay', () => {
  it('takes the discount and the withheld tax off the price and adds the shipping fee', () => {
    expect(
      amountToPay({ price: 214_000, discount: 20_000, shipping_fee: 5_000, withholding_price: 5_400 }),
    ).toBe(193_600);
  });

  it('is the price itself when nothing else applies', () => {
    expect(amountToPay({ price: 99_000, discount: 0, shipping_fee: 0, withholding_price: 0 })).toBe(99_000);
  });
});

describe('wirePrice', () => {
  it('adds the VAT to prices that exclude it', () => {
    expect(wirePrice({ subtotal: 399_000, vat: 27_930, vatIncluded: false })).toBe(426_930);
  });

  it('is the subtotal itself when the prices hold the VAT', () => {
    expect(wirePrice({ subtotal: 399_000, vat: 26_103, vatIncluded: true })).toBe(399_000);
  });
});
