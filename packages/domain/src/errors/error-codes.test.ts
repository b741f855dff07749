import { describe, expect, it } from 'vitest';
import { ErrorCode, isErrorCode } from './error-codes';

describe('isErrorCode', () => {
  it('knows every code of the catalogue, including the specification-spelled priceUsdIsNull', () => {
    for (const code of Object.values(ErrorCode)) expect(isErrorCode(code)).toBe(true);
    expect(isErrorCode('priceUsdIsNull')).toBe(true);
  });

  it('does not take a key name or an unknown text for a code', () => {
    expect(isErrorCode('PRICE_USD_IS_NULL')).toBe(false);
    expect(isErrorCode('SOMETHING_ELSE')).toBe(false);
  });
});
