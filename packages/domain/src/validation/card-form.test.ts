import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBrand, cardFormSchema, isLuhnValid, type CardForm } from './card-form';
import { messages } from './messages';

const now = new Date('2025-06-15T05:00:00Z');
const en = messages.en;

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** Appends the Luhn check digit, so tests can make valid numbers of any prefix and length. */
const withLuhn = (partial: string): string =>
  DIGITS.map((digit) => `${partial}${digit}`).find(isLuhnValid) ?? partial;

const card = (overrides: Partial<CardForm> = {}): CardForm => ({
  number: '4242 4242 4242 4242',
  month: '12',
  year: '2027',
  cvv: '123',
  ...overrides,
});

const issues = (form: CardForm, at = now) => {
  const result = cardFormSchema(at, en).safeParse(form);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('cardBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'american-express'],
    ['36227206271667', 'diners-club'],
    ['6011111111111117', 'discover'],
    ['3530111333300000', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['6759649826438453', 'maestro'],
    ['6362970000457013', 'elo'],
    ['2200000000000004', 'mir'],
    ['6370950000000005', 'hiper'],
    ['6062826786276634', 'hipercard'],
    ['4', 'visa'],
    ['4242 4242', 'visa'],
  ])('recognises %s as %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it.each([
    ['an empty number', ''],
    ['letters', 'abcd'],
    ['a brand we do not take (Troy)', '9792000000000000'],
    ['an unknown prefix', '1234567890123456'],
  ])('recognises no brand for %s', (_name, number) => {
    expect(cardBrand(number)).toBeNull();
  });
});

describe('isLuhnValid', () => {
  it('catches every single changed digit of a valid number', () => {
    const digits = fc.string({ unit: fc.constantFrom(...DIGITS), minLength: 11, maxLength: 18 });
    fc.assert(
      fc.property(digits, fc.nat(18), fc.integer({ min: 1, max: 9 }), (partial, rawIndex, shift) => {
        const number = withLuhn(partial);
        const index = rawIndex % number.length;
        const altered = `${number.slice(0, index)}${String((Number(number[index]) + shift) % 10)}${number.slice(index + 1)}`;
        expect(isLuhnValid(number)).toBe(true);
        expect(isLuhnValid(altered)).toBe(false);
      }),
    );
  });
});

describe('cardFormSchema', () => {
  it('accepts a valid Visa card and returns its digits and brand', () => {
    expect(cardFormSchema(now, en).parse(card())).toEqual({
      number: '4242424242424242',
      month: '12',
      year: '2027',
      cvv: '123',
      brand: 'visa',
    });
  });

  it.each([
    ['a 19-digit Visa', withLuhn('424242424242424242')],
    ['a 15-digit American Express', '378282246310005'],
    ['a 14-digit Diners Club', '36227206271667'],
    ['a UnionPay number that fails Luhn (UnionPay does not use it)', '6200000000000006'],
  ])('accepts %s', (_name, number) => {
    const cvv = cardBrand(number) === 'american-express' ? '1234' : '123';
    expect(issues(card({ number, cvv }))).toEqual([]);
  });

  it.each([
    ['is empty', '', 'Please enter the card number'],
    ['has letters', '4242-4242-4242-4242', 'The card number is not valid'],
    ['is longer than 19 digits', '42424242424242424242', 'The card number is not valid'],
    ['fails the Luhn check', '4242424242424241', 'The card number is not valid'],
    ['has a length its brand does not issue', withLuhn('42424242424242'), 'The card number is not valid'],
    ['belongs to no brand we take', '9792000000000000', 'This card type is not supported'],
  ])('refuses a number that %s', (_name, number, message) => {
    expect(issues(card({ number }))).toContainEqual(['number', message]);
  });

  it.each(['00', '13', '1', '1a'])('refuses the month %j', (month) => {
    expect(issues(card({ month }))).toEqual([['month', 'Expiry month must be 01 to 12']]);
  });

  it.each(['27', '20277', 'abcd', '2046'])('refuses the year %j', (year) => {
    expect(issues(card({ year }))).toEqual([['year', 'Expiry year must be 4 digits']]);
  });

  it.each([
    ['its month has passed', '05', '2025', false],
    ['an earlier year', '12', '2024', false],
    ['the current month (it works to the month end)', '06', '2025', true],
    ['twenty years ahead', '01', '2045', true],
  ])('judges a card expiring in %s valid: %s', (_name, month, year, valid) => {
    expect(issues(card({ month, year }))).toEqual(valid ? [] : [['year', 'The card has expired']]);
  });

  it('reads the current month on the Bangkok calendar', () => {
    const firstOfJulyInBangkok = new Date('2025-06-30T17:30:00Z');
    expect(issues(card({ month: '06', year: '2025' }), firstOfJulyInBangkok)).toEqual([
      ['year', 'The card has expired'],
    ]);
  });

  it.each([
    ['a 4-digit code for a Visa', '4242424242424242', '1234', 'The security code must be 3 digits'],
    [
      'a 3-digit code for an American Express',
      '378282246310005',
      '123',
      'The security code must be 4 digits',
    ],
    ['letters', '4242424242424242', '12a', 'The security code must be 3 digits'],
  ])('refuses %s', (_name, number, cvv, message) => {
    expect(issues(card({ number, cvv }))).toEqual([['cvv', message]]);
  });

  it('accepts a code of 3 or 4 digits when the brand is unknown, and refuses other sizes', () => {
    expect(issues(card({ number: '9792000000000000', cvv: '1234' }))).toEqual([
      ['number', 'This card type is not supported'],
    ]);
    expect(issues(card({ number: '9792000000000000', cvv: '12' }))).toContainEqual([
      'cvv',
      'The security code must be 3-4 digits',
    ]);
  });

  it('refuses a field of the wrong kind', () => {
    expect(cardFormSchema(now, en).safeParse({ ...card(), cvv: 123 }).success).toBe(false);
  });
});
