import { describe, expect, it } from 'vitest';
import { amountToPay } from './amount-to-pay';

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
