import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOf } from '../money/percent-of';
import { DEFAULT_TAX_SETTINGS, type TaxSettings } from '../settings/shop-settings';
import { vat } from './vat';

const withVat = (vatValue: number): TaxSettings => ({ ...DEFAULT_TAX_SETTINGS, isEnableVat: true, vatValue });

describe('vat', () => {
  it.each([
    { net: 123_457, vatValue: 7, expected: 8_642, why: '7% of 1,234.57 THB = 86.4199 THB' },
    { net: 100_000, vatValue: 7, expected: 7_000, why: '7% of 1,000 THB' },
    { net: 50, vatValue: 7, expected: 4, why: '3.5 satang rounds up' },
    { net: 21, vatValue: 7, expected: 1, why: '1.47 satang rounds down' },
    { net: 99_999, vatValue: 10, expected: 10_000, why: '9,999.9 satang rounds up' },
    { net: 0, vatValue: 7, expected: 0, why: 'a free order has no VAT' },
  ])('charges $expected on $net at $vatValue% ($why)', ({ net, vatValue, expected }) => {
    expect(vat(net, withVat(vatValue))).toBe(expected);
  });

  it('charges nothing when the shop does not charge VAT', () => {
    expect(vat(123_457, { ...DEFAULT_TAX_SETTINGS, isEnableVat: false, vatValue: 7 })).toBe(0);
  });

  it('equals the half-up percentage of the net (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 250_000 }), (net, scaled) => {
        const vatValue = scaled / 10_000;
        const result = vat(net, withVat(vatValue));
        expect(result).toBe(percentOf(net, vatValue));
        expect(Math.abs(result - (net * vatValue) / 100)).toBeLessThanOrEqual(0.5 + 1e-6 * net);
      }),
    );
  });
});
