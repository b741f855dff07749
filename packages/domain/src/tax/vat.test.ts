import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOf } from '../money/percent-of';
import { DEFAULT_TAX_SETTINGS, type TaxSettings } from '../settings/shop-settings';
import { isVatIncluded, splitVat, vat, vatInside } from './vat';

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

describe('vatInside', () => {
  it.each([
    { gross: 107_000, percent: 7, expected: 7_000, why: '1,070.00 THB is 1,000.00 + 70.00' },
    { gross: 399_000, percent: 7, expected: 26_103, why: '3,990 x 7 / 107 = 261.028 THB' },
    { gross: 1, percent: 7, expected: 0, why: 'a satang holds 0.065 satang of VAT' },
    { gross: 0, percent: 7, expected: 0, why: 'a free order holds none' },
    { gross: 399_000, percent: 0, expected: 0, why: 'a rate of 0 holds none' },
  ])('finds $expected inside $gross at $percent% ($why)', ({ gross, percent, expected }) => {
    expect(vatInside(gross, percent)).toBe(expected);
  });

  it.each([-1, 1.5, Number.MAX_SAFE_INTEGER + 1])(
    'refuses %s, which is no amount of minor units',
    (gross) => {
      expect(() => vatInside(gross, 7)).toThrow(RangeError);
    },
  );

  it('leaves a value whose own VAT is within a satang of what was split out (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 1, max: 250_000 }),
        (gross, scaled) => {
          const percent = scaled / 10_000;
          const inside = vatInside(gross, percent);
          expect(inside).toBeGreaterThanOrEqual(0);
          expect(Math.abs(percentOf(gross - inside, percent) - inside)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('splitVat', () => {
  it('adds VAT on top of prices that exclude it', () => {
    expect(splitVat(399_000, withVat(7))).toEqual({ net: 399_000, vat: 27_930 });
  });

  it('splits VAT out of prices that include it, so value and VAT add up to the price', () => {
    expect(splitVat(399_000, { ...withVat(7), pricesIncludeVat: true })).toEqual({
      net: 372_897,
      vat: 26_103,
    });
  });

  it('has no VAT when the shop charges none, whatever its prices say', () => {
    const settings = { ...DEFAULT_TAX_SETTINGS, isEnableVat: false, pricesIncludeVat: true };
    expect(splitVat(399_000, settings)).toEqual({ net: 399_000, vat: 0 });
    expect(isVatIncluded(settings)).toBe(false);
  });

  it('says the VAT is included only for a shop that charges it inside its prices', () => {
    expect(isVatIncluded({ ...withVat(7), pricesIncludeVat: true })).toBe(true);
    expect(isVatIncluded(withVat(7))).toBe(false);
  });
});
