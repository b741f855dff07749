import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidThaiTaxId, thaiTaxIdCheckDigit } from './thai-tax-id';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
const twelveDigits = fc.string({ unit: fc.constantFrom(...DIGITS), minLength: 12, maxLength: 12 });
const withCheckDigit = (first12: string): string => `${first12}${String(thaiTaxIdCheckDigit(first12))}`;

describe('isValidThaiTaxId', () => {
  it.each([
    ['a citizen id', '1101700230708'],
    ['a company id', '0105536092641'],
    ['an id whose check digit wraps to 0', withCheckDigit('000000000001')],
  ])('accepts %s with the right check digit', (_name, id) => {
    expect(isValidThaiTaxId(id)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '1101700230709'],
    ['12 digits', '110170023070'],
    ['14 digits', '11017002307080'],
    ['dashes', '1-1017-00230-70-8'],
    ['letters', '110170023070A'],
    ['an empty text', ''],
  ])('refuses %s', (_name, id) => {
    expect(isValidThaiTaxId(id)).toBe(false);
  });

  it('gives no check digit for anything but 12 digits', () => {
    expect(thaiTaxIdCheckDigit('12345')).toBeNull();
  });

  it('accepts every 13-digit text ending in its check digit', () => {
    fc.assert(fc.property(twelveDigits, (first12) => isValidThaiTaxId(withCheckDigit(first12))));
  });

  const alter = (id: string, position: number, shift: number): string =>
    `${id.slice(0, position)}${String((Number(id[position]) + shift) % 10)}${id.slice(position + 1)}`;

  it('refuses a valid id whose check digit is changed', () => {
    fc.assert(
      fc.property(twelveDigits, fc.integer({ min: 1, max: 9 }), (first12, shift) => {
        expect(isValidThaiTaxId(alter(withCheckDigit(first12), 12, shift))).toBe(false);
      }),
    );
  });

  // The algorithm cannot catch everything: the third digit weighs 11 (0 mod 11), and remainders
  // 0 and 10 share the check digit 1. Every other single-digit change is caught.
  it('refuses a valid id with any other digit changed unless the check digit is 1', () => {
    const position = fc.nat(11).filter((index) => index !== 2);
    fc.assert(
      fc.property(twelveDigits, position, fc.integer({ min: 1, max: 9 }), (first12, index, shift) => {
        fc.pre(thaiTaxIdCheckDigit(first12) !== 1);
        expect(isValidThaiTaxId(alter(withCheckDigit(first12), index, shift))).toBe(false);
      }),
    );
  });

  it('cannot see a change of the third digit, whose weight is 11', () => {
    const id = '1101700230708';
    expect(isValidThaiTaxId(alter(id, 2, 4))).toBe(true);
  });
});
