import { describe, expect, it } from 'vitest';
import type { PricedOrder } from '@shop/domain/pricing/price-order-types';
import { emptySelection, type CheckoutLine } from './checkout-types';
import { createAttemptKeys } from './idempotency-key';
import { orderRequestOf } from './order-request';

const line = (courseId: number, planId: number | null): CheckoutLine => ({
  courseId,
  name: `Course ${String(courseId)}`,
  courseType: 'Online',
  quantity: 1,
  planId,
  freeBook: false,
  freeBookType: null,
  productFree: 0,
});

const priced: PricedOrder = {
  currency: 'THB',
  lines: [],
  subtotal: 100_000,
  promotion: { id: 7, amount: 10_000 },
  coupons: [],
  discount: 10_000,
  net: 90_000,
  vat: 6_300,
  vatIncluded: false,
  withholdingPercent: 1,
  withholding: 900,
  shippingFee: 0,
  total: 95_400,
  wire: { price: 106_300, discount: 10_000, shipping_fee: 0, withholding_price: 900 },
};

describe('orderRequestOf', () => {
  it('sends the wire totals priceOrder computed, one plan per course, and -1 for a course without a plan', () => {
    const selection = { ...emptySelection(3), paymentMethodId: 1, addressId: 5, feeOptionId: 2 };
    const body = orderRequestOf([line(1, 11), line(2, null)], priced, selection, {
      addressRequired: false,
      feeRequired: false,
    });
    expect(body).toMatchObject({
      course_id: [1, 2],
      pricingplan_id: [11, -1],
      promotion_id: 7,
      price: 106_300,
      discount: 10_000,
      withholding_price: 900,
      is_withholding: true,
      withholding_percent: 1,
      payment_method_id: 1,
      shipping_address_id: null,
      shipping_fee_id: null,
    });
  });

  it('names the delivery address and option only when the order needs them', () => {
    const selection = { ...emptySelection(3), addressId: 5, feeOptionId: 2 };
    const body = orderRequestOf([line(1, 11)], priced, selection, {
      addressRequired: true,
      feeRequired: true,
    });
    expect(body).toMatchObject({ shipping_address_id: 5, shipping_fee_id: 2 });
  });
});

describe('createAttemptKeys', () => {
  it('keeps the key while the request stays the same and makes a new one when it changes', () => {
    const keyFor = createAttemptKeys();
    const first = keyFor({ course_id: [1] });
    expect(keyFor({ course_id: [1] })).toBe(first);
    const second = keyFor({ course_id: [2] });
    expect(second).not.toBe(first);
    expect(second).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
  });
});
