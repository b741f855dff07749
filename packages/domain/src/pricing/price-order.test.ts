import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { priceOrder } from './price-order';
import type { PriceOrderInput, PricedOrder } from './price-order-types';
import {
  JURISTIC_BUYER,
  VAT_7,
  makeCoupon,
  makeLine,
  makePriceOrderInput,
  makePromotion,
  refusalsOf,
} from './pricing-test-factories';

const priced = (input: PriceOrderInput): PricedOrder => {
  const result = priceOrder(input);
  if (!result.ok) throw new Error(`expected a price, got ${JSON.stringify(result.refusals)}`);
  return result.value;
};

describe('priceOrder: amounts', () => {
  it('prices a single course at its plan price', () => {
    const order = priced(makePriceOrderInput({ lines: [makeLine(1, 199_000)] }));
    expect(order).toMatchObject({
      subtotal: 199_000,
      discount: 0,
      net: 199_000,
      vat: 0,
      withholding: 0,
      total: 199_000,
    });
    expect(order.wire).toEqual({ price: 199_000, discount: 0, shipping_fee: 0, withholding_price: 0 });
    expect(order.lines).toEqual([
      {
        courseId: 1,
        planId: 10,
        quantity: 1,
        unitPrice: 199_000,
        amount: 199_000,
        discounts: [],
        net: 199_000,
      },
    ]);
  });

  it('adds 7% VAT of 1,234.57 THB as 86.42 THB', () => {
    const order = priced(makePriceOrderInput({ lines: [makeLine(1, 123_457)], taxSettings: VAT_7 }));
    expect(order).toMatchObject({ net: 123_457, vat: 8_642, total: 132_099 });
    expect(order.wire.price).toBe(132_099);
  });

  it('charges 3,990 THB for a 3,990 THB course when prices include VAT, 261.03 THB of it VAT', () => {
    const order = priced(
      makePriceOrderInput({
        lines: [makeLine(1, 399_000)],
        taxSettings: { ...VAT_7, pricesIncludeVat: true },
      }),
    );
    expect(order).toMatchObject({
      subtotal: 399_000,
      net: 372_897,
      vat: 26_103,
      vatIncluded: true,
      total: 399_000,
    });
    expect(order.wire.price).toBe(399_000);
  });

  it('charges 4,269.30 THB for a 3,990 THB course when prices exclude VAT', () => {
    const order = priced(makePriceOrderInput({ lines: [makeLine(1, 399_000)], taxSettings: VAT_7 }));
    expect(order).toMatchObject({ net: 399_000, vat: 27_930, vatIncluded: false, total: 426_930 });
    expect(order.wire.price).toBe(426_930);
  });

  it('walks every step: promotion, coupons on what it left, VAT, withholding, shipping and the wire fields', () => {
    const order = priced(
      makePriceOrderInput({
        lines: [
          makeLine(1, 100_000),
          makeLine(2, 50_000),
          makeLine(3, 35_050, { courseType: 'product', quantity: 2 }),
        ],
        promotion: makePromotion({ id: 7, courseIds: [1, 2], discountAmount: 10 }),
        coupons: [
          makeCoupon({
            id: 21,
            code: 'FIVEK',
            courseIds: [1, 2],
            discountType: 'amount',
            discountAmount: 5_000,
          }),
          makeCoupon({ id: 22, code: 'PRODUCT20', courseIds: [3], discountAmount: 20 }),
        ],
        shippingFee: 5_000,
        buyer: JURISTIC_BUYER,
        withholding: { requested: true, percent: 3 },
        taxSettings: VAT_7,
      }),
    );
    expect(order.subtotal).toBe(220_100);
    expect(order.promotion).toEqual({ id: 7, amount: 15_000 });
    expect(order.coupons).toEqual([
      { id: 22, code: 'PRODUCT20', amount: 14_020 },
      { id: 21, code: 'FIVEK', amount: 5_000 },
    ]);
    expect(order.lines.map(({ net }) => net)).toEqual([86_667, 43_333, 56_080]);
    expect(order).toMatchObject({
      discount: 34_020,
      net: 186_080,
      vat: 13_026,
      withholdingPercent: 3,
      withholding: 5_582,
      shippingFee: 5_000,
      total: 198_524,
    });
    expect(order.wire).toEqual({
      price: 233_126,
      discount: 34_020,
      shipping_fee: 5_000,
      withholding_price: 5_582,
    });
    const { price, discount, shipping_fee, withholding_price } = order.wire;
    expect(price - discount + shipping_fee - withholding_price).toBe(order.total);
  });

  it('prices a USD order in cents from price_usd and the USD coupon amount', () => {
    const order = priced(
      makePriceOrderInput({
        currency: 'USD',
        lines: [makeLine(1, 199_000, {}, 5_900)],
        coupons: [makeCoupon({ discountType: 'amount', discountAmount: 50_000, discountAmountUsd: 900 })],
      }),
    );
    expect(order).toMatchObject({ currency: 'USD', subtotal: 5_900, discount: 900, total: 5_000 });
  });

  it('accepts a free order, even with a method that has a minimum', () => {
    const order = priced(
      makePriceOrderInput({
        lines: [makeLine(1, 50_000)],
        coupons: [makeCoupon({ discountAmount: 100 })],
        paymentMethodId: 9,
      }),
    );
    expect(order).toMatchObject({ discount: 50_000, net: 0, total: 0 });
  });

  it('accepts a free plan', () => {
    expect(priced(makePriceOrderInput({ lines: [makeLine(1, 0)] })).total).toBe(0);
  });

  it('never discounts more than the lines: a coupon larger than the cart makes it free', () => {
    const order = priced(
      makePriceOrderInput({
        lines: [makeLine(1, 30_000), makeLine(2, 20_000)],
        coupons: [makeCoupon({ discountType: 'amount', discountAmount: 9_999_999 })],
        shippingFee: 4_000,
      }),
    );
    expect(order).toMatchObject({ discount: 50_000, net: 0, total: 4_000 });
    expect(order.wire).toEqual({
      price: 50_000,
      discount: 50_000,
      shipping_fee: 4_000,
      withholding_price: 0,
    });
  });

  it('lets the buyer take a smaller promotion than the best one', () => {
    const small = makePromotion({ id: 1, discountAmount: 5 });
    const big = makePromotion({ id: 2, discountAmount: 50 });
    const order = priced(
      makePriceOrderInput({
        lines: [makeLine(1), makeLine(2)],
        availablePromotions: [small, big],
        promotion: small,
      }),
    );
    expect(order.promotion).toEqual({ id: 1, amount: 10_000 });
  });
});

describe('priceOrder: minimum of methods 8 and 9', () => {
  it.each([
    { what: '19.99 THB by Omise card', price: 1_999, method: 8, vat: false, ok: false },
    { what: '19.99 THB by PromptPay', price: 1_999, method: 9, vat: false, ok: false },
    { what: 'exactly 20 THB by PromptPay', price: 2_000, method: 9, vat: false, ok: true },
    { what: '18.69 THB + 7% VAT = 20.00 THB by card', price: 1_869, method: 8, vat: true, ok: true },
    { what: '18.68 THB + 7% VAT = 19.99 THB by card', price: 1_868, method: 8, vat: true, ok: false },
    { what: '19.99 THB by bank transfer', price: 1_999, method: 1, vat: false, ok: true },
  ])('judges $what: accepted $ok', ({ price, method, vat, ok }) => {
    const result = priceOrder(
      makePriceOrderInput({
        lines: [makeLine(1, price)],
        paymentMethodId: method,
        taxSettings: { ...VAT_7, isEnableVat: vat },
      }),
    );
    expect(refusalsOf(result)).toEqual(ok ? [] : [{ code: ErrorCode.BELOW_MINIMUM_AMOUNT }]);
  });

  it('counts shipping towards the minimum, since it is charged too', () => {
    const result = priceOrder(
      makePriceOrderInput({ lines: [makeLine(1, 1_500)], shippingFee: 500, paymentMethodId: 9 }),
    );
    expect(result.ok).toBe(true);
  });

  it('refuses methods 8 and 9 for a USD order', () => {
    const result = priceOrder(makePriceOrderInput({ currency: 'USD', paymentMethodId: 9 }));
    expect(refusalsOf(result)).toEqual([{ code: ErrorCode.PAYMENT_METHOD_NOT_AVAILABLE }]);
  });
});

describe('priceOrder: the installment minimum of method 10', () => {
  it.each([
    { what: '1,999.99 THB in installments', price: 199_999, vat: false, ok: false },
    { what: 'exactly 2,000 THB in installments', price: 200_000, vat: false, ok: true },
    { what: '1,869.16 THB + 7% VAT = 2,000.00 THB in installments', price: 186_916, vat: true, ok: true },
  ])('judges $what: accepted $ok', ({ price, vat, ok }) => {
    const result = priceOrder(
      makePriceOrderInput({
        lines: [makeLine(1, price)],
        paymentMethodId: 10,
        taxSettings: { ...VAT_7, isEnableVat: vat },
      }),
    );
    expect(refusalsOf(result)).toEqual(ok ? [] : [{ code: ErrorCode.BELOW_INSTALLMENT_MINIMUM }]);
  });

  it('refuses installments for a USD order as a method not offered', () => {
    const result = priceOrder(makePriceOrderInput({ currency: 'USD', paymentMethodId: 10 }));
    expect(refusalsOf(result)).toEqual([{ code: ErrorCode.PAYMENT_METHOD_NOT_AVAILABLE }]);
  });
});
