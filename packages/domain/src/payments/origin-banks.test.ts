import { describe, expect, it } from 'vitest';
import { METHODS_WITHOUT_PANEL, PaymentMethodId } from './payment-methods';
import { isOriginBankCode, ORIGIN_BANKS } from './origin-banks';

describe('origin banks', () => {
  it('lists the 24 bank codes of the specification once each, the main Thai banks among them', () => {
    const codes = ORIGIN_BANKS.map((bank) => bank.code);
    expect(codes).toHaveLength(24);
    expect(new Set(codes).size).toBe(24);
    for (const code of ['BAY', 'BBL', 'GSB', 'KBANK', 'KTB', 'SCB', 'TTB', 'TMB'])
      expect(isOriginBankCode(code)).toBe(true);
  });

  it('knows no other code', () => {
    expect(isOriginBankCode('kbank')).toBe(false);
    expect(isOriginBankCode('XYZ')).toBe(false);
  });

  it('numbers the methods as spec 2 does and keeps 5, 6, 7 and 14 without a panel', () => {
    expect(PaymentMethodId.OMISE_PROMPTPAY).toBe(9);
    expect(METHODS_WITHOUT_PANEL).toEqual([5, 6, 7, 14]);
  });
});
