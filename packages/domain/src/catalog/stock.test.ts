import { describe, expect, it } from 'vitest';
import { isOutOfStock } from './stock';

describe('a product out of stock', () => {
  it('has none left, or fewer than none after an adjustment', () => {
    expect(isOutOfStock(0)).toBe(true);
    expect(isOutOfStock(-2)).toBe(true);
  });

  it('is not one with some left, nor one whose stock the shop does not count', () => {
    expect(isOutOfStock(1)).toBe(false);
    expect(isOutOfStock(null)).toBe(false);
  });
});
