import { describe, expect, it } from 'vitest';
import { expandBracketKeys } from './expand-bracket-keys';

describe('expandBracketKeys', () => {
  it.each([
    [{ 'card[number]': '4242', 'card[name]': 'A' }, { card: { number: '4242', name: 'A' } }],
    [{ 'metadata[order][id]': '7' }, { metadata: { order: { id: '7' } } }],
    [
      { amount: '2000', 'source[type]': 'promptpay' },
      { amount: '2000', source: { type: 'promptpay' } },
    ],
    [{ card: { number: '4242' } }, { card: { number: '4242' } }],
    [null, {}],
  ])('turns %j into %j', (input, expected) => {
    expect(expandBracketKeys(input)).toEqual(expected);
  });
});
