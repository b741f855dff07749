import { describe, expect, it } from 'vitest';
import { decimalFromMinor, minorFromDecimal } from './twoc2p-amount';

describe('2C2P decimal amounts', () => {
  it.each([
    [266_430, '2664.30'],
    [150_000, '1500.00'],
    [5, '0.05'],
    [0, '0.00'],
    [1_234_567_891, '12345678.91'],
  ])('writes %i satang as "%s"', (minor, text) => {
    expect(decimalFromMinor(minor)).toBe(text);
    expect(minorFromDecimal(text)).toBe(minor);
  });

  it.each([
    ['2664.3', 266_430],
    [2664.3, 266_430],
    [230.87, 23_087],
    ['000000230.87', 23_087],
    ['1500', 150_000],
    ['1500.000', 150_000],
  ])('reads %s exactly as %i satang', (text, minor) => {
    expect(minorFromDecimal(text)).toBe(minor);
  });

  it.each([['1.005'], ['-1.00'], ['1e3'], [''], ['12,345.00'], [null], [{}], [0.1 + 0.2]])(
    'refuses %s',
    (text) => {
      expect(minorFromDecimal(text)).toBeNull();
    },
  );

  it('refuses to write a fraction of a satang', () => {
    expect(() => decimalFromMinor(1.5)).toThrow(RangeError);
  });
});
