import fc from 'fast-check';
import { COURSE_TYPES } from '../catalog/course-type';
import type { Coupon, DiscountValue, Promotion } from '../discounts/discount-types';
import { isPromotionUsable } from '../discounts/promotion-rules';
import type { OrderLineInput, PriceOrderInput } from './price-order-types';
import { makeCoupon, makeLine, makePriceOrderInput, makePromotion } from './pricing-test-factories';

// fast-check generators for the priceOrder property tests.

/** The course ids carts are drawn from. */
export const COURSE_IDS = [1, 2, 3, 4, 5, 6, 7, 8];

/** A percentage (two decimals) or an amount in both currencies. */
export const discountValue: fc.Arbitrary<DiscountValue> = fc.oneof(
  fc.record({
    discountType: fc.constant('percent' as const),
    discountAmount: fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
    discountAmountUsd: fc.constant(null),
  }),
  fc.record({
    discountType: fc.constant('amount' as const),
    discountAmount: fc.integer({ min: 0, max: 300_000 }),
    discountAmountUsd: fc.integer({ min: 0, max: 10_000 }),
  }),
);

/** A priced line of any course type; only products get a quantity above 1. */
export const line: fc.Arbitrary<OrderLineInput> = fc
  .record({
    courseId: fc.constantFrom(...COURSE_IDS),
    courseType: fc.constantFrom(...COURSE_TYPES),
    price: fc.integer({ min: 0, max: 500_000 }),
    priceUsd: fc.integer({ min: 0, max: 20_000 }),
    quantity: fc.integer({ min: 1, max: 5 }),
  })
  .map(({ courseId, courseType, price, priceUsd, quantity }) =>
    makeLine(courseId, price, { courseType, quantity: courseType === 'product' ? quantity : 1 }, priceUsd),
  );

/** A promotion over some of COURSE_IDS. */
export const promotion: fc.Arbitrary<Promotion> = fc
  .record({
    id: fc.integer({ min: 1, max: 50 }),
    promotionType: fc.constantFrom('P1' as const, 'P2' as const),
    courseIds: fc.subarray(COURSE_IDS, { minLength: 1 }),
    numberOfCourse: fc.option(fc.integer({ min: 1, max: 3 })),
    value: discountValue,
  })
  .map(({ value, ...rest }) => makePromotion({ ...rest, ...value }));

// Coupons that pass their checks: P1, every method, for every course or for a course of the cart.
const couponsFor = (cartCourseIds: readonly number[]): fc.Arbitrary<Coupon[]> =>
  fc
    .array(
      fc.record({
        value: discountValue,
        courseIds: fc.oneof(fc.constant([]), fc.subarray([...cartCourseIds], { minLength: 1 })),
      }),
      { maxLength: 4 },
    )
    .map((drafts) =>
      drafts.map(({ value, courseIds }, index) =>
        makeCoupon({ id: index + 1, code: `C${index + 1}`, courseIds, ...value }),
      ),
    );

/** Valid orders: distinct courses, methods without minimum, a usable promotion chosen when one applies. */
export const validInput: fc.Arbitrary<PriceOrderInput> = fc
  .record({
    currency: fc.constantFrom('THB' as const, 'USD' as const),
    lines: fc.uniqueArray(line, { minLength: 1, maxLength: 6, selector: (l) => l.courseId }),
    promotions: fc.array(promotion, { maxLength: 3 }),
    pick: fc.nat(),
    shippingFee: fc.integer({ min: 0, max: 10_000 }),
    paymentMethodId: fc.constantFrom(1, 2, 3, 4, 13),
    isEnableVat: fc.boolean(),
    pricesIncludeVat: fc.boolean(),
    vatValue: fc.integer({ min: 0, max: 1_000 }).map((hundredths) => hundredths / 100),
    juristic: fc.boolean(),
    withholdingPercent: fc.option(fc.constantFrom(3 as const, 1 as const)),
  })
  .chain((draft) => {
    const cart = draft.lines.map((l) => l.courseId);
    const usable = draft.promotions.filter((p) => isPromotionUsable(p, cart, draft.currency));
    return couponsFor(cart).map((coupons): PriceOrderInput =>
      makePriceOrderInput({
        currency: draft.currency,
        lines: draft.lines,
        availablePromotions: draft.promotions,
        promotion: usable.find((_, index) => index === draft.pick % usable.length) ?? null,
        coupons,
        paymentMethodId: draft.paymentMethodId,
        shippingFee: draft.shippingFee,
        buyer: draft.juristic
          ? { personType: 'juristic_person', requiresTaxInvoice: true }
          : { personType: 'normal_person', requiresTaxInvoice: false },
        withholding:
          draft.juristic && draft.withholdingPercent !== null
            ? { requested: true, percent: draft.withholdingPercent }
            : { requested: false },
        taxSettings: {
          isEnableVat: draft.isEnableVat,
          vatValue: draft.vatValue,
          pricesIncludeVat: draft.pricesIncludeVat,
          isEnableTaxInvoice: true,
          isEnableWithholdingTax: true,
        },
      }),
    );
  });

/** The same items in any order. */
export const shuffled = <T>(items: readonly T[]): fc.Arbitrary<T[]> =>
  fc.shuffledSubarray([...items], { minLength: items.length, maxLength: items.length });
