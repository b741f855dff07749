import { describe, expect, it } from 'vitest';
import { digitsOnly, vaultCardOf } from './card-form';

describe('the card form', () => {
  it('keeps only digits, up to the field length', () => {
    expect(digitsOnly('4242 4242-4242 4242', 19)).toBe('4242424242424242');
    expect(digitsOnly('1234567890123456789012', 19)).toBe('1234567890123456789');
    expect(digitsOnly('0a7', 2)).toBe('07');
  });

  it('sends the vault the checked card with the trimmed name on it', () => {
    expect(
      vaultCardOf('  Somchai Jaidee ', {
        number: '4242424242424242',
        month: '07',
        year: '2031',
        cvv: '123',
        brand: 'visa',
      }),
    ).toEqual({
      name: 'Somchai Jaidee',
      number: '4242424242424242',
      expirationMonth: '07',
      expirationYear: '2031',
      securityCode: '123',
    });
  });
});
