import { describe, expect, it } from 'vitest';
import { parsePaymentMethodScope, type PaymentMethodScopeInput } from './parse-payment-method-scope';

describe('parsePaymentMethodScope', () => {
  it.each<{ raw: PaymentMethodScopeInput; expected: number[] }>([
    { raw: null, expected: [] },
    { raw: undefined, expected: [] },
    { raw: '', expected: [] },
    { raw: '   ', expected: [] },
    { raw: '[]', expected: [] },
    { raw: '8', expected: [8] },
    { raw: '1,2', expected: [1, 2] },
    { raw: ' 1 , 2 ,', expected: [1, 2] },
    { raw: '[1,2]', expected: [1, 2] },
    { raw: '["1","2"]', expected: [1, 2] },
    { raw: "['9', '12']", expected: [9, 12] },
    { raw: '[8, 9', expected: [8, 9] },
    { raw: '9,8,9', expected: [9, 8] },
    { raw: '1,abc,2.5,-3,0,,x1,15', expected: [1, 15] },
    { raw: '99999999999999999999', expected: [] },
    { raw: '[{"id":1}]', expected: [] },
    { raw: [1, '2', ' 3 ', 2, null, 4.5, -1, 'x', { id: 5 }], expected: [1, 2, 3] },
    { raw: [], expected: [] },
  ])('reads $raw as methods $expected', ({ raw, expected }) => {
    expect(parsePaymentMethodScope(raw)).toEqual(expected);
  });

  it('reads a field of junk only as "every method", like an empty one', () => {
    expect(parsePaymentMethodScope('all')).toEqual([]);
  });
});
