import { describe, expect, it } from 'vitest';
import { toDiscountScope, toDiscountType } from './discount-types';

describe('reading stored discount texts', () => {
  it('knows the scopes P1 and P2 and nothing else', () => {
    expect(toDiscountScope('P1')).toBe('P1');
    expect(toDiscountScope('P2')).toBe('P2');
    expect(toDiscountScope('p1')).toBeNull();
  });

  it('knows the types amount and percent and nothing else', () => {
    expect(toDiscountType('amount')).toBe('amount');
    expect(toDiscountType('percent')).toBe('percent');
    expect(toDiscountType('fixed')).toBeNull();
  });
});
