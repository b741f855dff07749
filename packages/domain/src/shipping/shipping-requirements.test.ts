import { describe, expect, it } from 'vitest';
import { requiresShippingAddress, requiresShippingFee, type ShippingLine } from './shipping-requirements';

const line = (overrides: Partial<ShippingLine>): ShippingLine => ({
  courseType: 'Online',
  freeBook: false,
  freeBookType: null,
  productFree: 0,
  ...overrides,
});

describe('requiresShippingAddress and requiresShippingFee', () => {
  it.each<[string, ShippingLine[], boolean, boolean]>([
    ['an empty cart', [], false, false],
    ['an online course', [line({})], false, false],
    [
      'a course with a free physical book',
      [line({ freeBook: true, freeBookType: 'physical_book' })],
      true,
      false,
    ],
    ['a course with a free e-book', [line({ freeBook: true, freeBookType: 'ebook' })], false, false],
    ['a physical book type without a free book', [line({ freeBookType: 'physical_book' })], false, false],
    ['a product', [line({ courseType: 'product' })], true, true],
    ['a course with free products', [line({ productFree: 2 })], true, true],
    ['an online course next to a product', [line({}), line({ courseType: 'product' })], true, true],
  ])('for %s, asks for an address (%s) and a shipping fee option (%s)', (_name, lines, address, fee) => {
    expect(requiresShippingAddress(lines)).toBe(address);
    expect(requiresShippingFee(lines)).toBe(fee);
  });
});
