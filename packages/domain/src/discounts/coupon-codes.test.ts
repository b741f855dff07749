import { describe, expect, it } from 'vitest';
import {
  COUPON_CODE_PATTERN,
  COUPON_CODE_SYMBOLS,
  couponCodeFromBytes,
  normalizeCouponCode,
} from './coupon-codes';

describe('coupon codes', () => {
  it('uses 32 distinct symbols without the look-alikes I, O, 0 and 1', () => {
    expect(new Set(COUPON_CODE_SYMBOLS).size).toBe(32);
    expect(COUPON_CODE_SYMBOLS).not.toMatch(/[IO01a-z]/);
  });

  it.each([
    { bytes: [0, 1, 2], expected: 'ABC' },
    { bytes: [31, 32, 255], expected: '9A9' },
    { bytes: [24, 25], expected: '23' },
  ])('turns bytes $bytes into $expected, each byte picking by its low five bits', ({ bytes, expected }) => {
    expect(couponCodeFromBytes('', Uint8Array.from(bytes))).toBe(expected);
  });

  it('puts the prefix first', () => {
    expect(couponCodeFromBytes('SALE-', Uint8Array.from([7, 8]))).toBe('SALE-HJ');
  });

  it.each([
    { typed: ' save 10 ', stored: 'SAVE10' },
    { typed: 'early-Bird_2026', stored: 'EARLY-BIRD_2026' },
  ])('stores "$typed" as $stored', ({ typed, stored }) => {
    expect(normalizeCouponCode(typed)).toBe(stored);
  });

  it.each([
    { code: 'SAVE10', valid: true },
    { code: 'AB', valid: false },
    { code: 'SAVE 10', valid: false },
    { code: 'ส่วนลด', valid: false },
  ])('judges $code a valid code: $valid', ({ code, valid }) => {
    expect(COUPON_CODE_PATTERN.test(code)).toBe(valid);
  });
});
