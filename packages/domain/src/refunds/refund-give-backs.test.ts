import { describe, expect, it } from 'vitest';
import { refundGiveBacks, type RefundedLineFacts } from './refund-give-backs';

const now = new Date('2026-03-01T03:00:00Z');
const line = (overrides: Partial<RefundedLineFacts>): RefundedLineFacts => ({
  lineId: 1,
  seatTaken: false,
  stockTaken: 0,
  courseStartsAt: null,
  ...overrides,
});

describe('refundGiveBacks', () => {
  it.each([
    ['a class that starts tomorrow', new Date('2026-03-02T03:00:00Z'), [1]],
    ['a course without a start date', null, [1]],
    ['a class that started an hour ago', new Date('2026-03-01T02:00:00Z'), []],
    ['a class that starts this very moment', now, []],
  ])('gives the seat of %s back as %j', (_name, courseStartsAt, seatLineIds) => {
    const backs = refundGiveBacks({
      lines: [line({ seatTaken: true, courseStartsAt })],
      returnedLineIds: [],
      completesOrder: false,
      now,
    });
    expect(backs.seatLineIds).toEqual(seatLineIds);
  });

  it('gives no seat back for a line that took none', () => {
    expect(
      refundGiveBacks({ lines: [line({})], returnedLineIds: [], completesOrder: false, now }).seatLineIds,
    ).toEqual([]);
  });

  it('puts stock back only for the items marked as sent back, by what the line took', () => {
    const backs = refundGiveBacks({
      lines: [line({ lineId: 1, stockTaken: 2 }), line({ lineId: 2, stockTaken: 1 }), line({ lineId: 3 })],
      returnedLineIds: [1, 3],
      completesOrder: false,
      now,
    });
    expect(backs.stock).toEqual([{ lineId: 1, quantity: 2 }]);
  });

  it('gives the coupon uses back only when the whole order is refunded', () => {
    const input = { lines: [line({})], returnedLineIds: [], now };
    expect(refundGiveBacks({ ...input, completesOrder: false }).couponUses).toBe(false);
    expect(refundGiveBacks({ ...input, completesOrder: true }).couponUses).toBe(true);
  });
});
