import { describe, expect, it } from 'vitest';
import { cardBrand } from './card-brand';
import { isLuhnValid } from './is-luhn-valid';
import { THREE_D_SECURE_CARDS } from './omise-test-cards';
import { tamperBody } from './tamper-body';

describe('card rules', () => {
  it.each([
    '4242424242424242',
    '4111111111140011',
    '5555551111110011',
    '3530111111190011',
    '4111111111130012',
    '5555551111100012',
    '4111111111120013',
    '5555551111190013',
    '4111111111110014',
    '5555551111180014',
    ...THREE_D_SECURE_CARDS,
  ])('finds test card %s Luhn-valid', (number) => {
    expect(isLuhnValid(number)).toBe(true);
  });

  it('finds a mistyped number Luhn-invalid', () => {
    expect(isLuhnValid('4242424242424241')).toBe(false);
  });

  it.each([
    ['4242424242424242', 'Visa'],
    ['5555555555554444', 'MasterCard'],
    ['2221000000000009', 'MasterCard'],
    ['3530111333300000', 'JCB'],
    ['378282246310005', 'American Express'],
    ['6011111111111117', 'Discover'],
  ])('names the brand of %s %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it('tampers with exactly one byte and keeps the JSON readable', () => {
    const body = JSON.stringify({ data: { amount: 150000, id: 'x' } });

    const tampered = tamperBody(body);

    expect(tampered).toHaveLength(body.length);
    expect(Array.from(tampered, (char, index) => char !== body[index]).filter(Boolean)).toHaveLength(1);
    expect(JSON.parse(tampered)).toEqual({ data: { amount: 250000, id: 'x' } });
  });
});
