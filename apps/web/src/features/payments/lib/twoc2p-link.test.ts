import { describe, expect, it } from 'vitest';
import { bahtText, termLabelParts, twoC2pKindOf } from './twoc2p-link';

describe('the 2C2P link helpers', () => {
  it.each([
    [266_430, '2664.30'],
    [5, '0.05'],
    [150_000, '1500.00'],
  ])('writes %i satang as %s baht', (minor, text) => {
    expect(bahtText(minor)).toBe(text);
  });

  it('picks the link of the order method', () => {
    expect([3, 10, 15].map(twoC2pKindOf)).toEqual(['card', 'installment', 'qr']);
  });

  it('says one monthly amount for an even split and a range otherwise', () => {
    const format = (minor: number) => (minor / 100).toFixed(2);
    expect(
      termLabelParts({ months: 6, highest_monthly: 44_405, lowest_monthly: 44_405 }, 'THB', format),
    ).toMatchObject({
      isEven: true,
      monthly: '444.05',
    });
    expect(
      termLabelParts({ months: 4, highest_monthly: 66_608, lowest_monthly: 66_607 }, 'THB', format),
    ).toMatchObject({
      isEven: false,
      low: '666.07',
      high: '666.08',
    });
  });
});
