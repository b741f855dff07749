import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { priceOrder } from './price-order';
import type { PriceOrderInput, PricedOrder } from './price-order-types';
import { COURSE_IDS, discountValue, line, promotion, shuffled, validInput } from './pricing-test-arbitraries';
import { makeCoupon, makePriceOrderInput } from './pricing-test-factories';

/** The price, or null when the only refusal is withholding asked below the threshold. */
const priceOf = (input: PriceOrderInput): PricedOrder | null => {
  const result = priceOrder(input);
  if (result.ok) return result.value;
  expect(result.refusals).toEqual([{ code: ErrorCode.WITHHOLDING_NOT_ALLOWED }]);
  return null;
};

const totalsOf = (order: PricedOrder | null) =>
  order && {
    subtotal: order.subtotal,
    discount: order.discount,
    net: order.net,
    vat: order.vat,
    withholding: order.withholding,
    total: order.total,
    wire: order.wire,
    promotion: order.promotion,
    coupons: order.coupons,
  };

describe('priceOrder properties under reordering', () => {
  it('gives the same price whatever the order of the coupons', () => {
    fc.assert(
      fc.property(
        validInput.chain((input) => fc.tuple(fc.constant(input), shuffled(input.coupons))),
        ([input, coupons]) => {
          expect(priceOrder({ ...input, coupons })).toEqual(priceOrder(input));
        },
      ),
    );
  });

  it('gives the same totals, and the same price per course, whatever the order of the lines', () => {
    fc.assert(
      fc.property(
        validInput.chain((input) => fc.tuple(fc.constant(input), shuffled(input.lines))),
        ([input, lines]) => {
          const original = priceOf(input);
          const permuted = priceOf({ ...input, lines });
          expect(totalsOf(permuted)).toEqual(totalsOf(original));
          const byCourse = (order: PricedOrder | null) =>
            order && [...order.lines].sort((a, b) => a.courseId - b.courseId);
          expect(byCourse(permuted)).toEqual(byCourse(original));
        },
      ),
    );
  });

  it('makes the lines of a 100% coupon 0, never negative', () => {
    fc.assert(
      fc.property(
        validInput.chain((input) =>
          fc.tuple(
            fc.constant(input),
            fc.subarray(
              input.lines.map((l) => l.courseId),
              { minLength: 1 },
            ),
          ),
        ),
        ([input, freeCourses]) => {
          const free = makeCoupon({ id: 99, code: 'FREE', discountAmount: 100, courseIds: freeCourses });
          const order = priceOf({ ...input, coupons: [...input.coupons, free] });
          if (order === null) return;
          for (const pricedLine of order.lines) {
            if (freeCourses.includes(pricedLine.courseId)) expect(pricedLine.net).toBe(0);
            expect(pricedLine.net).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });

  it('lists the same refusals whatever the order of the lines and coupons, for any cart', () => {
    const anyInput = fc
      .record({
        lines: fc.array(line, { maxLength: 5 }),
        // The shop's four coupons; a code sent twice is the same coupon twice, as codes are unique.
        shopCoupons: fc.array(
          fc.record({
            type: fc.constantFrom('P1' as const, 'P2' as const),
            courseIds: fc.subarray(COURSE_IDS),
            methods: fc.subarray([1, 8, 9]),
            value: discountValue,
          }),
          { minLength: 4, maxLength: 4 },
        ),
        sentIds: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 4 }),
        promotions: fc.array(promotion, { maxLength: 2 }),
        isOneCoupon: fc.boolean(),
      })
      .map(({ lines, shopCoupons, sentIds, promotions, isOneCoupon }) =>
        makePriceOrderInput({
          currency: 'USD',
          lines,
          availablePromotions: promotions,
          coupons: sentIds.flatMap((id) => {
            const coupon = shopCoupons[id - 1];
            if (!coupon) return [];
            const { type, courseIds, methods, value } = coupon;
            return makeCoupon({
              id,
              code: `C${String(id)}`,
              couponType: type,
              numberOfCourse: 2,
              courseIds,
              paymentMethodIds: methods,
              ...value,
            });
          }),
          discountSettings: { isOneCoupon, isUseCouponOrOrder: false },
        }),
      );
    fc.assert(
      fc.property(
        anyInput.chain((input) =>
          fc.tuple(fc.constant(input), shuffled(input.lines), shuffled(input.coupons)),
        ),
        ([input, lines, coupons]) => {
          const refusals = (i: PriceOrderInput) => {
            const result = priceOrder(i);
            return result.ok ? [] : result.refusals;
          };
          expect(refusals({ ...input, lines, coupons })).toEqual(refusals(input));
        },
      ),
    );
  });
});
