import { describe, expect, it } from 'vitest';
import { makeCoupon } from '../pricing/pricing-test-factories';
import {
  couponAllowsPaymentMethod,
  couponPaymentMethodWarning,
  couponsRefusedByPaymentMethod,
} from './coupon-payment-method';

describe('couponAllowsPaymentMethod', () => {
  it.each([
    { methods: [], method: 9, expected: true },
    { methods: [1, 2], method: 2, expected: true },
    { methods: [1, 2], method: 9, expected: false },
  ])('with methods $methods allows method $method: $expected', ({ methods, method, expected }) => {
    expect(couponAllowsPaymentMethod(makeCoupon({ paymentMethodIds: methods }), method)).toBe(expected);
  });
});

describe('couponsRefusedByPaymentMethod', () => {
  it('returns the coupons to remove, in the order given, each with its warning in English and Thai', () => {
    const cardOnly = makeCoupon({ id: 1, code: 'CARD50', paymentMethodIds: [8] });
    const anyMethod = makeCoupon({ id: 2, code: 'ALL', paymentMethodIds: [] });
    const transferOnly = makeCoupon({ id: 3, code: 'BANK', paymentMethodIds: [1] });
    expect(couponsRefusedByPaymentMethod([transferOnly, anyMethod, cardOnly], 9)).toEqual([
      {
        coupon: transferOnly,
        warning: {
          en: 'BANK code is not allowed to use with this payment method.',
          th: 'โค้ด BANK ไม่สามารถใช้กับช่องทางการชำระเงินนี้ได้',
        },
      },
      {
        coupon: cardOnly,
        warning: {
          en: 'CARD50 code is not allowed to use with this payment method.',
          th: 'โค้ด CARD50 ไม่สามารถใช้กับช่องทางการชำระเงินนี้ได้',
        },
      },
    ]);
  });

  it('returns nothing when the method suits every coupon', () => {
    expect(couponsRefusedByPaymentMethod([makeCoupon({ paymentMethodIds: [1, 9] })], 1)).toEqual([]);
  });

  it('words the warning as the specification quotes it', () => {
    expect(couponPaymentMethodWarning('NEWYEAR', 'en')).toBe(
      'NEWYEAR code is not allowed to use with this payment method.',
    );
  });
});
